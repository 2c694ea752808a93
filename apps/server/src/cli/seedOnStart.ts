import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { PicturesRepository } from '../repositories/PicturesRepository.ts';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { rebuildPictureUses } from '../services/media/pictureUses.ts';
import { createMediaStore } from '../upload/createMediaStore.ts';
import { printLine } from './printLine.ts';
import type { SeedProcessMessage } from './seedInChildProcess.ts';

/**
 * The first start's one-off work, in a process `npm start` forks (compiled to dist/seedOnStart.js;
 * see `seedInChildProcess`): the demo content of the sites that have none, then the picture uses
 * index read from it. The parent has migrated the schema and holds no transaction while this
 * runs. It reports once over IPC and ends; the parent says what happened.
 */
async function seedOnStart(): Promise<SeedProcessMessage> {
  let database: DatabaseHandle | undefined;
  try {
    const config = loadConfig();
    database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const report = await seedDemoContent(database.db, {
      dataDir: config.dataDir,
      dialect: database.dialect,
      media: createMediaStore(config, database),
      photoCache: config.demoPhotoDir,
    });
    // The seed writes content directly, not through the editors' writes that keep the index.
    const pictureUses =
      report.seeded.length > 0
        ? await rebuildPictureUses({ pictures: new PicturesRepository(database.db) })
        : null;
    return { kind: 'done', seeded: report.seeded, pictureUses };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  } finally {
    await database?.close();
  }
}

// The parent gone (stopped during the seed), the seed goes too, as it would have in one
// process: each site's transaction is rolled back and that site is seeded at the next start.
process.once('disconnect', () => {
  process.exit(1);
});
const message = await seedOnStart();
const exitCode = message.kind === 'done' ? 0 : 1;
if (process.send) {
  process.send(message, () => {
    process.exit(exitCode);
  });
} else {
  // Run by hand, not forked: the report goes to the terminal.
  printLine(JSON.stringify(message), exitCode === 0 ? 'stdout' : 'stderr');
  process.exitCode = exitCode;
}
