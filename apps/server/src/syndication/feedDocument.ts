import type { SiteInfo } from '@news/contract/sites';
import { translate } from '../i18n/serverMessages.ts';
import type { FeedSource } from '../services/reading/SyndicationService.ts';
import { iconPath } from '../webManifest/webManifest.ts';
import { toFeedEntry, type FeedEntry } from './feedEntry.ts';
import { feedPath, subjectFeedPath, subjectSharePath } from './syndicationPaths.ts';

/** A feed of a site or of one of its channels, ready to be written as RSS 2.0 or Atom. */
export interface FeedDocument {
  site: SiteInfo;
  siteName: string;
  title: string;
  description: string;
  /** The site's home page. */
  homeUrl: string;
  rssUrl: string;
  atomUrl: string;
  /** A square picture of the site (its app icon). */
  iconUrl: string;
  /** When the newest entry last changed (the epoch for a feed with nothing in it yet). */
  updated: Date;
  entries: FeedEntry[];
}

/** When anything the feed shows last changed. */
export function lastChange(entries: readonly FeedEntry[]): Date {
  return new Date(Math.max(0, ...entries.map((e) => e.updated.getTime())));
}

/** The feed of a site or channel as read from the database, with its addresses on `origin`. */
export function toFeedDocument(source: FeedSource, site: SiteInfo, origin: string): FeedDocument {
  if (source.subject) return toSubjectDocument(source, source.subject, site, origin);
  const channelKey = source.channel?.key;
  const entries = source.items.map((item) => toFeedEntry(item, site, origin));
  const names = { channel: source.channel?.title ?? '', site: source.siteName };
  return {
    site,
    siteName: source.siteName,
    title: source.channel ? translate(site.lang, 'feed.channelTitle', names) : source.siteName,
    description: source.channel
      ? translate(site.lang, 'feed.channelDescription', names)
      : translate(site.lang, 'page.homeDescription'),
    homeUrl: `${origin}/?lang=${site.lang}`,
    rssUrl: `${origin}${feedPath(site.lang, 'rss', channelKey)}`,
    atomUrl: `${origin}${feedPath(site.lang, 'atom', channelKey)}`,
    iconUrl: `${origin}${iconPath('icon-192.png')}`,
    updated: lastChange(entries),
    entries,
  };
}

/** A tag's or an author's feed: its page is the listing's share page (issue 29). */
function toSubjectDocument(
  source: FeedSource,
  subject: NonNullable<FeedSource['subject']>,
  site: SiteInfo,
  origin: string,
): FeedDocument {
  const entries = source.items.map((item) => toFeedEntry(item, site, origin));
  const names = { tag: subject.value, author: subject.value, site: source.siteName };
  return {
    site,
    siteName: source.siteName,
    title: translate(
      site.lang,
      subject.kind === 'tag' ? 'feed.tagTitle' : 'feed.authorTitle',
      names,
    ),
    description: translate(
      site.lang,
      subject.kind === 'tag' ? 'feed.tagDescription' : 'feed.authorDescription',
      names,
    ),
    homeUrl: `${origin}${subjectSharePath(site.lang, subject)}`,
    rssUrl: `${origin}${subjectFeedPath(site.lang, 'rss', subject)}`,
    atomUrl: `${origin}${subjectFeedPath(site.lang, 'atom', subject)}`,
    iconUrl: `${origin}${iconPath('icon-192.png')}`,
    updated: lastChange(entries),
    entries,
  };
}
