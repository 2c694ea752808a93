import { type ChannelOption } from '@news/contract/console/itemSchemas';
import type { SiteLang } from '@news/contract/sites';
import { api } from './api.ts';
import { getSitesBySiteOptions } from '@news/contract/console/itemEndpoints';

const cache = new Map<SiteLang, Promise<ChannelOption[]>>();

/** A site's channels, asked once per page load (they change only with site operations). */
export function channelsOf(site: SiteLang): Promise<ChannelOption[]> {
  let channels = cache.get(site);
  if (!channels) {
    channels = api(getSitesBySiteOptions, { params: { site } }).then((o) => o.channels);
    channels.catch(() => cache.delete(site));
    cache.set(site, channels);
  }
  return channels;
}

/** Channels with their children indented under them, for a select. */
export function channelLabels(channels: readonly ChannelOption[]): { id: string; label: string }[] {
  const top = channels.filter((c) => c.parentId === '');
  return top.flatMap((parent) => [
    { id: parent.id, label: parent.title },
    ...channels
      .filter((c) => c.parentId === parent.id)
      .map((child) => ({ id: child.id, label: `— ${child.title}` })),
  ]);
}
