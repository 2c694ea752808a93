import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertListSchema, alertSummarySchema } from '@news/contract/console/alertSchemas';
import { ConsoleClient, signedInStaff } from '../testing/consoleClient.ts';
import { startPushReceiver, type PushReceiver } from '../testing/pushReceiver.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { startServerProcess, type ServerProcess } from '../testing/startServerProcess.ts';
import { testEngines, type TestDatabase } from '../testing/testDatabases.ts';
import { TestClock } from '../testing/TestClock.ts';
import { TestRows } from '../testing/TestRows.ts';

async function until<T>(
  look: () => Promise<T | undefined> | T | undefined,
  what: string,
): Promise<T> {
  const end = Date.now() + 30_000;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const BROWSERS = ['a', 'b', 'c', 'd', 'e', 'f'];
const QUICK = ['a', 'b'];

describe.each(testEngines())('an alert when its server dies mid-send, on $name', (engine) => {
  let database: TestDatabase;
  let dir: string;
  let receiver: PushReceiver;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await engine.open();
    receiver = await startPushReceiver();
    dir = mkdtempSync(join(tmpdir(), 'news-alert-restart-'));
    env = {
      DATA_DIR: database.cliEnv.DATA_DIR ?? dir,
      ...database.cliEnv,
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      ALERTS_INTERVAL_MS: '100',
    };
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await receiver.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'is finished by the server that comes next, and every subscriber gets it once the lease runs out',
    { timeout: 180_000 },
    async () => {
      const first = await startServerProcess(env);
      servers.push(first);
      const item = await new TestRows(database.db, new TestClock()).item();
      for (const name of BROWSERS) {
        // Two push services answer; the other four take the message and never answer, so the
        // server is in the middle of sending when it dies.
        const subscription = receiver.subscribe(name, QUICK.includes(name) ? 'accept' : 'hold');
        const res = await fetch(`${first.url}/enapi/alerts/subscribe`, {
          method: 'POST',
          headers: { ...signedHeaders('en'), 'content-type': 'application/json' },
          body: JSON.stringify({ channel: 'webpush', subscription, breaking: true, subjects: [] }),
        });
        expect(((await res.json()) as { code: number }).code).toBe(1);
      }
      const editor = await signedInStaff(first.url, database, 'night.alerts', 'editor', ['en']);
      const sent = await editor.call('POST', '/sites/en/alerts', {
        contentId: String(item),
        title: 'Ferry service suspended',
        line: 'High winds: no sailings tonight.',
        breaking: true,
        subjects: [],
      });
      expect(sent.status, sent.body.msg).toBe(200);
      const alert = alertSummarySchema.parse(sent.body.data);
      const list = async (client: ConsoleClient) =>
        alertListSchema
          .parse((await client.call('GET', '/sites/en/alerts')).body.data)
          .list.find((a) => a.id === alert.id);
      await until(
        async () =>
          BROWSERS.filter((n) => !QUICK.includes(n)).every((n) => receiver.held(n) === 1) &&
          (await list(editor))?.sent === 2
            ? true
            : undefined,
        'two sent and four in flight',
      );

      await first.kill();
      for (const name of BROWSERS) receiver.behave(name, 'accept');
      const second = await startServerProcess({ ...env, TEST_CLOCK: 'settable' });
      servers.push(second);
      // The dead server's lease on its four deliveries runs out: move past it.
      const moved = await new ConsoleClient(second.url).call('POST', '/testing/clock', {
        advanceMs: 60_000,
      });
      expect(moved.status).toBe(200);

      await until(
        () => (BROWSERS.every((n) => receiver.received(n).length > 0) ? true : undefined),
        'every subscriber to get the alert',
      );
      const desk = await signedInStaff(second.url, database, 'morning.alerts', 'editor', ['en']);
      const done = await until(async () => {
        const found = await list(desk);
        return found?.pending === 0 ? found : undefined;
      }, 'the alert to be settled');
      expect(done).toMatchObject({ queued: 6, sent: 6, failed: 0, gone: 0 });
      for (const name of QUICK) expect(receiver.received(name)).toHaveLength(1);
      for (const name of BROWSERS)
        expect(JSON.parse(receiver.received(name)[0]?.payload ?? 'null')).toMatchObject({
          title: 'Ferry service suspended',
        });
      expect(receiver.rejected).toEqual([]);
    },
  );
});
