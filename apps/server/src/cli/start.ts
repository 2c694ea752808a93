import { prepareCaptchas } from '../accounts/captcha.ts';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { SITES } from '@news/contract/sites';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { PicturesRepository } from '../repositories/PicturesRepository.ts';
import { SitesRepository } from '../repositories/SitesRepository.ts';
import { rebuildPictureUses } from '../services/media/pictureUses.ts';
import { ServerLifecycle } from '../http/ServerLifecycle.ts';
import { isAddressInUse, PortTakenError } from '../http/PortTakenError.ts';
import { MemorySharedState } from '../state/MemorySharedState.ts';
import { RedisSharedState } from '../state/RedisSharedState.ts';
import type { SharedState } from '../state/SharedState.ts';
import { createMediaStore } from '../upload/createMediaStore.ts';
import { printLine } from './printLine.ts';
import { seedInChildProcess } from './seedInChildProcess.ts';
import { IngestNode } from '../ingest/IngestNode.ts';
import { join } from 'node:path';

/** Requests still running this long after the port closed are cut off, so a stop always ends. */
const IN_FLIGHT_LIMIT_MS = 20_000;

/** Whether a site of the contract has had no demo content yet: what the seed would load. */
async function anySiteUnseeded(database: DatabaseHandle): Promise<boolean> {
  const rows = await new SitesRepository(database.db).list();
  return SITES.some((site) => !rows.find((row) => row.id === site.id)?.seeded_at);
}

/**
 * `npm start` (compiled to dist/start.js): migrate, seed demo content on the first run, then
 * serve the API and the web app until SIGTERM or SIGINT, which drain it (see `stop`).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateToLatest(database);
  // Every site of the contract has its row, a language added since the last start included.
  await new SitesRepository(database.db).ensureRows(SITES);
  const state: SharedState = config.redisUrl
    ? await RedisSharedState.connect(config.redisUrl, {
        onTrouble: (message) => {
          process.emitWarning(message);
        },
      })
    : new MemorySharedState();
  const media = createMediaStore(config, database);
  const lifecycle = new ServerLifecycle();
  const app = await buildApp({ config, database, state, media, lifecycle });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  // The seed runs in a process of its own (seedInChildProcess says why), only when a site has
  // no demo content yet, so a restart forks nothing. The seed rebuilds the picture uses index
  // after it; this process holds no transaction meanwhile and serves nothing before it is done.
  let pictureUses: number | null = null;
  if (config.seedOnStart && (await anySiteUnseeded(database))) {
    const report = await seedInChildProcess();
    if (report.seeded.length > 0) app.log.info({ sites: report.seeded }, 'demo content seeded');
    pictureUses = report.pictureUses;
  }
  // The media library's uses index is kept by the editors' writes; content written otherwise
  // (the seed, a database from before the index) is read into it, once.
  const pictures = new PicturesRepository(database.db);
  if (pictureUses === null && !(await pictures.anyUse()))
    pictureUses = await rebuildPictureUses({ pictures });
  if (pictureUses !== null) app.log.info({ items: pictureUses }, 'picture uses indexed');
  // The captcha's glyphs are traced from the font before the first reader asks for a picture.
  prepareCaptchas().catch((error: unknown) => {
    app.log.error({ err: error }, 'captcha font could not be traced');
  });
  if (config.testCaptcha)
    app.log.warn('TEST_CAPTCHA is set: a fixed captcha answer is accepted (tests only)');
  if (config.env === 'production' && config.publicOrigins.length === 0)
    app.log.warn(
      'PUBLIC_ORIGIN is not set: feeds and sitemaps link to the Host each request names, and only the first few names are cached',
    );
  if (typeof config.trustProxy === 'number' && (config.host === '0.0.0.0' || config.host === '::'))
    app.log.warn(
      'TRUST_PROXY is a hop count while HOST listens on every interface: a client reaching the port directly can name its own address; bind HOST to the proxies’ network or list their addresses',
    );
  if (config.cluster && state.kind === 'memory')
    app.log.warn('CLUSTER=true without REDIS_URL: this instance keeps its state to itself');

  /**
   * SIGTERM (and Ctrl-C): /readyz answers 503 at once while every request is still served, for
   * SHUTDOWN_GRACE_MS, so the balancer stops sending new ones here; then the port closes, the
   * requests in flight finish, and Redis and the database are closed last. A second signal
   * during this ends the process at once.
   */
  let ingest: IngestNode | undefined;
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    lifecycle.beginDraining();
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'draining');
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
      const cutOff = setTimeout(() => {
        app.log.warn('requests still running: closing their connections');
        app.server.closeAllConnections();
      }, IN_FLIGHT_LIMIT_MS);
      await ingest?.stop();
      await app.close();
      clearTimeout(cutOff);
      await state.close();
      await database.close();
      app.log.info('stopped');
    })()
      .catch((error: unknown) => {
        console.error('shutdown failed:', error);
        process.exitCode = 1;
      })
      .finally(() => {
        // Everything is closed and the process ends by itself; should a forgotten handle keep
        // it alive, it ends anyway (the timer itself does not hold it).
        setTimeout(() => process.exit(), 2_000).unref();
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    throw isAddressInUse(error) ? new PortTakenError(config.host, config.port) : error;
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The RTMP ingest (issue 27): on by default; a machine without nginx's RTMP module serves
  // everything else and says why encoders cannot connect.
  if (config.ingest.enabled) {
    const node = new IngestNode(
      app.liveIngest,
      {
        nginx: config.ingest.nginx,
        ffmpeg: config.video.ffmpeg,
        ffprobe: config.video.ffprobe,
        workDir: join(config.dataDir, 'ingest'),
        host: config.ingest.host,
        port: config.ingest.rtmpPort,
        sweepMs: 1_000,
      },
      app.log,
    );
    try {
      await node.start();
      ingest = node;
      app.liveIngest.setAvailability('ready');
      app.log.info({ port: node.port }, 'RTMP ingest listening');
    } catch (error) {
      await node.stop().catch(() => undefined);
      const taken = error instanceof PortTakenError;
      app.liveIngest.setAvailability(taken ? 'portTaken' : 'failed');
      // A taken port is a fact about the machine, not a fault to trace: no stack for it.
      if (taken) app.log.error({ host: error.host, port: error.port }, 'RTMP ingest port taken');
      else
        app.log.error({ err: error }, 'RTMP ingest could not start: encoders cannot connect here');
      // Said on the terminal too, whatever the log level: the operator starting it must see it.
      printLine(
        taken
          ? `Live ingest is off: ${error.message} (set INGEST_RTMP_PORT, or INGEST=false); encoders cannot connect until it is free.`
          : 'Live ingest is off: it could not start (see the log); encoders cannot connect.',
        'stderr',
      );
    }
  }
  const engine =
    database.dialect === 'sqlite' ? `SQLite at ${database.sqlitePath ?? ':memory:'}` : 'PostgreSQL';
  console.log(
    `\nRegional news is running at http://${shownHost}:${port}/  (database: ${engine}${state.kind === 'redis' ? ', shared state: Redis' : ''})\n`,
  );
}

main().catch((error: unknown) => {
  // The message may quote a setting's value: shown, never obeyed, by the terminal.
  if (error instanceof ConfigError) {
    printLine(error.message, 'stderr');
  } else if (error instanceof PortTakenError) {
    printLine(
      `failed to start: ${error.message}; stop it, or choose another port with PORT (and HOST)`,
      'stderr',
    );
  } else {
    printLine(
      `failed to start: ${error instanceof Error ? error.message : String(error)}`,
      'stderr',
    );
  }
  process.exit(1);
});
