import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '@news/contract/console/auditSchemas';
import {
  agreementHistorySchema,
  siteSettingsSchema,
  type SiteSettings,
} from '@news/contract/console/siteSettingsSchemas';
import { signedInStaff, type ConsoleClient } from '../../testing/consoleClient.ts';
import { ReaderClient, TEST_CAPTCHA } from '../../testing/readerClient.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';

const hour = 3_600_000;
const running = () => ({
  startAt: new Date(Date.now() - hour).toISOString(),
  endAt: new Date(Date.now() + 24 * hour).toISOString(),
});

/**
 * A site's operations saved in the console reach readers at once: the server keeps answers in
 * its response cache for a minute here, so every read after a save proves the cache was emptied.
 */
describe.each(embeddedEngine())('site operations on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: ConsoleClient;
  let moderator: ConsoleClient;
  let editor: ConsoleClient;
  let reader: ReaderClient;
  const data = async <T>(path: string, query: Record<string, string> = {}): Promise<T> =>
    (await reader.get<T>(path, query)).data;
  const save = async (part: string, body: unknown): Promise<SiteSettings> => {
    const answer = await admin.call('PUT', `/sites/en/${part}`, body);
    expect(answer.status, answer.body.msg).toBe(200);
    return siteSettingsSchema.parse(answer.body.data);
  };

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ru']);
    server = await startTestServer(database, {
      TEST_CAPTCHA,
      RESPONSE_CACHE_MS: '60000',
      VIDEO_WORKER: 'false',
    });
    admin = await signedInStaff(server.baseUrl, database, 'desk.admin', 'admin');
    moderator = await signedInStaff(server.baseUrl, database, 'en.moderator', 'moderator', ['en']);
    editor = await signedInStaff(server.baseUrl, database, 'en.editor', 'editor', ['en']);
    reader = new ReaderClient(server.baseUrl, 'en');
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('refuses every part of it to moderators and editors', async () => {
    for (const staff of [moderator, editor]) {
      expect((await staff.get('/sites/en/settings')).status).toBe(403);
      expect((await staff.call('PUT', '/sites/en/hot-words', { words: ['x'] })).status).toBe(403);
      expect((await staff.call('POST', '/sites/en/agreements/terms', { body: 'x' })).status).toBe(
        403,
      );
    }
  });

  it('shows a new start image, pop-up, hot words, switches and memorial day to readers at once', async () => {
    // Read first, so the old answers sit in the cache.
    await data('/cms/content/getAppStartImg');
    await data('/cms/content/getAppPopAd');
    await data('/mdiy/dict/appHotWord.do');
    await data('/mdiy/config/get.do');
    await data('/cms/content/getAppMemorialdayConfig');

    await save('start-image', {
      startImage: {
        title: 'Lantern night',
        description: '',
        img: '/media/start.png',
        url: '',
        displaySeconds: 4,
        ...running(),
      },
    });
    expect(await data('/cms/content/getAppStartImg')).toMatchObject({
      title: 'Lantern night',
      displaySeconds: 4,
    });
    await save('popup', {
      popup: {
        title: 'Ferry timetable',
        description: 'New summer times',
        img: '/media/popup.png',
        url: 'https://example.com/ferry',
        frequency: 'once',
        ...running(),
      },
    });
    expect(await data('/cms/content/getAppPopAd')).toMatchObject({
      title: 'Ferry timetable',
      frequency: 'once',
    });
    await save('hot-words', { words: ['ferry', 'lanterns', 'tide'] });
    expect(await data('/mdiy/dict/appHotWord.do')).toEqual(['ferry', 'lanterns', 'tide']);
    await save('switches', { commentEnabled: false, likeEnabled: true, autoLogin: false });
    expect(await data('/mdiy/config/get.do')).toMatchObject({ commentEnabled: false });
    await save('switches', { commentEnabled: true, likeEnabled: true, autoLogin: false });
    await save('memorial-days', { days: [{ title: 'Day of remembrance', ...running() }] });
    expect(await data('/cms/content/getAppMemorialdayConfig')).toMatchObject({
      isGray: true,
      title: 'Day of remembrance',
    });

    // Taken away, they are gone for readers as quickly.
    await save('start-image', { startImage: null });
    expect(await data('/cms/content/getAppStartImg')).toBeNull();
    await save('memorial-days', { days: [] });
    expect(await data('/cms/content/getAppMemorialdayConfig')).toMatchObject({ isGray: false });

    // The Russian site is untouched by the English one's operations.
    expect(
      (await new ReaderClient(server.baseUrl, 'ru').get('/mdiy/dict/appHotWord.do')).data,
    ).not.toEqual(['ferry', 'lanterns', 'tide']);
  });

  it('refuses bad input with a message, changing nothing', async () => {
    const before = await data('/mdiy/dict/appHotWord.do');
    const backwards = await admin.call('PUT', '/sites/en/memorial-days', {
      days: [
        {
          title: 'Backwards',
          startAt: new Date(Date.now() + hour).toISOString(),
          endAt: new Date(Date.now() - hour).toISOString(),
        },
      ],
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toBe('The end must come after the start.');
    const script = await admin.call('PUT', '/sites/en/start-image', {
      startImage: {
        title: 'x',
        description: '',
        img: 'javascript:alert(1)',
        url: '',
        displaySeconds: 3,
        ...running(),
      },
    });
    expect(script.status).toBe(400);
    expect(await data('/mdiy/dict/appHotWord.do')).toEqual(before);
  });

  it('offers a new version with its upgrade notes on this site only', async () => {
    await save('switches', { commentEnabled: true, likeEnabled: true, autoLogin: false });
    const answer = await admin.call('POST', '/sites/en/versions', {
      platform: 'H5',
      version: '9.1.0',
      versionCode: 910,
      notes: 'Comments now say when they await review.',
      url: '',
      isForce: false,
    });
    expect(answer.status, answer.body.msg).toBe(200);
    const init = await data<{ version: { version: string; notes: string } | null }>('/index/init', {
      platform: 'H5',
    });
    expect(init.version).toMatchObject({
      version: '9.1.0',
      notes: 'Comments now say when they await review.',
    });
    const ru = await new ReaderClient(server.baseUrl, 'ru').get<{
      version: { version: string } | null;
    }>('/index/init', { platform: 'H5' });
    expect(ru.data.version?.version).not.toBe('9.1.0');
  });

  it('renames, reorders and adds channels, a city with its coordinates', async () => {
    const settings = siteSettingsSchema.parse((await admin.get('/sites/en/settings')).body.data);
    const channels = settings.channels.map(({ items: _items, ...c }) => c);
    const [first, second, ...rest] = channels;
    if (!first || !second) throw new Error('the site has too few channels');
    const saved = await save('channels', {
      channels: [
        { ...second, title: 'Harbour news' },
        first,
        ...rest,
        {
          id: '',
          key: 'lantern-bay',
          title: 'Lantern Bay',
          kind: 'city',
          parent: '',
          isTab: false,
          isHomeColumn: false,
          latitude: 22.3,
          longitude: 114.2,
        },
      ],
    });
    expect(saved.channels[0]).toMatchObject({ id: second.id, title: 'Harbour news' });
    const app = await data<{
      all: { id: string; title: string; latitude: number | null }[];
      city: { title: string; latitude: number | null }[];
    }>('/cms/category/getAppChannels');
    expect(app.all.find((c) => c.id === second.id)?.title).toBe('Harbour news');
    expect(app.city).toContainEqual(
      expect.objectContaining({ title: 'Lantern Bay', latitude: 22.3 }),
    );
    // Leaving a channel out would orphan its items: refused.
    const missing = await admin.call('PUT', '/sites/en/channels', { channels: [first] });
    expect(missing.status).toBe(400);
  });

  it('keeps every version of an agreement, serving the newest to readers at once', async () => {
    const first = await data<{ version: number; body: string }>('/cms/content/getAgreement', {
      type: 'privacy',
    });
    expect(first.version).toBe(1);
    expect(first.body.length).toBeGreaterThan(100);
    const body = `${first.body}\n\nWe keep server logs for 30 days.`;
    const saved = agreementHistorySchema.parse(
      (await admin.call('POST', '/sites/en/agreements/privacy', { body })).body.data,
    );
    expect(saved.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(saved.versions[0]?.createdBy).toBe('desk.admin');
    const served = await data<{ version: number; body: string }>('/cms/content/getAgreement', {
      type: 'privacy',
    });
    expect(served).toMatchObject({ version: 2, body });
    const same = await admin.call('POST', '/sites/en/agreements/privacy', { body });
    expect(same.status).toBe(400);
    expect(same.body.msg).toBe('The text is the same as the version in force.');
    // Another site's text, and another kind, are not changed.
    const terms = await data<{ version: number }>('/cms/content/getAgreement', { type: 'terms' });
    expect(terms.version).toBe(1);
    const entry = auditPageSchema.parse((await admin.get('/audit?action=site.agreement')).body.data)
      .rows[0];
    expect(entry).toMatchObject({ actorName: 'desk.admin', site: 'en' });
    expect(entry?.before).toMatchObject({ version: 1 });
    expect(entry?.after).toMatchObject({ version: 2 });
  });
});
