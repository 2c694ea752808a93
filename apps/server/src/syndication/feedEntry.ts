import type { Correction, PictureNote } from '@news/contract/contentSchemas';
import { parseImageField, resolveImageUrl } from '@news/contract/imageField';
import { plainPictureUrl } from '@news/contract/pictures';
import type { SiteInfo } from '@news/contract/sites';
import { sanitizeBodyForElsewhere } from '../content/sanitizeBody.ts';
import { toContentItem } from '../mappers/contentMappers.ts';
import type { ContentRow } from '../repositories/ContentRepository.ts';
import { escapeHtml } from '../content/escapeHtml.ts';
import { translate } from '../i18n/serverMessages.ts';
import type { SyndicatedItem } from '../services/reading/SyndicationService.ts';
import { translationLinks, versionUrl, type Alternate } from './versionAlternates.ts';

export interface FeedPicture {
  url: string;
  /** Its media type, from the file name (`image/jpeg`, `image/svg+xml`). */
  type: string;
  caption: string;
  /** Who made it, as the media library says (issue 26); '' when it says nothing. */
  credit: string;
}

export interface FeedVideo {
  url: string;
  type: string;
  durationSeconds: number;
}

/** One item as feeds show it, every address absolute. */
export interface FeedEntry {
  /** The item's share page: its permanent, crawlable address, and so its id in feeds. */
  url: string;
  title: string;
  summary: string;
  /** The full body as HTML, or '' for items that only open something else (a topic, a list). */
  contentHtml: string;
  published: Date;
  updated: Date;
  author: string;
  /** The channel's title, then the item's tags. */
  categories: string[];
  /** The cover first, then a picture story's other pictures. */
  pictures: FeedPicture[];
  video?: FeedVideo;
  /** Its published versions on other sites (issue 28): `hreflang` and share page. */
  versions: Alternate[];
  /** The share page of the published item it was translated from. */
  translationOf?: string;
  /** The share pages of the published versions translated from it. */
  translations: string[];
  /** Its public correction and update notes, oldest first (issue 32). */
  corrections: Correction[];
}

const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
};

/** The media type a file name says, or '' when it says none we know. */
export function mediaTypeOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return MEDIA_TYPES[extension] ?? '';
}

export function shareUrl(origin: string, site: SiteInfo, id: number): string {
  return `${origin}/s/${site.lang}/${String(id)}`;
}

/**
 * A picture with absolute address, or undefined when feeds cannot carry it. The item's own
 * caption wins; a cover, which has none, takes the library's.
 */
function picture(
  url: string,
  caption: string,
  origin: string,
  note: PictureNote | undefined,
): FeedPicture | undefined {
  const absolute = resolveImageUrl(url, origin);
  const type = mediaTypeOf(absolute);
  return /^https?:\/\//.test(absolute) && type.startsWith('image/')
    ? { url: absolute, type, caption: caption || (note?.caption ?? ''), credit: note?.credit ?? '' }
    : undefined;
}

function pictures(item: SyndicatedItem, origin: string): FeedPicture[] {
  const noteOf = (url: string): PictureNote | undefined =>
    item.notes.find((note) => note.url === plainPictureUrl(url));
  const own = item.images
    .map((image) => picture(image.url, image.caption, origin, noteOf(image.url)))
    .filter((p): p is FeedPicture => p !== undefined);
  if (own.length > 0) return own;
  const coverUrl = parseImageField(item.row.img);
  const cover = picture(coverUrl, '', origin, noteOf(coverUrl));
  return cover ? [cover] : [];
}

function video(row: ContentRow, origin: string): FeedVideo | undefined {
  const url = row.video_url || row.video_hls_url;
  if (row.publish_type !== 'SHIPING' || !url) return undefined;
  const absolute = resolveImageUrl(url, origin);
  return { url: absolute, type: mediaTypeOf(absolute), durationSeconds: row.duration_s };
}

/**
 * A picture story's pictures with their captions, as the body a feed reader shows. The caption
 * says what the picture shows; the alt stays empty so a screen reader does not say it twice.
 */
function figures(list: readonly FeedPicture[]): string {
  return list
    .map(
      (p) =>
        `<figure><img src="${escapeHtml(p.url)}" alt="">${p.caption ? `<figcaption>${escapeHtml(p.caption)}</figcaption>` : ''}</figure>`,
    )
    .join('\n');
}

/**
 * The public notes as the end of a feed entry's body, each headed by its kind in the site's
 * language and its date (a feed reader shows HTML, not the reader app's screen).
 */
function correctionsHtml(corrections: readonly Correction[], site: SiteInfo): string {
  return corrections
    .map((c) => {
      const label = translate(
        site.lang,
        c.kind === 'correction' ? 'correction.correction' : 'correction.update',
      );
      const date = new Intl.DateTimeFormat(site.locale, {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }).format(new Date(c.at));
      return `<p><strong>${escapeHtml(label)} (${escapeHtml(date)})</strong> ${escapeHtml(c.text)}</p>`;
    })
    .join('\n');
}

/**
 * An item as a feed entry: linked to its share page, its body with absolute addresses (a picture
 * story's body is its pictures with their captions), its cover and a video's file.
 */
export function toFeedEntry(item: SyndicatedItem, site: SiteInfo, origin: string): FeedEntry {
  const { row } = item;
  const list = pictures(item, origin);
  const body = [
    row.body_html,
    item.images.length > 0 ? figures(list) : '',
    correctionsHtml(item.corrections, site),
  ]
    .filter(Boolean)
    .join('\n');
  const published = new Date(row.publish_date);
  const lastNote = item.corrections.at(-1);
  const updated = new Date(
    Math.max(
      Date.parse(row.updated_at),
      published.getTime(),
      lastNote ? Date.parse(lastNote.at) : 0,
    ),
  );
  const categories = [...new Set([row.category_title, ...toContentItem(row).tags])].filter(Boolean);
  const clip = video(row, origin);
  const { translationOf, translations } = translationLinks(item.versions, row.id, origin);
  return {
    url: shareUrl(origin, site, row.id),
    title: row.title,
    summary: row.description,
    contentHtml: body ? sanitizeBodyForElsewhere(body, origin) : '',
    published,
    updated,
    author: row.author,
    categories,
    pictures: list,
    ...(clip ? { video: clip } : {}),
    versions: item.versions
      .filter((v) => v.id !== row.id)
      .map((v) => ({ hreflang: v.site.locale, href: versionUrl(origin, v) })),
    ...(translationOf ? { translationOf } : {}),
    translations,
    corrections: item.corrections,
  };
}
