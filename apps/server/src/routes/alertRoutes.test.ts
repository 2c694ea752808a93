import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertMessageSchema,
  alertSetupSchema,
  streamedAlertSchema,
} from '@news/contract/alertSchemas';
import { alertListSchema, alertSummarySchema } from '@news/contract/console/alertSchemas';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { ConsoleClient, signedInStaff } from '../testing/consoleClient.ts';
import { startFakeWechatProvider, type FakeWechatProvider } from '../testing/fakeWechatProvider.ts';
import {
  startPushReceiver,
  type PushReceiver,
  type TestSubscription,
} from '../testing/pushReceiver.ts';
import { signedInReader } from '../testing/readerAccount.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { TestClock } from '../testing/TestClock.ts';
import { TestRows } from '../testing/TestRows.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const CAPTCHA = 'ALRT42';

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** A signed JSON POST of the reader API, as the app sends it. */
async function post(
  baseUrl: string,
  lang: SiteLang,
  path: string,
  body: unknown,
  extra: Record<string, string> = {},
): Promise<Envelope> {
  const res = await fetch(`${baseUrl}${siteByLang(lang).prefix}${path}`, {
    method: 'POST',
    headers: { ...signedHeaders(lang, extra), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

async function until<T>(
  look: () => T | undefined | Promise<T | undefined>,
  what: string,
): Promise<T> {
  const end = Date.now() + 15_000;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(embeddedEngine())('breaking-news alerts over HTTP, on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let receiver: PushReceiver;
  let wechat: FakeWechatProvider;
  let editor: ConsoleClient;
  let rows: TestRows;

  beforeAll(async () => {
    database = await engine.open();
    receiver = await startPushReceiver();
    wechat = await startFakeWechatProvider();
    server = await startTestServer(database, {
      TEST_CAPTCHA: CAPTCHA,
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      ALERTS_INTERVAL_MS: '100',
      ALERTS_PER_HOUR: '4',
      WECHAT_APP_ID: wechat.config.appId,
      WECHAT_APP_SECRET: wechat.config.appSecret,
      WECHAT_API_BASE: wechat.baseUrl,
      WECHAT_AUTHORIZE_BASE: wechat.baseUrl,
      WECHAT_ALERT_TEMPLATE_ID: 'tpl-breaking',
    });
    editor = await signedInStaff(server.baseUrl, database, 'alert.desk', 'editor', ['en', 'ru']);
    rows = new TestRows(database.db, new TestClock());
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await receiver.close();
    await wechat.close();
    await database.close();
  });

  const subscribe = async (
    lang: SiteLang,
    subscription: TestSubscription,
    breaking: boolean,
    subjects: { kind: string; id: string }[],
  ): Promise<void> => {
    const answer = await post(server.baseUrl, lang, '/alerts/subscribe', {
      channel: 'webpush',
      subscription,
      breaking,
      subjects,
    });
    expect(answer.code, answer.msg).toBe(1);
  };

  const send = async (site: SiteLang, body: Record<string, unknown>) => {
    const answer = await editor.call('POST', `/sites/${site}/alerts`, {
      title: 'Harbour bridge closed',
      line: 'Storm damage: the bridge stays shut until Friday.',
      breaking: false,
      subjects: [],
      ...body,
    });
    return answer;
  };

  const settled = async (site: SiteLang, id: number) =>
    until(
      async () => {
        const list = alertListSchema.parse(
          (await editor.call('GET', `/sites/${site}/alerts`)).body.data,
        );
        const alert = list.list.find((a) => a.id === id);
        return alert && alert.pending === 0 ? alert : undefined;
      },
      `alert ${String(id)} to be delivered`,
    );

  it('reaches exactly the channel’s and the breaking-news subscribers, decrypted and signed; a 410 removes the subscription', async () => {
    const channel = await rows.category();
    const otherChannel = await rows.category();
    const item = await rows.item({ category_id: channel, tags: '["harbour"]' });
    const setup = await fetch(`${server.baseUrl}/enapi/alerts/setup`, {
      headers: signedHeaders('en'),
    });
    const { publicKey } = alertSetupSchema.parse(((await setup.json()) as Envelope).data);

    await subscribe('en', receiver.subscribe('breaking'), true, []);
    await subscribe('en', receiver.subscribe('follower'), false, [
      { kind: 'channel', id: String(channel) },
    ]);
    await subscribe('en', receiver.subscribe('elsewhere'), false, [
      { kind: 'channel', id: String(otherChannel) },
    ]);
    await subscribe('en', receiver.subscribe('tagged'), false, [{ kind: 'tag', id: 'harbour' }]);
    await subscribe('en', receiver.subscribe('left', 'gone'), false, [
      { kind: 'channel', id: String(channel) },
    ]);
    await subscribe('ru', receiver.subscribe('russian'), true, []);

    const sent = await send('en', {
      contentId: String(item),
      breaking: true,
      subjects: [{ kind: 'channel', id: String(channel) }],
    });
    expect(sent.status, sent.body.msg).toBe(200);
    const alert = alertSummarySchema.parse(sent.body.data);
    expect(alert.queued).toBe(3);

    const done = await settled('en', alert.id);
    expect(done).toMatchObject({ sent: 2, gone: 1, failed: 0 });
    for (const name of ['breaking', 'follower']) {
      const [message, ...more] = receiver.received(name);
      expect(more).toEqual([]);
      const payload = alertMessageSchema.parse(JSON.parse(message?.payload ?? 'null'));
      expect(payload).toMatchObject({
        id: alert.id,
        title: 'Harbour bridge closed',
        body: 'Storm damage: the bridge stays shut until Friday.',
        url: `${server.baseUrl}/s/en/${String(item)}`,
        contentId: item,
        lang: 'en',
      });
      expect(message).toMatchObject({
        urgency: 'high',
        topic: `alert${String(alert.id)}`,
        vapidKey: publicKey,
      });
      expect(Number(message?.ttl)).toBeGreaterThan(3600);
    }
    for (const name of ['elsewhere', 'tagged', 'left', 'russian'])
      expect(receiver.received(name), name).toEqual([]);
    expect(receiver.rejected).toEqual([]);

    // The subscription the push service said was gone is no longer sent to.
    const again = await send('en', {
      contentId: String(item),
      subjects: [{ kind: 'channel', id: String(channel) }],
    });
    const second = alertSummarySchema.parse(again.body.data);
    expect(second.queued).toBe(1);
    expect(await settled('en', second.id)).toMatchObject({ sent: 1, gone: 0 });
    expect(receiver.received('follower')).toHaveLength(2);
  });

  it('sends the official account’s template message to a bound reader who opted in there', async () => {
    const item = await rows.item();
    const token = await signedInReader(server.baseUrl, database.db, 'wx_alerts', CAPTCHA);
    const unbound = await post(
      server.baseUrl,
      'en',
      '/alerts/subscribe',
      { channel: 'wechat', breaking: true, subjects: [] },
      { token },
    );
    expect(unbound.code).toBe(0);
    expect(unbound.msg).toBe('Link your WeChat to your account first to get alerts in WeChat.');
    await database.db
      .updateTable('users')
      .set({ wx_openid: 'o-alert-reader' })
      .where('username', '=', 'wx_alerts')
      .execute();
    const bound = await post(
      server.baseUrl,
      'en',
      '/alerts/subscribe',
      { channel: 'wechat', breaking: true, subjects: [] },
      { token },
    );
    expect(bound.code, bound.msg).toBe(1);

    const alert = alertSummarySchema.parse(
      (await send('en', { contentId: String(item), breaking: true })).body.data,
    );
    await settled('en', alert.id);
    expect(wechat.templateMessages.at(-1)).toEqual({
      touser: 'o-alert-reader',
      template_id: 'tpl-breaking',
      url: `${server.baseUrl}/s/en/${String(item)}`,
      data: {
        first: { value: 'Harbour bridge closed' },
        keyword1: { value: 'Storm damage: the bridge stays shut until Friday.' },
      },
    });
  });

  it('shows a reader with the app open the alert in the stream within seconds', async () => {
    const item = await rows.item({
      site_id: siteByLang('ru').id,
      category_id: await rows.category({ site_id: siteByLang('ru').id }),
    });
    const abort = new AbortController();
    const stream = await fetch(`${server.baseUrl}/ruapi/alerts/stream`, { signal: abort.signal });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = stream.body as AsyncIterable<Uint8Array> | null;
    if (!events) throw new Error('no stream');
    const sent = await send('ru', {
      contentId: String(item),
      breaking: true,
      title: 'Мост закрыт',
      line: 'До пятницы.',
    });
    expect(sent.status, sent.body.msg).toBe(200);
    let text = '';
    const started = Date.now();
    for await (const chunk of events) {
      text += new TextDecoder().decode(chunk);
      if (text.includes('event: alert')) break;
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    const data = /event: alert\nid: \d+\ndata: (.*)\n/.exec(text)?.[1];
    // With whom it was sent to, so the app shows it only to readers who asked for it.
    expect(streamedAlertSchema.parse(JSON.parse(data ?? 'null'))).toMatchObject({
      title: 'Мост закрыт',
      body: 'До пятницы.',
      lang: 'ru',
      audience: { breaking: true, subjects: [] },
    });
    abort.abort();
  });

  it('refuses bad input in the reader’s language and keeps to the hourly budget', async () => {
    const item = await rows.item({
      site_id: siteByLang('ru').id,
      category_id: await rows.category({ site_id: siteByLang('ru').id }),
    });
    const elsewhere = await post(server.baseUrl, 'ru', '/alerts/subscribe', {
      channel: 'webpush',
      subscription: { ...receiver.subscribe('stray'), endpoint: 'https://169.254.169.254/push/x' },
      breaking: true,
      subjects: [],
    });
    expect(elsewhere).toMatchObject({
      code: 0,
      msg: 'В этом браузере уведомления включить нельзя. Попробуйте другой браузер.',
    });
    const nothing = await post(server.baseUrl, 'en', '/alerts/subscribe', {
      channel: 'webpush',
      subscription: receiver.subscribe('undecided'),
      breaking: false,
      subjects: [],
    });
    expect(nothing.code).toBe(0);
    const malformed = await post(server.baseUrl, 'en', '/alerts/subscribe', {
      channel: 'webpush',
      breaking: 'yes',
    });
    expect(malformed.code).toBe(0);

    const notOfItem = await send('ru', {
      contentId: String(item),
      subjects: [{ kind: 'tag', id: 'elsewhere' }],
    });
    expect(notOfItem.status).toBe(400);
    const unpublished = await send('ru', {
      contentId: String(
        await rows.item({
          status: 'draft',
          site_id: siteByLang('ru').id,
          category_id: await rows.category({ site_id: siteByLang('ru').id }),
        }),
      ),
      breaking: true,
    });
    expect(unpublished.status).toBe(400);
    expect(unpublished.body.msg).toBe(
      'Alerts can be sent only for an item published on this site.',
    );

    // The stream test sent one ru alert already: three more fit in the budget of four.
    for (let i = 0; i < 3; i++)
      expect((await send('ru', { contentId: String(item), breaking: true })).status).toBe(200);
    const over = await send('ru', { contentId: String(item), breaking: true });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const list = alertListSchema.parse((await editor.call('GET', '/sites/ru/alerts')).body.data);
    expect(list).toMatchObject({ perHour: 4, left: 0 });
    const audited = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'alert.send')
      .where('site_id', '=', siteByLang('ru').id)
      .execute();
    expect(audited).toHaveLength(4);
  });
});
