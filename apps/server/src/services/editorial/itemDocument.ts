import type { ItemDocument, LiveHold } from '@news/contract/console/itemSchemas';
import { parseImageField } from '@news/contract/imageField';
import { isPublishType } from '@news/contract/publishTypes';
import type { SiteLang } from '@news/contract/sites';
import type { ContentImageRow } from '../../repositories/ContentRepository.ts';
import type { EditorialRow } from '../../repositories/EditorialRepository.ts';
import type { Repositories } from '../Repositories.ts';

/** The spec's image field: JSON text of `[{url}]`, or an empty list. */
export function imageField(url: string): string {
  return url ? JSON.stringify([{ url }]) : '[]';
}

export function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

const HOLD_OF_STATUS: Record<string, LiveHold> = { live: 'onAir', playback: 'ended' };
export const STATUS_OF_HOLD: Record<LiveHold, string> = {
  auto: 'preview',
  onAir: 'live',
  ended: 'playback',
};

/**
 * An item's document as the console edits it, read from what the database holds now — its row,
 * pictures, and the topic, collection or broadcast it opens — so items that came from the seed
 * or an import open in the console like ones written there.
 */
export async function readDocument(
  repos: Pick<Repositories, 'content' | 'linked' | 'videoJobs'>,
  row: EditorialRow,
  site: SiteLang,
): Promise<ItemDocument> {
  const { linked } = repos;
  const common = {
    site,
    title: row.title,
    summary: row.description,
    author: row.author,
    source: row.source,
    tags: parseTags(row.tags),
    channelId: String(row.category_id),
    commentEnabled: row.comment_enabled === 1,
    cover: parseImageField(row.img),
    outLink: row.out_link,
    headline: row.is_headline === 1,
    banner: row.is_banner === 1,
  };
  const type = isPublishType(row.publish_type) ? row.publish_type : 'TUWEN';
  switch (type) {
    case 'TUWEN':
      return { ...common, publishType: type, body: row.body_html };
    case 'TUSHUO':
    case 'TUJIE': {
      const images = await repos.content.images(row.id);
      return { ...common, publishType: type, images: images.map(toGalleryImage) };
    }
    case 'SHIPING': {
      const job = await repos.videoJobs.latestFor(row.id);
      const collectionItemId =
        row.collection_id === null ? undefined : await linked.collectionItemId(row.collection_id);
      return {
        ...common,
        publishType: type,
        body: row.body_html,
        video: {
          jobId: job ? String(job.id) : '',
          url: row.video_url,
          hlsUrl: row.video_hls_url,
          durationS: row.duration_s,
        },
        collectionId: collectionItemId === undefined ? '' : String(collectionItemId),
      };
    }
    case 'SHIPINGLIST': {
      const ids =
        row.collection_id === null ? [] : await linked.collectionVideoIds(row.collection_id);
      return { ...common, publishType: type, videoIds: ids.map(String) };
    }
    case 'SPECIAL': {
      const special = row.special_id === null ? undefined : await linked.special(row.special_id);
      const sections = special ? await linked.sections(special.id) : [];
      return {
        ...common,
        publishType: type,
        topic: {
          banner: special ? parseImageField(special.banner_img) : '',
          sections: sections.map((s) => ({ title: s.title, itemIds: s.itemIds.map(String) })),
        },
      };
    }
    case 'authPublishPlayback': {
      const live = row.live_id === null ? undefined : await linked.live(row.live_id);
      const segments = live ? await linked.segments(live.id) : [];
      return {
        ...common,
        publishType: type,
        live: {
          host: live?.host ?? '',
          startTime: live?.start_time ?? row.publish_date,
          endTime: live?.end_time ?? row.publish_date,
          streamUrl: live?.stream_url ?? '',
          hold: live ? (HOLD_OF_STATUS[live.status] ?? 'auto') : 'auto',
          replayUrl: live?.replay_url ?? '',
          segments: segments.map((s) => ({ title: s.title, offsetSeconds: s.offset_seconds })),
        },
      };
    }
  }
}

function toGalleryImage(row: ContentImageRow): {
  url: string;
  caption: string;
  width: number;
  height: number;
} {
  return { url: row.url, caption: row.caption, width: row.width, height: row.height };
}
