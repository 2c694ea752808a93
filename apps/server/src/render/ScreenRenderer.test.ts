import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveVideoDeatil } from '@news/contract/endpoints/live/liveVideoDeatil';
import { liveVideoGetBackPlayList } from '@news/contract/endpoints/live/liveVideoGetBackPlayList';
import { liveVideoLiveMessageList } from '@news/contract/endpoints/live/liveVideoLiveMessageList';
import { cmsSpecialDetail } from '@news/contract/endpoints/mediaContent/cmsSpecialDetail';
import { imageSrc } from '@news/contract/imageField';
import {
  backPlayListSchema,
  liveDetailSchema,
  liveMessageListSchema,
} from '@news/contract/liveSchemas';
import { pictureAddress, renditionUrl } from '@news/contract/pictures';
import {
  dataKeys,
  LIVE_MESSAGES_PAGE_SIZE,
  SERVER_RENDER_ELEMENT_ID,
  serverRenderPayloadSchema,
  type ServerRenderPayload,
} from '@news/contract/serverRender';
import { siteByLang } from '@news/contract/sites';
import { topicDetailSchema } from '@news/contract/topicSchemas';
import { seedDemoContent } from '../seed/seedDemoContent.ts';
import { readerApi } from '../testing/readerApi.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { testEngines, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { buildWebServerEntry, type WebBuild } from '../testing/webServerEntry.ts';

const SITE = siteByLang('en');

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function payloadOf(page: string): ServerRenderPayload {
  const match = new RegExp(
    `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(page);
  if (!match?.[1]) throw new Error('the page carries no payload');
  return serverRenderPayloadSchema.parse(JSON.parse(match[1]));
}

/** The app's HTML in the page: its root element's content. */
function appOf(page: string): string {
  return page.slice(
    page.indexOf('<div id="root">'),
    page.indexOf(`id="${SERVER_RENDER_ELEMENT_ID}"`),
  );
}

describe.each(testEngines())('shared topics and broadcasts as HTML on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let web: WebBuild;
  let dataDir: string;

  beforeAll(async () => {
    web = buildWebServerEntry();
    database = await engine.open();
    dataDir = mkdtempSync(join(tmpdir(), 'news-screens-'));
    await seedDemoContent(database.db, { dataDir, dialect: database.dialect });
    server = await startTestServer(database, { WEB_DIST_DIR: web.distDir });
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    web.remove();
  });

  /** The English site's published items of a type, with the topic or broadcast each shows. */
  async function itemsOf(publishType: 'SPECIAL' | 'authPublishPlayback') {
    const rows = await database.db
      .selectFrom('content')
      .select(['id', 'special_id', 'live_id'])
      .where('site_id', '=', SITE.id)
      .where('publish_type', '=', publishType)
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(1);
    return rows.map((row) => ({
      id: String(row.id),
      screenId: String(publishType === 'SPECIAL' ? row.special_id : row.live_id),
    }));
  }

  async function sharePage(id: string): Promise<string> {
    const res = await fetch(`${server.baseUrl}/s/${SITE.lang}/${id}`);
    expect(res.status).toBe(200);
    return res.text();
  }

  async function answer(path: string, query: Record<string, string>): Promise<unknown> {
    const { code, data } = await readerApi(server.baseUrl, SITE.lang, path, query);
    expect(code).toBe(1);
    return data;
  }

  it('sends a shared topic with its title, description and items, and its answer as the API gives it', async () => {
    const [item] = await itemsOf('SPECIAL');
    if (!item) throw new Error('no topic');
    const page = await sharePage(item.id);
    const answered = await answer(cmsSpecialDetail.path, { id: item.screenId });
    const topic = topicDetailSchema.parse(answered);
    const app = appOf(page);
    expect(app).toContain('data-testid="topic-detail"');
    expect(app).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(html(topic.title))}</h1>`));
    expect(app).toContain(`<p class="topic-description">${html(topic.description)}</p>`);
    const items = topic.sections.flatMap((section) => section.items);
    expect(items.length).toBeGreaterThan(1);
    // Feed cards are buttons the app opens items with (ContentCard), not links.
    for (const shown of items)
      expect(app).toContain(`<span class="card-title">${html(shown.title)}</span>`);
    const payload = payloadOf(page);
    expect(payload.route).toMatch(/^\/pages\/topic\/topic-detail-h5\?/);
    expect(payload.data).toEqual({ [dataKeys.topicDetail(SITE.lang, item.screenId)]: answered });
  });

  it('sends a shared replay with its title, status, poster, description, host posts and chapters, and their answers as the API gives them', async () => {
    const [item] = await itemsOf('authPublishPlayback');
    if (!item) throw new Error('no replay');
    const page = await sharePage(item.id);
    const id = item.screenId;
    const answered = await answer(liveVideoDeatil.path, { id });
    const detail = liveDetailSchema.parse(answered);
    const messages = await answer(liveVideoLiveMessageList.path, {
      id,
      pageSize: String(LIVE_MESSAGES_PAGE_SIZE),
    });
    const res = await fetch(`${server.baseUrl}${SITE.prefix}${liveVideoGetBackPlayList.path}`, {
      method: liveVideoGetBackPlayList.method,
      headers: { ...signedHeaders(SITE.lang), 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    const segments = ((await res.json()) as { data: unknown }).data;

    const app = appOf(page);
    expect(app).toContain('data-testid="live-detail" data-status="playback"');
    expect(app).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(html(detail.title))}</h1>`));
    expect(app).toContain('<span class="live-status live-playback">Replay</span>');
    expect(detail.description).not.toBe('');
    expect(app).toContain(`<p>${html(detail.description)}</p>`);
    const cover = pictureAddress(imageSrc(detail.coverImg));
    if (!cover) throw new Error('the demo broadcast has no library cover');
    expect(app).toContain(`poster="${renditionUrl(cover, 720, 'webp')}"`);
    const posts = liveMessageListSchema.parse(messages).rows.filter((m) => m.kind === 'host');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(app).toContain(`<p>${html(post.content)}</p>`);
    const chapters = backPlayListSchema.parse(segments);
    expect(chapters.length).toBeGreaterThan(0);
    for (const chapter of chapters)
      expect(app).toContain(`<span class="playlist-title">${html(chapter.title)}</span>`);

    const payload = payloadOf(page);
    expect(payload.route).toMatch(/^\/pages\/auth-publish\/playback\?/);
    expect(payload.data).toEqual({
      // Each request counts its reader's view; the clock moves on between them.
      [dataKeys.liveDetail(SITE.lang, id)]: {
        ...(answered as object),
        viewerCount: expect.any(Number) as unknown,
        serverTime: expect.any(String) as unknown,
      },
      [dataKeys.liveMessages(SITE.lang, id)]: messages,
      [dataKeys.liveSegments(SITE.lang, id)]: segments,
    });
  });

  it('answers the share page of a topic or broadcast no longer public with the site’s 404 page', async () => {
    const [, topic] = await itemsOf('SPECIAL');
    const [, live] = await itemsOf('authPublishPlayback');
    if (!topic || !live) throw new Error('too few demo topics or broadcasts');
    await database.db
      .updateTable('specials')
      .set({ publish_status: 'draft' })
      .where('id', '=', Number(topic.screenId))
      .execute();
    await database.db
      .updateTable('live_broadcasts')
      .set({ publish_status: 'draft' })
      .where('id', '=', Number(live.screenId))
      .execute();
    for (const item of [topic, live]) {
      const res = await fetch(`${server.baseUrl}/s/${SITE.lang}/${item.id}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(SERVER_RENDER_ELEMENT_ID);
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
