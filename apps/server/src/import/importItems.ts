import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SiteInfo } from '@news/contract/sites';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { CategoriesRepository } from '../repositories/CategoriesRepository.ts';
import { ContentRepository } from '../repositories/ContentRepository.ts';
import { createSearchIndex } from '../search/createSearchIndex.ts';
import { ContentWriter, type NewContent } from '../services/editorial/ContentWriter.ts';
import { stripControlCharacters } from '../content/controlCharacterText.ts';
import { importItemSchema, type ImportItem } from './importItemSchema.ts';

interface ImportSummary {
  added: number;
  updated: number;
  skipped: { id: string; reason: string }[];
}

interface ImportOptions {
  site: SiteInfo;
  dialect: DialectName;
  /** Channel for items that name none. */
  defaultChannel: string;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
}

function keyOf(sourceId: string): string {
  return `imp-${createHash('sha256').update(sourceId).digest('hex').slice(0, 24)}`;
}

async function idByKey(
  db: Kysely<Database>,
  table: 'video_collections' | 'specials' | 'live_broadcasts',
  siteId: number,
  key: string | undefined,
): Promise<number | null | undefined> {
  if (key === undefined) return null;
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('site_id', '=', siteId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.id;
}

/** Deepest an import item nests (item, images, image); strings deeper are left to the schema. */
const ITEM_DEPTH = 3;

/**
 * An entry with control characters taken out of every string in it: a feed is someone else's
 * text, and an escape sequence in a headline would reach readers' screens and the terminal of
 * the operator who imports it. Keys are left as they are: the schema reads only its own.
 */
function withoutControlCharacters(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return stripControlCharacters(value);
  if (depth >= ITEM_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => withoutControlCharacters(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withoutControlCharacters(item, depth + 1)]),
  );
}

/**
 * Loads items into a site, one transaction each: a new source id is added, a changed one
 * updated in place, an unchanged one skipped, and an invalid one skipped with the reason.
 */
export async function importItems(
  db: Kysely<Database>,
  raw: readonly unknown[],
  options: ImportOptions,
): Promise<ImportSummary> {
  const summary: ImportSummary = { added: 0, updated: 0, skipped: [] };
  const now = (options.now ?? new Date()).toISOString();
  const siteId = options.site.id;
  let done = 0;
  for (const rawEntry of raw) {
    const entry = withoutControlCharacters(rawEntry);
    const parsed = importItemSchema.safeParse(entry);
    const sourceId =
      typeof (entry as { id?: unknown } | null)?.id === 'string'
        ? (entry as { id: string }).id
        : `#${String(done + 1)}`;
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      summary.skipped.push({
        id: sourceId,
        reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
      });
    } else {
      const result = await db
        .transaction()
        .execute((trx) => writeItem(trx, parsed.data, siteId, options, now));
      if (typeof result === 'string') summary.skipped.push({ id: parsed.data.id, reason: result });
      else summary[result.outcome] += 1;
    }
    done += 1;
    options.onProgress?.(done, raw.length);
  }
  return summary;
}

async function writeItem(
  db: Kysely<Database>,
  item: ImportItem,
  siteId: number,
  options: ImportOptions,
  now: string,
): Promise<{ outcome: 'added' | 'updated' } | string> {
  const channelKey = item.channel ?? options.defaultChannel;
  const category = await new CategoriesRepository(db).findByKey(siteId, channelKey);
  if (!category) return `no channel "${channelKey}" on this site`;
  const collectionId = await idByKey(db, 'video_collections', siteId, item.collectionKey);
  const specialId = await idByKey(db, 'specials', siteId, item.topicKey);
  const liveId = await idByKey(db, 'live_broadcasts', siteId, item.liveKey);
  if (collectionId === undefined) return `no video collection "${item.collectionKey ?? ''}"`;
  if (specialId === undefined) return `no topic "${item.topicKey ?? ''}"`;
  if (liveId === undefined) return `no live broadcast "${item.liveKey ?? ''}"`;
  if (item.publishType === 'SPECIAL' && specialId === null) return 'a SPECIAL item needs topicKey';
  if (item.publishType === 'SHIPINGLIST' && collectionId === null)
    return 'a SHIPINGLIST item needs collectionKey';
  if (item.publishType === 'authPublishPlayback' && liveId === null)
    return 'an authPublishPlayback item needs liveKey';
  if (item.publishType === 'SHIPING' && !item.videoUrl && !item.videoHlsUrl)
    return 'a SHIPING item needs videoUrl or videoHlsUrl';

  const hash = createHash('sha256').update(JSON.stringify(item)).digest('hex');
  const key = keyOf(item.id);
  const content = new ContentRepository(db);
  const existing = await content.findByKey(siteId, key);
  if (existing?.source_hash === hash) return 'unchanged since the last import';

  const publishDate = new Date(item.publishDate).toISOString();
  const row: NewContent = {
    site_id: siteId,
    category_id: category.id,
    key,
    publish_type: item.publishType,
    title: item.title,
    description: item.description,
    author: item.author,
    source: item.source,
    body_html: item.body,
    img: JSON.stringify(item.images.slice(0, 1).map((i) => ({ url: i.url }))),
    out_link: item.outLink,
    live_id: liveId,
    collection_id: collectionId,
    special_id: specialId,
    video_url: item.videoUrl,
    video_hls_url: item.videoHlsUrl,
    duration_s: item.duration,
    tags: JSON.stringify(item.tags),
    comment_enabled: item.commentEnabled ? 1 : 0,
    source_hash: hash,
    publish_date: publishDate,
    created_at: now,
    updated_at: now,
  };
  const images = item.images.map((image, position) => ({
    position,
    url: image.url,
    caption: image.caption,
    width: 0,
    height: 0,
  }));
  const writer = new ContentWriter(
    new ContentRepository(db),
    createSearchIndex(options.dialect, db),
  );
  if (existing) {
    // An update keeps the item's first import time.
    await writer.update(existing.id, { ...row, created_at: undefined }, images);
    return { outcome: 'updated' };
  }
  await writer.insert(row, images);
  return { outcome: 'added' };
}
