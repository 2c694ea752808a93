/**
 * Serialisation alone: the answers `bench:api` asks for (home feed, a list of 20, a detail, a
 * search page, a reader's comments), built by the real services over the English demo content,
 * written by the route's serializer (fast-json-stringify from the contract's schema) and by
 * `JSON.stringify`, which the server used before, each to the bytes a socket is given. Prints
 * the CPU time per answer of each, the median of several rounds, and checks both give the
 * client the same answer.
 *
 *   npm run bench:serialize [-- --rounds 7 --ms 300]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { myCommentPageSchema } from '@news/contract/accountSchemas';
import { contentDetailSchema, contentPageSchema } from '@news/contract/contentSchemas';
import { indexListSchema } from '@news/contract/homeSchemas';
import { searchPageSchema } from '@news/contract/searchSchemas';
import { siteByLang } from '@news/contract/sites';
import { loadConfig } from '@news/server/config';
import { migrateToLatest, openDatabase } from '@news/server/db/database';
import { envelopeJsonSchema } from '@news/server/http/contractJsonSchema';
import { envelopeSerializer } from '@news/server/http/envelopeSerializer';
import { seedDemoContent } from '@news/server/seed/seedDemoContent';
import { createServices } from '@news/server/services/AppServices';
import { MemoryShortLivedStore } from '@news/server/state/MemoryShortLivedStore';
import { createMediaStore } from '@news/server/upload/createMediaStore';

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const ROUNDS = arg('rounds', 7);
const ROUND_MS = arg('ms', 300);

/** CPU microseconds per call of `write` over one round of ROUND_MS of CPU time. */
function round(write: () => unknown): number {
  let calls = 0;
  const start = process.cpuUsage();
  let used = 0;
  while (used < ROUND_MS * 1000) {
    for (let i = 0; i < 100; i += 1) write();
    calls += 100;
    const now = process.cpuUsage(start);
    used = now.user + now.system;
  }
  return used / calls;
}

/**
 * The median of ROUNDS rounds of each writer, the two taking turns so that whatever else the
 * machine is doing falls on both alike. Process CPU time, not wall time: a shared machine takes
 * the core away now and then, and waiting is not work.
 */
function compare(a: () => unknown, b: () => unknown): [number, number] {
  for (let i = 0; i < 2_000; i += 1) {
    a();
    b();
  }
  const ra: number[] = [];
  const rb: number[] = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    ra.push(round(a));
    rb.push(round(b));
  }
  const median = (xs: number[]): number =>
    [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
  return [median(ra), median(rb)];
}

const site = siteByLang('en');
const dataDir = mkdtempSync(join(tmpdir(), 'news-bench-serialize-'));
const database = openDatabase({ databaseUrl: undefined, dataDir });
try {
  await migrateToLatest(database);
  await seedDemoContent(database.db, { dataDir, dialect: database.dialect, sites: [site] });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const services = createServices(
    config,
    database,
    new MemoryShortLivedStore(),
    createMediaStore(config, database),
  );

  const list = await services.content.list(
    site,
    { publishType: 'TUWEN' },
    { pageNo: 1, pageSize: 20 },
  );
  const item = list.rows.find((row) => row.commentEnabled);
  if (!item) throw new Error('no item takes comments');
  const readerId = await database.db
    .insertInto('users')
    .values({
      username: 'bench_reader',
      password_hash: 'not-a-password',
      status: 'active',
      name: 'Bench reader',
      site_id: site.id,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reader = await services.accounts.authenticate(
    await services.accounts.startSession(readerId.id, 'H5'),
  );
  if (!reader) throw new Error('no session');
  for (let i = 0; i < 5; i += 1)
    await services.comments.save(site, reader, {
      contentId: item.id,
      content: `bench comment ${String(i)}`,
    });

  const answers: { name: string; schema: z.core.$ZodType; data: unknown }[] = [
    {
      name: 'home feed',
      schema: indexListSchema,
      data: await services.home.indexList(site, { pageNo: 1, pageSize: 10 }),
    },
    { name: 'content list', schema: contentPageSchema, data: list },
    {
      name: 'detail',
      schema: contentDetailSchema,
      data: await services.content.detail(site, item.id),
    },
    {
      name: 'search',
      schema: searchPageSchema,
      data: await services.search.search(site, 'Qingdao', undefined, { pageNo: 1, pageSize: 10 }),
    },
    {
      name: 'my comments',
      schema: myCommentPageSchema,
      data: await services.comments.mine(reader, { pageNo: 1, pageSize: 10 }),
    },
  ];

  console.log(
    `bench:serialize — Node ${process.version}, English demo content, median of ${String(ROUNDS)} rounds of ${String(ROUND_MS)} ms`,
  );
  console.log('answer           bytes  JSON.stringify µs  route serializer µs  saved');
  for (const answer of answers) {
    const envelope = { code: 1, msg: 'OK', data: answer.data };
    const serialize = envelopeSerializer({ schema: envelopeJsonSchema(answer.schema) });
    const viaSchema = serialize(envelope);
    const viaStringify = JSON.stringify(envelope);
    // What the client's parser makes of each must be the same answer.
    const read = (text: string): unknown =>
      z.parse(answer.schema, (JSON.parse(text) as { data: unknown }).data);
    if (!isDeepStrictEqual(read(viaSchema), read(viaStringify)))
      throw new Error(`${answer.name}: the serializers disagree`);
    // Timed to the bytes a socket gets: a string built by concatenation is flattened then.
    const [before, after] = compare(
      () => Buffer.from(JSON.stringify(envelope)),
      () => Buffer.from(serialize(envelope)),
    );
    console.log(
      `${answer.name.padEnd(14)} ${String(Buffer.byteLength(viaSchema)).padStart(7)} ${before.toFixed(1).padStart(18)} ${after.toFixed(1).padStart(20)} ${`${(100 * (1 - after / before)).toFixed(0)} %`.padStart(6)}`,
    );
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
