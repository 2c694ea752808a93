import { siteByLang, type SiteLang } from '@news/contract/sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentableItems } from '../testing/commentableItems.ts';
import { pngImage } from '../testing/imageFixtures.ts';
import { ReaderClient, TEST_CAPTCHA, type Envelope } from '../testing/readerClient.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * Issue 25: a reader cannot fill the disk (a daily quota that outlives a restart), the avatar is
 * only the reader's own upload, and counts cannot be inflated by sending new device ids.
 */
describe.each(embeddedEngine())('readers\u2019 uploads and counts on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  const env = {
    TEST_CAPTCHA,
    VIDEO_WORKER: 'false',
    UPLOAD_DAILY_FILES: '3',
    // A hundred shares from one address: what is counted is checked here, the door's own budget
    // in doorLimits.test.ts.
    RATE_LIMITS: 'share.address=1000/60',
  };
  let client: ReaderClient;
  let picture = 0;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ja']);
    server = await startTestServer(database, env);
    client = new ReaderClient(server.baseUrl, 'en');
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  async function upload(token: string, lang: SiteLang = 'en'): Promise<Envelope<{ url: string }>> {
    picture += 1;
    const form = new FormData();
    form.append('file', new Blob([pngImage({ width: picture, height: 2 })]), 'p.png');
    const res = await fetch(`${server.baseUrl}${siteByLang(lang).prefix}/file/upload.do`, {
      method: 'POST',
      headers: signedHeaders(lang, { token }),
      body: form,
    });
    return (await res.json()) as Envelope<{ url: string }>;
  }

  async function setAvatar(token: string, avatar: string, lang: SiteLang = 'en') {
    const res = await fetch(`${server.baseUrl}${siteByLang(lang).prefix}/people/user/update.do`, {
      method: 'POST',
      headers: { ...signedHeaders(lang, { token }), 'content-type': 'application/json' },
      body: JSON.stringify({ avatar }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Envelope<{ avatar: string }>;
  }

  it('refuses a reader\u2019s uploads past the day\u2019s quota, in their language, after a restart too', async () => {
    const { token } = await client.newReader(database.db, 'quota_reader');
    for (let i = 0; i < 3; i++) expect((await upload(token)).code).toBe(1);
    expect(await upload(token)).toMatchObject({
      code: 0,
      msg: 'You can upload 3 pictures (100 MB) a day. Please try again tomorrow.',
    });
    expect((await upload(token, 'ja')).msg).toBe(
      '画像のアップロードは1日3枚（100MB）までです。明日もう一度お試しください。',
    );
    // The server restarts (or another one of the cluster answers): the day is still full.
    await server.close();
    server = await startTestServer(database, env);
    client = new ReaderClient(server.baseUrl, 'en');
    expect((await upload(token)).code).toBe(0);
    // Another reader is not held back by this one.
    const other = await client.newReader(database.db, 'quota_other');
    expect((await upload(other.token)).code).toBe(1);
  });

  it('accepts as avatar only an upload of the reader\u2019s own, as the upload answered it', async () => {
    const mine = await client.newReader(database.db, 'avatar_owner');
    const theirs = await client.newReader(database.db, 'avatar_other');
    const own = (await upload(mine.token)).data.url;
    const foreign = (await upload(theirs.token)).data.url;
    const refused = {
      code: 0,
      msg: 'Choose a picture you uploaded as your profile picture.',
    };
    for (const avatar of [
      '/media/uploads/../../../etc/passwd',
      `/media/uploads/${own.split('/').slice(3).join('/').replace(/^/, '../uploads/')}`,
      `https://evil.example${own}`,
      `//evil.example${own}`,
      `${own}?x=1`,
      '/media/demo/avatar.png',
      'just any text',
      foreign,
    ])
      expect({ avatar, ...(await setAvatar(mine.token, avatar)) }).toMatchObject({
        avatar,
        ...refused,
      });
    expect((await setAvatar(mine.token, foreign, 'ja')).msg).toBe(
      'プロフィール画像には、ご自身がアップロードした画像のみ使えます。',
    );
    expect(await setAvatar(mine.token, own)).toMatchObject({ code: 1, data: { avatar: own } });
    // Sending the whole form back, avatar unchanged, is fine; so is removing it.
    expect((await setAvatar(mine.token, own)).code).toBe(1);
    expect(await setAvatar(mine.token, '')).toMatchObject({ code: 1, data: { avatar: '' } });
    // The other reader may use their own.
    expect((await setAvatar(theirs.token, foreign)).code).toBe(1);
  });

  it('counts 100 shares from one address with 100 device ids once', async () => {
    const [item] = await commentableItems(database.db, 'en', { count: 1 });
    if (!item) throw new Error('no item');
    const share = async (deviceId: string, token?: string): Promise<number> => {
      const res = await fetch(`${server.baseUrl}/enapi/attention/collection/addShareCount.do`, {
        method: 'POST',
        headers: {
          ...signedHeaders('en', { deviceId, ...(token ? { token } : {}) }),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ contentId: item }),
      });
      const body = (await res.json()) as Envelope<{ shareCount: number }>;
      expect(body.code, body.msg).toBe(1);
      expect(Object.keys(body.data)).toEqual(['shareCount']);
      return body.data.shareCount;
    };
    const counts: number[] = [];
    for (let i = 0; i < 100; i++) counts.push(await share(`forged-device-${String(i)}`));
    const first = counts[0] ?? 0;
    expect(new Set(counts)).toEqual(new Set([first]));
    // A signed-in reader counts once of their own, whatever device they say they are.
    const { token } = await client.newReader(database.db, 'sharing_reader');
    expect(await share('device-x', token)).toBe(first + 1);
    expect(await share('device-y', token)).toBe(first + 1);
    // Reads too: one address, many device ids, one read.
    const hits: boolean[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${server.baseUrl}/enapi/cms/content/hit?id=${item}`, {
        headers: signedHeaders('en', { deviceId: `forged-device-${String(i)}` }),
      });
      hits.push(((await res.json()) as Envelope<{ counted: boolean }>).data.counted);
    }
    expect(hits.filter(Boolean)).toHaveLength(1);
  });
});
