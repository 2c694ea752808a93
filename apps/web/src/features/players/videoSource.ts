import type { ContentItem } from '@news/contract/contentSchemas';

/** The stream to play: HLS when the item has one (it adapts to the connection), else the file. */
export function videoSource(item: Pick<ContentItem, 'videoHlsUrl' | 'videoUrl'>): string {
  return item.videoHlsUrl || item.videoUrl;
}
