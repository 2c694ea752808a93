import type { ItemDocument } from '@news/contract/console/itemSchemas';
import type { PublishType } from '@news/contract/publishTypes';
import type { SiteLang } from '@news/contract/sites';
import { siteByLang } from '@news/contract/sites';
import type { DatabaseHandle } from '../db/database.ts';

/** The id of a channel of a site (the seed's first top-level one by default). */
export async function channelOf(
  database: DatabaseHandle,
  site: SiteLang,
  kind?: string,
): Promise<string> {
  let query = database.db
    .selectFrom('categories')
    .select('id')
    .where('site_id', '=', siteByLang(site).id)
    .where('parent_id', 'is', null);
  if (kind) query = query.where('kind', '=', kind);
  const row = await query.orderBy('sort').executeTakeFirstOrThrow();
  return String(row.id);
}

/** A publishable document of each type, with `fields` to change. */
export function documentOf(
  type: PublishType,
  site: SiteLang,
  channelId: string,
  fields: Record<string, unknown> = {},
): ItemDocument {
  const common = {
    site,
    title: `A ${type} item`,
    summary: 'What it is about',
    author: 'Desk',
    source: 'Newsroom',
    tags: ['city'],
    channelId,
    commentEnabled: true,
    cover: '',
    outLink: '',
    headline: false,
    banner: false,
  };
  const specific: Record<PublishType, Record<string, unknown>> = {
    TUWEN: {
      body: '<p><strong>Bold</strong> words and a <a href="https://example.com">link</a>.</p>',
    },
    TUSHUO: { images: [{ url: '/media/seed/a.svg', caption: 'First', width: 640, height: 360 }] },
    TUJIE: { images: [{ url: '/media/seed/b.svg', caption: 'Step one', width: 640, height: 360 }] },
    SHIPING: {
      body: '<p>Under the player.</p>',
      video: {
        jobId: '',
        url: '/media/demo/video/clip1.mp4',
        hlsUrl: '/media/demo/hls/clip1/index.m3u8',
        durationS: 8,
      },
      collectionId: '',
    },
    SHIPINGLIST: { videoIds: [] },
    SPECIAL: { topic: { banner: '/media/seed/banner.svg', sections: [] } },
    authPublishPlayback: {
      live: {
        host: 'Host',
        startTime: '2026-01-01T10:00:00.000Z',
        endTime: '2026-01-01T11:00:00.000Z',
        streamUrl: '',
        hold: 'ended',
        replayUrl: '/media/demo/hls/clip1/index.m3u8',
        segments: [{ title: 'Opening', offsetSeconds: 0 }],
      },
    },
  };
  return { ...common, publishType: type, ...specific[type], ...fields } as ItemDocument;
}
