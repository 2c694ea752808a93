import { siteById, SITES, type SiteLang } from '@news/contract/sites';
import type { PublicChange } from '../services/shared/PublicChange.ts';

/**
 * The header naming what a public answer shows, as space-separated keys: the name Fastly reads
 * and purges by; our Varnish edge copies it into xkey's index; a Cloudflare or Akamai set-up
 * reads the same keys as cache tags. Edges strip it before readers (docs/adr/0019).
 */
export const SURROGATE_KEY_HEADER = 'Surrogate-Key';

/**
 * Keys are short ASCII words without spaces or commas, so every CDN's tag syntax takes them:
 *
 * - `site:<lang>` — every answer of a site (its settings, name and agreements show anywhere);
 * - `list:<lang>` — every answer that shows which of the site's items are published: API
 *   reads, the home page, share pages (their related items), feeds and sitemaps;
 * - `item:<id>` — every answer that shows the item: its page, its counts, the lists it is in;
 * - `channel:<id>` and `topic:<id>` — a channel's list, a topic's page (for operators: the
 *   servers purge by item and list);
 * - `static` — hashed assets, media, icons: never purged, their addresses change instead.
 */
export const siteKey = (lang: SiteLang): string => `site:${lang}`;
export const listKey = (lang: SiteLang): string => `list:${lang}`;
export const itemKey = (id: number | string): string => `item:${String(id)}`;
export const channelKey = (id: number | string): string => `channel:${String(id)}`;
export const topicKey = (id: number | string): string => `topic:${String(id)}`;
/** A live broadcast's playlists. */
export const liveKey = (id: number | string): string => `live:${String(id)}`;
export const STATIC_KEY = 'static';

/**
 * Item keys one answer carries at most: a home feed of columns shows a few dozen items. Past
 * this an answer keeps its site and list keys only, and a count change on one of its items is
 * seen when the answer's lifetime ends (EDGE_MAX_AGE) rather than at once.
 */
export const MAX_ITEM_KEYS = 100;

const ID = /^\d{1,15}$/;

/** The keys a change purges; an empty list when nothing readers can see changed. */
export function keysOfChange(change: PublicChange): string[] {
  if (change.scope === 'everything') return SITES.map((site) => siteKey(site.lang));
  const site = siteById(change.siteId);
  if (!site) return SITES.map((s) => siteKey(s.lang));
  if (change.scope === 'site') return [siteKey(site.lang)];
  return [...change.itemIds.map(itemKey), ...(change.lists ? [listKey(site.lang)] : [])];
}

/**
 * The ids of the content items an answer's data shows (objects with an `id` and a
 * `publishType`, at any depth: list rows, a detail and its related items, a topic's sections,
 * a video's playlist), in order of appearance, without repeats.
 */
export function itemIdsIn(data: unknown, limit = MAX_ITEM_KEYS + 1): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown): void => {
    if (ids.size >= limit || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry);
      return;
    }
    const record = value as Record<string, unknown>;
    const id = record.id;
    if (typeof record.publishType === 'string' && typeof id === 'string' && ID.test(id))
      ids.add(id);
    for (const entry of Object.values(record)) visit(entry);
  };
  visit(data);
  return [...ids];
}

/**
 * The keys of an API read: its site, its lists, every item its data shows, and the item,
 * channel or topic its query names.
 */
export function apiReadKeys(
  lang: SiteLang,
  path: string,
  query: Record<string, unknown>,
  data: unknown,
): string[] {
  const keys = [siteKey(lang), listKey(lang)];
  const named = (name: string): string | undefined => {
    const value = query[name];
    return typeof value === 'string' && ID.test(value) ? value : undefined;
  };
  const contentId = named('contentId');
  const channel = named('categoryId');
  const topic = path.includes('/special/') ? named('id') : undefined;
  if (channel !== undefined) keys.push(channelKey(channel));
  if (topic !== undefined) keys.push(topicKey(topic));
  if (contentId !== undefined) keys.push(itemKey(contentId));
  const items = itemIdsIn(data).filter((id) => id !== contentId);
  if (items.length <= MAX_ITEM_KEYS) keys.push(...items.map(itemKey));
  return keys;
}
