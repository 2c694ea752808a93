import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  itemDetailSchema,
  type ItemDetail,
  type ItemDocument,
} from '@news/contract/console/itemSchemas';
import { contentDetailSchema } from '@news/contract/contentSchemas';
import { liveDetailSchema, liveMessageListSchema } from '@news/contract/liveSchemas';
import { topicDetailSchema } from '@news/contract/topicSchemas';
import { videoDetailSchema } from '@news/contract/videoSchemas';
import { signedInStaff, type ConsoleClient } from '../testing/consoleClient.ts';
import { channelOf, documentOf } from '../testing/itemDocuments.ts';
import { readerApi } from '../testing/readerApi.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** Ways markup has been made to run: tags, handlers, script addresses, parser confusion. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<video src=x onerror=window.__xss=1></video><p style="background:url(javascript:x)">s</p>',
  '<a href="&#106;avascript:window.__xss=1">entity</a><form action="javascript:x"><button>go</button></form>',
];
const PAYLOAD = PAYLOADS.join(' ');

/** Markup that could run script in a reader's browser. */
function executable(html: string): RegExpMatchArray | null {
  return html.match(
    /<(script|svg|math|iframe|style|form|object|embed)\b|\son\w+\s*=|javascript:|&#\d+;?avascript|srcdoc|style=/i,
  );
}

describe.each(embeddedEngine())(
  'markup an editor types or pastes, as readers get it, on $name',
  (engine) => {
    let database: TestDatabase;
    let server: TestServer;
    let editor: ConsoleClient;

    const publish = async (doc: ItemDocument): Promise<ItemDetail> => {
      const created = await editor.call('POST', '/items', { document: doc });
      expect(created.status, created.body.msg).toBe(200);
      const item = itemDetailSchema.parse(created.body.data);
      const published = await editor.call('POST', `/items/${item.id}/publish`, {
        version: item.version,
      });
      expect(published.status, published.body.msg).toBe(200);
      return itemDetailSchema.parse(published.body.data);
    };
    /** Every text field of an item holds the payloads. */
    const loaded = (
      type: Parameters<typeof documentOf>[0],
      channel: string,
      fields: Record<string, unknown> = {},
    ) =>
      documentOf(type, 'en', channel, {
        title: PAYLOAD.slice(0, 200),
        summary: PAYLOAD.slice(0, 1000),
        author: PAYLOADS[1],
        source: PAYLOADS[2],
        tags: [PAYLOADS[0]?.slice(0, 40) ?? '', PAYLOADS[3]?.slice(0, 40) ?? ''],
        ...fields,
      });

    beforeAll(async () => {
      database = await engine.open();
      await seedTestSites(database, ['en']);
      server = await startTestServer(database);
      editor = await signedInStaff(server.baseUrl, database, 'xss.editor', 'editor', ['en']);
    });
    afterAll(async () => {
      await server.close();
      await database.close();
    });

    it('sends an article’s body, pictures’ captions and every text field to readers as nothing that runs', async () => {
      const channel = await channelOf(database, 'en');
      const news = await publish(
        loaded('TUWEN', channel, { body: `<p>Before</p>${PAYLOAD}<p>After</p>` }),
      );
      const detail = contentDetailSchema.parse(
        (await readerApi(server.baseUrl, 'en', '/cms/content/commonDetail', { id: news.id })).data,
      );
      expect(executable(detail.content)).toBeNull();
      expect(detail.content).toContain('<p>Before</p>');
      // Text fields travel as text: unchanged, for the app to show as text (React escapes them).
      expect(detail.title).toBe(PAYLOAD.slice(0, 200).trim());
      expect(detail.author).toBe(PAYLOADS[1]);
      expect(detail.tags).toContain(PAYLOADS[0]?.slice(0, 40));

      const story = await publish(
        loaded('TUSHUO', channel, {
          images: [{ url: '/media/a.jpg', caption: PAYLOAD.slice(0, 2000), width: 1, height: 1 }],
        }),
      );
      const gallery = contentDetailSchema.parse(
        (await readerApi(server.baseUrl, 'en', '/cms/content/commonDetail', { id: story.id })).data,
      );
      expect(gallery.images[0]?.caption).toBe(PAYLOAD.slice(0, 2000).trim());
      expect(gallery.content).toBe('');
    });

    it('cleans a video’s text and keeps a topic’s and a broadcast’s words as text', async () => {
      const videoChannel = await channelOf(database, 'en', 'video');
      const video = await publish(loaded('SHIPING', videoChannel, { body: PAYLOAD }));
      const played = videoDetailSchema.parse(
        (await readerApi(server.baseUrl, 'en', '/cms/content/videoDetail', { id: video.id })).data,
      );
      expect(executable(played.video.content)).toBeNull();

      const channel = await channelOf(database, 'en');
      const topic = await publish(
        loaded('SPECIAL', channel, {
          topic: { banner: '', sections: [{ title: PAYLOADS[1], itemIds: [video.id] }] },
        }),
      );
      const specialId = (
        await database.db
          .selectFrom('content')
          .select('special_id')
          .where('id', '=', Number(topic.id))
          .executeTakeFirstOrThrow()
      ).special_id;
      // The console's detail names the topic readers follow (the alerts screen offers its followers).
      expect(topic.topicId).toBe(String(specialId));
      const shown = topicDetailSchema.parse(
        (await readerApi(server.baseUrl, 'en', '/cms/special/detail', { id: String(specialId) }))
          .data,
      );
      expect(shown.sections[0]?.title).toBe(PAYLOADS[1]);

      const live = await publish(
        loaded('authPublishPlayback', channel, {
          live: {
            host: PAYLOADS[2],
            startTime: '2026-01-01T10:00:00Z',
            endTime: '2026-01-01T11:00:00Z',
            streamUrl: '',
            hold: 'ended',
            replayUrl: '',
            segments: [{ title: PAYLOADS[0], offsetSeconds: 0 }],
          },
        }),
      );
      const posted = await editor.call('POST', `/items/${live.id}/live-posts`, {
        content: PAYLOAD.slice(0, 2000),
        image: '',
      });
      expect(posted.status).toBe(200);
      const liveId = (
        await database.db
          .selectFrom('content')
          .select('live_id')
          .where('id', '=', Number(live.id))
          .executeTakeFirstOrThrow()
      ).live_id;
      const broadcast = liveDetailSchema.parse(
        (await readerApi(server.baseUrl, 'en', '/live/video/deatil.do', { id: String(liveId) }))
          .data,
      );
      expect(broadcast.host).toBe(PAYLOADS[2]);
      const messages = liveMessageListSchema.parse(
        (
          await readerApi(server.baseUrl, 'en', '/live/video/liveMessageList.do', {
            id: String(liveId),
          })
        ).data,
      );
      expect(messages.rows[0]?.content).toBe(PAYLOAD.slice(0, 2000).trim());
    });

    it('refuses script addresses in every address field: nothing of them is stored', async () => {
      const channel = await channelOf(database, 'en');
      const bad = [
        'javascript:window.__xss=1',
        'JAVASCRIPT:alert(1)',
        'data:text/html,<script>x</script>',
        '//evil.example/x.js',
        'vbscript:msgbox',
      ];
      for (const address of bad) {
        const attempts: ItemDocument[] = [
          loaded('TUWEN', channel, { cover: address }),
          loaded('TUWEN', channel, { outLink: address }),
          loaded('TUSHUO', channel, {
            images: [{ url: address, caption: '', width: 1, height: 1 }],
          }),
          loaded('SPECIAL', channel, { topic: { banner: address, sections: [] } }),
          loaded('authPublishPlayback', channel, {
            live: {
              host: '',
              startTime: '2026-01-01T10:00:00Z',
              endTime: '2026-01-01T11:00:00Z',
              streamUrl: address,
              hold: 'auto',
              replayUrl: '',
              segments: [],
            },
          }),
        ];
        for (const document of attempts) {
          const answer = await editor.call('POST', '/items', { document });
          expect(answer.status, `${address} in ${document.publishType}`).toBe(400);
        }
      }
      const stored = await database.db.selectFrom('content').select(['img', 'out_link']).execute();
      expect(
        stored.filter((r) => /javascript|vbscript|data:text|\/\/evil/i.test(r.img + r.out_link)),
      ).toEqual([]);
    });
  },
);
