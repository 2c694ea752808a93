import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isSiteLang, siteByLang } from '@news/contract/sites';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { importItems } from '../import/importItems.ts';
import { parseFeed } from '../import/parseFeed.ts';
import { staffText } from '../console/consoleErrors.ts';
import { escapeControlCharacters as shown } from '../content/controlCharacterText.ts';
import { DomainError } from '../services/shared/DomainError.ts';
import { operatorModerator, type Moderator } from '../services/moderation/Moderator.ts';
import { UsersRepository } from '../repositories/UsersRepository.ts';
import { createServices, type AppServices } from '../services/AppServices.ts';
import { createMediaStore } from '../upload/createMediaStore.ts';
import { MemoryShortLivedStore } from '../state/MemoryShortLivedStore.ts';
import {
  listAccounts,
  listFeedback,
  listReports,
  parseListingOptions,
  type ListingOptions,
} from './adminListings.ts';
import { backupDatabase, POSTGRES_BACKUP_REFUSAL } from './backupDatabase.ts';
import { CliOutput, endCommand } from './CliOutput.ts';
import { printLine } from './printLine.ts';
import { operatorActor } from './operatorActor.ts';
import { progressBar } from './progressBar.ts';
import { staffCommand, STAFF_USAGE } from './staffCommands.ts';

/** Operator commands: `npm run admin -- <command> [arguments]`. */
const USAGE = `usage: npm run admin -- <command>

  import <file> --site <zh-Hans|en|kr|ja|ru> [--channel <key>]
      load an RSS 2.0 feed, an Atom feed or a JSON import file (docs/import-format.md)
      into a site; items without a channel go to --channel (default: the site's first channel)
  pending [options]               list registrations awaiting review, oldest first
  approve <username>              approve a registration
  reject <username> <reason...>   reject a registration, with the reason the reader is shown
  deactivations [options]         list deactivation requests, oldest first
  deactivate <username>           process a request: remove the account's personal data
  reports [options]               list reports, newest first
  feedback [options]              list feedback, newest first
  hide-comment <id>               hide a comment from every list
  backup <file>                   consistent copy of the SQLite database, taken while it runs
${STAFF_USAGE}

options of the listings:
  --json                          one JSON object per line, for scripts
  --limit <n>                     at most n rows
  --since <date>                  only rows from then on (2026-11-24 or 2026-11-24T08:00:00Z)`;

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
  printLine(
    `importing ${String(feed.items.length)} items (${feed.format}) into ${lang}, channel "${shown(channel)}"`,
  );
  const summary = await importItems(database.db, feed.items, {
    site,
    dialect: database.dialect,
    defaultChannel: channel,
    onProgress: progressBar('import'),
  });
  printLine(
    `added ${String(summary.added)}, updated ${String(summary.updated)}, skipped ${String(summary.skipped.length)}`,
  );
  for (const skip of summary.skipped)
    printLine(`  skipped ${shown(skip.id)}: ${shown(skip.reason)}`);
  return 0;
}

function services(database: DatabaseHandle): AppServices {
  const config = loadConfig();
  return createServices(
    config,
    database,
    new MemoryShortLivedStore(),
    createMediaStore(config, database),
  );
}

/** A listing command: its options checked, its rows streamed, a word when there are none. */
function listing(
  list: (database: DatabaseHandle, out: CliOutput, options: ListingOptions) => Promise<number>,
  empty: string,
) {
  return async (database: DatabaseHandle, args: string[]): Promise<number> => {
    const options = parseListingOptions(args);
    if (typeof options === 'string') {
      printLine(`${options}\n\n${USAGE}`, 'stderr');
      return 2;
    }
    const out = new CliOutput();
    const written = await list(database, out, options);
    // Scripts reading --json get no prose; a person is told the list is empty.
    if (written === 0 && !options.json) await out.line(empty);
    return 0;
  };
}

/**
 * Runs an operator action on one reader, found by username, through the service the console
 * uses (so it is checked and audited alike, with the operator as its actor), and prints what it
 * did.
 */
function readerAction(
  action: (s: AppServices, operator: Moderator, userId: number, rest: string[]) => Promise<unknown>,
  done: string,
) {
  return async (database: DatabaseHandle, args: string[]): Promise<number> => {
    const [username, ...rest] = args;
    if (!username) {
      console.error(USAGE);
      return 2;
    }
    const user = await new UsersRepository(database.db).findByUsername(username);
    if (!user) {
      printLine(`no user "${shown(username)}"`, 'stderr');
      return 1;
    }
    await action(services(database), operatorModerator(operatorActor()), user.id, rest);
    printLine(`${done}: ${shown(username)}`);
    return 0;
  };
}

/**
 * Opens the database without migrating it: a backup copies what is there, and must not change
 * the schema under a running server of an older version.
 */
async function backupCommand(args: string[]): Promise<number> {
  const target = args[0];
  if (!target) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(POSTGRES_BACKUP_REFUSAL);
    return 1;
  }
  // Opening a missing file would create an empty database, and back that up.
  const file = join(config.dataDir, 'news.sqlite');
  if (!existsSync(file)) {
    printLine(`backup: there is no database at ${shown(file)}; check DATA_DIR`, 'stderr');
    return 1;
  }
  const database = openDatabase({ databaseUrl: undefined, dataDir: config.dataDir });
  try {
    // npm runs the script in apps/server; a relative name means where the operator typed it.
    const copy = await backupDatabase(
      database,
      resolve(process.env.INIT_CWD ?? process.cwd(), target),
    );
    printLine(`backup written: ${shown(copy.file)} (${String(Math.round(copy.bytes / 1024))} KB)`);
    return 0;
  } catch (error) {
    printLine(error instanceof Error ? error.message : String(error), 'stderr');
    return 1;
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'backup') return backupCommand(args);
  const commands: Record<string, (db: DatabaseHandle, args: string[]) => Promise<number>> = {
    import: importCommand,
    pending: listing(
      (db, out, options) => listAccounts(db, out, options, 'pending'),
      'no registrations are awaiting review',
    ),
    deactivations: listing(
      (db, out, options) => listAccounts(db, out, options, 'deactivating'),
      'no deactivation requests',
    ),
    approve: readerAction((s, op, id) => s.registrations.approve(op, id), 'approved'),
    reject: async (db, a) => {
      if (a.length < 2) {
        console.error(USAGE);
        return 2;
      }
      return readerAction(
        (s, op, id, rest) => s.registrations.reject(op, id, rest.join(' ')),
        'rejected',
      )(db, a);
    },
    deactivate: readerAction(
      (s, op, id) => s.registrations.processDeactivation(op, id),
      'deactivated, personal data removed',
    ),
    reports: listing(listReports, 'no reports'),
    feedback: listing(listFeedback, 'no feedback'),
    staff: (db, a) =>
      staffCommand(services(db), a, new CliOutput(), (message) => {
        printLine(message, 'stderr');
      }),
    'hide-comment': async (db, a) => {
      const id = Number(a[0]);
      if (!Number.isInteger(id) || id <= 0) {
        console.error(USAGE);
        return 2;
      }
      if (
        !(await db.db.selectFrom('comments').select('id').where('id', '=', id).executeTakeFirst())
      ) {
        console.error(`no comment ${String(id)}`);
        return 1;
      }
      const row = await services(db).commentModeration.decide(
        operatorModerator(operatorActor()),
        'hide',
        id,
      );
      printLine(
        `hidden: comment ${String(id)} by ${shown(row.user_name)}: ${shown(row.body.slice(0, 60))}`,
      );
      return 0;
    },
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
  } catch (error) {
    // Operator mistakes (unknown user, wrong state) are messages, not stack traces.
    printLine(
      error instanceof DomainError
        ? staffText('en', error.messageKey, error.params)
        : error instanceof Error
          ? error.message
          : String(error),
      'stderr',
    );
    return 1;
  } finally {
    await database.close();
  }
}

// Ends once every line is out, whoever reads it: a terminal, a file, a pipe, a program.
void main().then(endCommand, async (error: unknown) => {
  printLine(error instanceof Error ? error.message : String(error), 'stderr');
  await endCommand(1);
});
