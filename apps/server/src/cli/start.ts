import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { seedDemoContent } from '../seed/seedDemoContent.ts';

/** `npm start`: migrate, seed demo content on the first run, then serve the API and the web app. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateToLatest(database);
  const app = await buildApp({ config, database });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  if (config.seedOnStart) {
    const report = await seedDemoContent(database.db, {
      dataDir: config.dataDir,
      dialect: database.dialect,
    });
    if (report.seeded.length > 0) app.log.info({ sites: report.seeded }, 'demo content seeded');
  }
  if (config.testCaptcha)
    app.log.warn('TEST_CAPTCHA is set: a fixed captcha answer is accepted (tests only)');

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const engine =
    database.dialect === 'sqlite' ? `SQLite at ${database.sqlitePath ?? ':memory:'}` : 'PostgreSQL';
  console.log(
    `\nRegional news is running at http://${shownHost}:${port}/  (database: ${engine})\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
