import type { ChannelOption, ItemDocument } from '@news/contract/console/itemSchemas';
import type { PublishType } from '@news/contract/publishTypes';
import type { SiteLang } from '@news/contract/sites';

/** The kind of channel each type of item usually goes in, to preselect one. */
const CHANNEL_KIND: Record<PublishType, string> = {
  TUWEN: 'news',
  TUSHUO: 'pictures',
  TUJIE: 'pictures',
  SHIPING: 'video',
  SHIPINGLIST: 'video',
  SPECIAL: 'topics',
  authPublishPlayback: 'live',
};

export function defaultChannel(channels: readonly ChannelOption[], type: PublishType): string {
  const top = channels.filter((c) => c.parentId === '');
  return (top.find((c) => c.kind === CHANNEL_KIND[type]) ?? top[0] ?? channels[0])?.id ?? '';
}

/** An empty item of a type, ready for the editor. */
export function newDocument(
  site: SiteLang,
  type: PublishType,
  channelId: string,
  now: Date,
): ItemDocument {
  const common = {
    site,
    title: '',
    summary: '',
    author: '',
    source: '',
    tags: [],
    channelId,
    commentEnabled: true,
    cover: '',
    outLink: '',
    headline: false,
    banner: false,
  };
  switch (type) {
    case 'TUWEN':
      return { ...common, publishType: type, body: '' };
    case 'TUSHUO':
    case 'TUJIE':
      return { ...common, publishType: type, images: [] };
    case 'SHIPING':
      return {
        ...common,
        publishType: type,
        body: '',
        video: { jobId: '', url: '', hlsUrl: '', durationS: 0 },
        collectionId: '',
      };
    case 'SHIPINGLIST':
      return { ...common, publishType: type, videoIds: [] };
    case 'SPECIAL':
      return { ...common, publishType: type, topic: { banner: '', sections: [] } };
    case 'authPublishPlayback': {
      const start = new Date(now.getTime() + 3_600_000);
      start.setMinutes(0, 0, 0);
      return {
        ...common,
        publishType: type,
        live: {
          host: '',
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 3_600_000).toISOString(),
          streamUrl: '',
          hold: 'auto',
          replayUrl: '',
          segments: [],
        },
      };
    }
  }
}
