import type { FastifyInstance } from 'fastify';
import type { AlertStreams } from '../http/AlertStreams.ts';
import type { AppServices } from '../services/AppServices.ts';
import { BackgroundWork } from '../services/shared/BackgroundWork.ts';

/** How often a server reads new alerts for the apps connected to it: the banner's delay at most. */
const FEED_INTERVAL_MS = 1_000;

/**
 * The work every server does for alerts (issue 29): sending queued deliveries, and telling the
 * apps connected to it of new alerts. Both are woken at once by an alert sent through this
 * server; one sent through another is found on the next turn.
 */
export function registerAlerts(
  app: FastifyInstance,
  services: AppServices,
  streams: AlertStreams,
): void {
  const sending = new BackgroundWork(
    'alert deliveries',
    services.config.alerts.intervalMs,
    () => services.alertDispatcher.runOnce(),
    app.log,
  );
  const feed = new BackgroundWork(
    'alert stream',
    Math.min(FEED_INTERVAL_MS, services.config.alerts.intervalMs),
    () => services.alertFeed.poll(),
    app.log,
  );
  services.alertFeed.listen((siteId, message) => {
    streams.announce(siteId, message);
  });
  services.signals.alertQueued.on(() => {
    sending.wake();
    feed.wake();
  });
  app.addHook('onReady', (done) => {
    sending.start();
    feed.start();
    done();
  });
  app.addHook('preClose', (done) => {
    // Open streams would keep the server from closing: end them first.
    streams.close();
    done();
  });
  app.addHook('onClose', async () => {
    await Promise.all([sending.stop(), feed.stop()]);
  });
}
