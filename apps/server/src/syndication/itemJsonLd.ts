import type { PictureNote } from '@news/contract/contentSchemas';
import { cropUrl, pictureAddress, type PictureAddress, cropSize } from '@news/contract/pictures';
import type { FeedEntry } from './feedEntry.ts';
import { isoDuration } from './isoDuration.ts';

export interface JsonLdContext {
  /** The item's kind (`publishType`). */
  publishType: string;
  locale: string;
  siteName: string;
  /** The site's logo (its app icon, 512 px). */
  logoUrl: string;
  /** The picture link previews show (the item's own or its share card): one search engines take. */
  previewImage: string;
  /** The item's channel. */
  section: string;
  /**
   * The cover, when it is a processed picture the media library holds (absolute, with its focal
   * point): its crops are then the article's images, with the library's caption and credit.
   */
  cover?: { picture: PictureAddress; note: PictureNote } | undefined;
}

/** A picture story's other pictures, after the cover's crops. */
function others(entry: FeedEntry, cover: NonNullable<JsonLdContext['cover']>): string[] {
  return entry.pictures
    .map((picture) => picture.url)
    .filter((url) => pictureAddress(url)?.base !== cover.picture.base);
}

/** The crops search engines ask an article's images in: 16:9, 4:3 and 1:1. */
const STRUCTURED_CROPS = ['c16x9', 'c4x3', 'c1x1'] as const;

/** The cover's crops as schema.org `ImageObject`s, credited when the library knows by whom. */
function coverImages(cover: NonNullable<JsonLdContext['cover']>): Record<string, unknown>[] {
  const { picture, note } = cover;
  return STRUCTURED_CROPS.map((crop) => ({
    '@type': 'ImageObject',
    url: cropUrl(picture, crop),
    ...cropSize(picture, crop),
    caption: note.caption || undefined,
    creditText: note.credit || undefined,
    copyrightNotice: note.credit || undefined,
  }));
}

const ARTICLE_KINDS = new Set(['TUWEN', 'TUSHUO', 'TUJIE']);

/**
 * schema.org structured data for an item's share page: `NewsArticle` for news and picture items,
 * `VideoObject` for videos; nothing for entries that only open a list, a topic or a replay.
 */
export function itemJsonLd(
  entry: FeedEntry,
  context: JsonLdContext,
): Record<string, unknown> | undefined {
  const images = [
    ...new Set([context.previewImage, ...entry.pictures.map((p) => p.url)].filter(Boolean)),
  ];
  const publisher = {
    '@type': 'Organization',
    name: context.siteName,
    logo: { '@type': 'ImageObject', url: context.logoUrl },
  };
  if (context.publishType === 'SHIPING' && entry.video) {
    return {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: entry.title,
      description: entry.summary || entry.title,
      thumbnailUrl: images,
      uploadDate: entry.published.toISOString(),
      ...(entry.video.durationSeconds > 0
        ? { duration: isoDuration(entry.video.durationSeconds) }
        : {}),
      contentUrl: entry.video.url,
      encodingFormat: entry.video.type || undefined,
      url: entry.url,
      inLanguage: context.locale,
      publisher,
      ...translations(entry),
    };
  }
  if (!ARTICLE_KINDS.has(context.publishType)) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: entry.title,
    description: entry.summary || undefined,
    image: context.cover
      ? [...coverImages(context.cover), ...others(entry, context.cover)]
      : images,
    datePublished: entry.published.toISOString(),
    dateModified: entry.updated.toISOString(),
    author: entry.author
      ? [{ '@type': 'Person', name: entry.author }]
      : [{ '@type': 'Organization', name: context.siteName }],
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': entry.url },
    url: entry.url,
    inLanguage: context.locale,
    articleSection: context.section || undefined,
    keywords: entry.categories.length > 0 ? entry.categories : undefined,
    ...translations(entry),
    ...corrections(entry),
  };
}

/**
 * The item's public corrections (issue 32) as schema.org `CorrectionComment`s, the property
 * search engines read a news article's corrections from; absent when there are none. An update
 * corrects nothing: it shows only in `dateModified`.
 */
function corrections(entry: FeedEntry): Record<string, unknown> {
  const list = entry.corrections.filter((c) => c.kind === 'correction');
  if (list.length === 0) return {};
  return {
    correction: list.map((c) => ({
      '@type': 'CorrectionComment',
      text: c.text,
      datePublished: c.at,
    })),
  };
}

/**
 * The translation relation of schema.org (issue 28): the work this one translates, and the works
 * that translate it, by their share pages (absent when there are none).
 */
function translations(entry: FeedEntry): Record<string, unknown> {
  return {
    ...(entry.translationOf ? { translationOfWork: { '@id': entry.translationOf } } : {}),
    ...(entry.translations.length > 0
      ? { workTranslation: entry.translations.map((url) => ({ '@id': url })) }
      : {}),
  };
}
