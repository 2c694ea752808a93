import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemDetailSchema } from '@news/contract/console/itemSchemas';
import {
  presenceSchema,
  takeoverEventSchema,
  type Presence,
} from '@news/contract/console/presenceSchemas';
import { startRedis, type RunningRedis } from '../../cluster/startRedis.ts';
import { RedisSharedState } from '../../state/RedisSharedState.ts';
import { ConsoleClient, signedInStaff } from '../../testing/consoleClient.ts';
import { openEventStream, type OpenStream } from '../../testing/eventStream.ts';
import { channelOf, documentOf } from '../../testing/itemDocuments.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';

const TAB_A = 'tab-anna-0001';
const TAB_B = 'tab-boris-0001';

async function newItem(client: ConsoleClient, database: TestDatabase): Promise<string> {
  const created = await client.call('POST', '/items', {
    document: documentOf('TUWEN', 'en', await channelOf(database, 'en')),
  });
  expect(created.status, created.body.msg).toBe(200);
  return itemDetailSchema.parse(created.body.data).id;
}

async function here(client: ConsoleClient, id: string, tab: string): Promise<Presence> {
  const answer = await client.call('POST', `/items/${id}/presence`, { tab });
  expect(answer.status, answer.body.msg).toBe(200);
  return presenceSchema.parse(answer.body.data);
}

const names = (p: Presence): string[] => p.editors.map((e) => e.name);

describe.each(embeddedEngine())('who is editing an item, on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let anna: ConsoleClient;
  let boris: ConsoleClient;
  let ruOnly: ConsoleClient;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ru']);
    server = await startTestServer(database);
    anna = await signedInStaff(server.baseUrl, database, 'anna', 'editor', ['en']);
    boris = await signedInStaff(server.baseUrl, database, 'boris', 'editor', ['en']);
    ruOnly = await signedInStaff(server.baseUrl, database, 'ruonly', 'editor', ['ru']);
  }, 120_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server.close();
    await database.close();
  });

  async function stream(client: ConsoleClient, id: string, tab: string): Promise<OpenStream> {
    const opened = await openEventStream(client, `/items/${id}/presence/stream?tab=${tab}`);
    streams.push(opened);
    expect(opened.status).toBe(200);
    return opened;
  }

  it('shows the second editor the first, who holds the lock; the first hears the second come', async () => {
    const id = await newItem(anna, database);
    const first = await here(anna, id, TAB_A);
    expect(first.holder).toMatchObject({ tab: TAB_A, name: 'anna' });
    const annaHears = await stream(anna, id, TAB_A);
    await annaHears.next('presence', (p) => names(presenceSchema.parse(p)).includes('anna'));

    const second = await here(boris, id, TAB_B);
    expect(names(second)).toEqual(['anna', 'boris']);
    expect(second.holder).toMatchObject({ tab: TAB_A, name: 'anna' });
    await annaHears.next('presence', (p) => names(presenceSchema.parse(p)).includes('boris'));

    // Still here: the lock stays with the first, whoever calls.
    expect((await here(boris, id, TAB_B)).holder?.tab).toBe(TAB_A);
    expect((await here(anna, id, TAB_A)).holder?.tab).toBe(TAB_A);
  });

  it('tells the holder of a takeover, with its word, within 2 s; the lock is the taker’s', async () => {
    const id = await newItem(anna, database);
    await here(anna, id, TAB_A);
    await here(boris, id, TAB_B);
    const annaHears = await stream(anna, id, TAB_A);
    await annaHears.next('presence');

    const asked = Date.now();
    const taken = await boris.call('POST', `/items/${id}/presence/takeover`, {
      tab: TAB_B,
      word: '  Breaking update, sorry!  ',
    });
    expect(taken.status, taken.body.msg).toBe(200);
    expect(presenceSchema.parse(taken.body.data).holder).toMatchObject({ tab: TAB_B });
    const told = await annaHears.next('takeover', undefined, 2_000);
    expect(told.at - asked).toBeLessThan(2_000);
    expect(takeoverEventSchema.parse(told.data)).toMatchObject({
      itemId: id,
      from: { tab: TAB_A, name: 'anna' },
      by: { tab: TAB_B, name: 'boris' },
      word: 'Breaking update, sorry!',
    });
    await annaHears.next('presence', (p) => presenceSchema.parse(p).holder?.tab === TAB_B);
    // The first's "still here" no longer takes it back; taking it back does.
    expect((await here(anna, id, TAB_A)).holder?.tab).toBe(TAB_B);
    const back = await anna.call('POST', `/items/${id}/presence/takeover`, { tab: TAB_A });
    expect(presenceSchema.parse(back.body.data).holder?.tab).toBe(TAB_A);
  });

  it('passes the lock of a tab that leaves to the one still there, and forgets the tab', async () => {
    const id = await newItem(anna, database);
    await here(anna, id, TAB_A);
    await here(boris, id, TAB_B);
    const borisHears = await stream(boris, id, TAB_B);
    const left = await anna.call('POST', `/items/${id}/presence/leave`, { tab: TAB_A });
    expect(left.status).toBe(200);
    expect(presenceSchema.parse(left.body.data)).toMatchObject({
      editors: [{ tab: TAB_B, name: 'boris' }],
      holder: { tab: TAB_B },
    });
    await borisHears.next('presence', (p) => presenceSchema.parse(p).holder?.tab === TAB_B);
    // Nor can another member speak for someone else's tab, which the list shows them.
    expect((await anna.call('POST', `/items/${id}/presence`, { tab: TAB_B })).status).toBe(403);
    expect((await here(boris, id, TAB_B)).holder).toMatchObject({ tab: TAB_B, name: 'boris' });
    // Another member cannot close someone else's tab.
    await boris.call('POST', `/items/${id}/presence/leave`, { tab: TAB_A });
    await anna.call('POST', `/items/${id}/presence/leave`, { tab: TAB_B });
    expect(names(await here(boris, id, TAB_B))).toEqual(['boris']);
  });

  it('refuses bad input in the console’s language, and staff of other sites', async () => {
    const id = await newItem(anna, database);
    const zh = new ConsoleClient(server.baseUrl, 'zh-Hans');
    zh.cookie = anna.cookie;
    zh.csrf = anna.csrf;
    const badTab = await zh.call('POST', `/items/${id}/presence`, { tab: 'x' });
    expect(badTab.status).toBe(400);
    expect(badTab.body.code).toBe(400);
    expect(badTab.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const longWord = await anna.call('POST', `/items/${id}/presence/takeover`, {
      tab: TAB_A,
      word: 'w'.repeat(141),
    });
    expect(longWord.status).toBe(400);
    expect(longWord.body.msg).not.toContain('w'.repeat(141));
    expect((await ruOnly.call('POST', `/items/${id}/presence`, { tab: TAB_A })).status).toBe(403);
    const ruStream = await openEventStream(ruOnly, `/items/${id}/presence/stream?tab=${TAB_A}`);
    expect(ruStream.status).toBe(403);
    expect((await anna.call('POST', '/items/999999999/presence', { tab: TAB_A })).status).toBe(404);
    expect((await anna.get(`/items/${id}/presence/stream?tab=<script>`)).status).toBe(400);
  });

  it('bounds a staff member’s streams and "still here" calls', async () => {
    const id = await newItem(boris, database);
    const carl = await signedInStaff(server.baseUrl, database, 'carl', 'editor', ['en']);
    const open: OpenStream[] = [];
    for (let i = 0; i < 12; i += 1) open.push(await stream(carl, id, TAB_A));
    const refused = await carl.get(`/items/${id}/presence/stream?tab=${TAB_A}`);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/Too many requests/);
    for (const s of open) s.close();

    const dora = await signedInStaff(server.baseUrl, database, 'dora', 'editor', ['en']);
    let status = 200;
    // 120 a minute in fixed windows: within 242 calls one window has had its 121st.
    for (let i = 0; i < 242 && status === 200; i += 1)
      status = (await dora.call('POST', `/items/${id}/presence`, { tab: TAB_B })).status;
    expect(status).toBe(429);
  });
});

describe('who is editing, across two servers sharing Redis', () => {
  const dir = mkdtempSync(join(tmpdir(), 'news-presence-'));
  let redis: RunningRedis;
  let states: RedisSharedState[];
  let database: TestDatabase;
  let servers: TestServer[];
  let anna: ConsoleClient;
  let boris: ConsoleClient;

  beforeAll(async () => {
    redis = await startRedis(dir);
    states = [await RedisSharedState.connect(redis.url), await RedisSharedState.connect(redis.url)];
    const [engine] = embeddedEngine();
    if (!engine) throw new Error('no test database');
    database = await engine.open();
    await seedTestSites(database, ['en']);
    servers = [];
    for (const state of states) servers.push(await startTestServer(database, {}, undefined, state));
    const [one, two] = servers as [TestServer, TestServer];
    anna = await signedInStaff(one.baseUrl, database, 'anna', 'editor', ['en']);
    boris = await signedInStaff(two.baseUrl, database, 'boris', 'editor', ['en']);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const state of states) await state.close();
    await database.close();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows each the other and tells the holder on one server of a takeover on the other within 2 s', async () => {
    const id = await newItem(anna, database);
    const first = await here(anna, id, TAB_A);
    expect(first.holder?.tab).toBe(TAB_A);
    const annaHears = await openEventStream(anna, `/items/${id}/presence/stream?tab=${TAB_A}`);
    try {
      const second = await here(boris, id, TAB_B);
      expect(names(second)).toEqual(['anna', 'boris']);
      expect(second.holder).toMatchObject({ tab: TAB_A, name: 'anna' });
      await annaHears.next('presence', (p) => names(presenceSchema.parse(p)).includes('boris'));

      const asked = Date.now();
      await boris.call('POST', `/items/${id}/presence/takeover`, { tab: TAB_B, word: 'Mine now' });
      const told = await annaHears.next('takeover', undefined, 2_000);
      expect(told.at - asked).toBeLessThan(2_000);
      expect(takeoverEventSchema.parse(told.data)).toMatchObject({
        by: { name: 'boris' },
        word: 'Mine now',
      });
      expect((await here(anna, id, TAB_A)).holder?.tab).toBe(TAB_B);
    } finally {
      annaHears.close();
    }
  });
});
