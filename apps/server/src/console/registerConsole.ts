import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DoorGuard } from '../http/DoorGuard.ts';
import type { ResponseCache } from '../http/ResponseCache.ts';
import type { ScreenRenderer } from '../render/ScreenRenderer.ts';
import type { AppServices } from '../services/AppServices.ts';
import { VideoJobRunner } from '../video/VideoJobRunner.ts';
import { sourceNodeOf } from '../video/videoNode.ts';
import { BackgroundWork } from '../services/shared/BackgroundWork.ts';
import { PresenceStreams } from '../http/PresenceStreams.ts';
import { consoleRoutes } from './consoleRoutes.ts';
import { mountConsoleApi } from './mountConsoleApi.ts';
import { registerConsoleApp } from './registerConsoleApp.ts';

export interface ConsoleOptions {
  services: AppServices;
  /** The reader API's cache of public reads: emptied by every change readers can see. */
  cache: ResponseCache;
  /** The reader app's server renderer, for previews (undefined without a web build). */
  screens: ScreenRenderer | undefined;
  /** Counts calls against the budgets their routes name. */
  doors: DoorGuard;
}

/**
 * The newsroom console: its API under `/console/api`, its app under `/console/`, and the work
 * every server does in the background for it — publishing scheduled items, removing readers'
 * unused uploads and, unless turned off (VIDEO_WORKER=false), processing uploaded videos.
 */
export async function registerConsole(
  app: FastifyInstance,
  options: ConsoleOptions,
): Promise<void> {
  const { services, cache } = options;
  const { config } = services;
  services.signals.publicChange.on((change) => {
    cache.invalidate(change);
  });
  const presenceStreams = new PresenceStreams(services.presence);
  app.addHook('preClose', (done) => {
    // Open streams would keep the server from closing: end them first.
    presenceStreams.close();
    done();
  });
  await mountConsoleApi(
    app,
    services.staffSessions,
    consoleRoutes(services, options.screens, presenceStreams),
    options.doors,
  );
  await registerConsoleApp(app, config.consoleDistDir);

  const work = [
    new BackgroundWork(
      'scheduled publishing',
      config.schedulerIntervalMs,
      async () => {
        await services.scheduler.tick();
        return false;
      },
      app.log,
    ),
    new BackgroundWork(
      'unused upload sweep',
      config.uploads.sweepIntervalMs,
      async () => (await services.uploadSweeper.sweep()).more,
      app.log,
    ),
  ];
  let runner: VideoJobRunner | undefined;
  if (config.video.worker) {
    runner = new VideoJobRunner(
      services.database,
      services.media,
      {
        ffmpeg: config.video.ffmpeg,
        ffprobe: config.video.ffprobe,
        workDir: join(config.dataDir, 'video-work'),
        leaseMs: 30_000,
        heartbeatMs: 5_000,
        sourceNode: sourceNodeOf(config),
      },
      () => services.clock.date(),
      app.log,
    );
    const videoWork = new BackgroundWork(
      'video jobs',
      config.video.intervalMs,
      () => runner?.runOnce() ?? Promise.resolve(false),
      app.log,
    );
    services.signals.videoJobQueued.on(() => {
      videoWork.wake();
    });
    work.push(videoWork);
  }
  app.addHook('onReady', (done) => {
    if (services.settableClock)
      app.log.warn('TEST_CLOCK is set: the server clock can be moved (tests only)');
    for (const w of work) w.start();
    done();
  });
  app.addHook('onClose', async () => {
    runner?.stop();
    await Promise.all(work.map((w) => w.stop()));
  });
}
