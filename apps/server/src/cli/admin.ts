import { readFileSync } from 'node:fs';
import { isSiteLang, siteByLang } from '@news/contract/sites';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { importItems } from '../import/importItems.ts';
import { parseFeed } from '../import/parseFeed.ts';
import { progressBar } from './progressBar.ts';

/** Operator commands: `npm run admin -- <command> [arguments]`. */
const USAGE = `usage: npm run admin -- <command>

  import <file> --site <zh-Hans|en|kr|ja|ru> [--channel <key>]
      load an RSS 2.0 feed, an Atom feed or a JSON import file (docs/import-format.md)
      into a site; items without a channel go to --channel (default: the site's first channel)`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function importCommand(database: DatabaseHandle, args: string[]): Promise<number> {
  const file = args[0];
  const lang = option(args, 'site');
  if (!file || file.startsWith('--') || !isSiteLang(lang)) {
    console.error(USAGE);
    return 2;
  }
  const site = siteByLang(lang);
  let channel = option(args, 'channel');
  if (!channel) {
    const first = await database.db
      .selectFrom('categories')
      .select('key')
      .where('site_id', '=', site.id)
      .where('parent_id', 'is', null)
      .orderBy('sort')
      .executeTakeFirst();
    if (!first) {
      console.error(`site ${lang} has no channels yet: run npm run seed, or create one first`);
      return 1;
    }
    channel = first.key;
  }
  const feed = parseFeed(readFileSync(file, 'utf8'));
  console.log(
    `importing ${String(feed.items.length)} items (${feed.format}) into ${lang}, channel "${channel}"`,
  );
  const summary = await importItems(database.db, feed.items, {
    site,
    dialect: database.dialect,
    defaultChannel: channel,
    onProgress: progressBar('import'),
  });
  console.log(
    `added ${String(summary.added)}, updated ${String(summary.updated)}, skipped ${String(summary.skipped.length)}`,
  );
  for (const skip of summary.skipped) console.log(`  skipped ${skip.id}: ${skip.reason}`);
  return 0;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const commands: Record<string, (db: DatabaseHandle, args: string[]) => Promise<number>> = {
    import: importCommand,
  };
  const run = command ? commands[command] : undefined;
  if (!run) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database);
    return await run(database, args);
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
