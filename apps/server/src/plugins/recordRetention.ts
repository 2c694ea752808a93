import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services/AppServices.ts';
import { BackgroundWork } from '../services/shared/BackgroundWork.ts';

/** Hourly: the records past their retention go a batch at a time, turn after turn. */
const INTERVAL_MS = 60 * 60 * 1000;

/** Removes page views and share records past their retention (`RecordRetention`). */
export function registerRecordRetention(app: FastifyInstance, services: AppServices): void {
  const work = new BackgroundWork(
    'record retention',
    INTERVAL_MS,
    () => services.recordRetention.prune(),
    app.log,
  );
  app.addHook('onReady', (done) => {
    work.start();
    done();
  });
  app.addHook('onClose', async () => {
    await work.stop();
  });
}
