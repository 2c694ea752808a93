import type { Category, ContentImage, ContentItem } from '@news/contract/contentSchemas';
import { isPublishType, type PublishType } from '@news/contract/publishTypes';
import type { Category as CategoryRow } from '../repositories/CategoriesRepository.ts';
import type { ContentImageRow, ContentRow } from '../repositories/ContentRepository.ts';

const idOrEmpty = (id: number | null): string => (id === null ? '' : String(id));

function publishTypeOf(value: string): PublishType {
  // The column only ever receives the seven types; TUWEN is the safe reading of anything else.
  return isPublishType(value) ? value : 'TUWEN';
}

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function toContentItem(row: ContentRow): ContentItem {
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    publishType: publishTypeOf(row.publish_type),
    img: row.img,
    publishDate: row.publish_date,
    categoryId: String(row.category_id),
    categoryTitle: row.category_title,
    categoryDomain: row.category_domain,
    typeurl: row.typeurl,
    outLink: row.out_link,
    adsImg: row.ads_img,
    adsUrl: row.ads_url,
    liveId: idOrEmpty(row.live_id),
    specialId: idOrEmpty(row.special_id),
    collectionId: idOrEmpty(row.collection_id),
    videoUrl: row.video_url,
    videoHlsUrl: row.video_hls_url,
    duration: row.duration_s,
    author: row.author,
    source: row.source,
    hit: row.hit,
    commentCount: row.comment_count,
    likeCount: row.like_count,
    collectCount: row.collect_count,
    shareCount: row.share_count,
    commentEnabled: row.comment_enabled === 1,
    tags: parseTags(row.tags),
  };
}

export function toContentImage(row: ContentImageRow): ContentImage {
  return {
    url: row.url,
    caption: row.caption,
    position: row.position,
    width: row.width,
    height: row.height,
  };
}

function toCategory(row: CategoryRow, hasChildren: boolean): Category {
  return {
    id: String(row.id),
    parentId: idOrEmpty(row.parent_id),
    title: row.title,
    kind: row.kind,
    categoryDomain: row.domain,
    isTab: row.is_tab === 1,
    isHomeColumn: row.is_home_column === 1,
    hasChildren,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Categories of a site with `hasChildren` worked out from the same list. */
export function toCategories(
  rows: readonly CategoryRow[],
  all: readonly CategoryRow[] = rows,
): Category[] {
  const parents = new Set(all.map((r) => r.parent_id).filter((id): id is number => id !== null));
  return rows.map((r) => toCategory(r, parents.has(r.id)));
}
