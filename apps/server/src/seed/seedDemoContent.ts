import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.ts';
import { APP_VERSION, APP_VERSION_CODE } from '@news/contract/constants';
import { PICTURE_DEFAULT_WIDTH } from '@news/contract/pictures';
import { SITES, type SiteInfo } from '@news/contract/sites';
import type { Database } from '../db/schema.ts';
import { DEMO_MEDIA_PREFIX, LIVE_STREAM_PATH } from '../media/mediaPaths.ts';
import { CategoriesRepository } from '../repositories/CategoriesRepository.ts';
import { CollectionsRepository } from '../repositories/CollectionsRepository.ts';
import { ContentRepository } from '../repositories/ContentRepository.ts';
import { LiveRepository } from '../repositories/LiveRepository.ts';
import { SiteConfigRepository } from '../repositories/SiteConfigRepository.ts';
import { SitesRepository } from '../repositories/SitesRepository.ts';
import { SpecialsRepository } from '../repositories/SpecialsRepository.ts';
import { createSearchIndex } from '../search/createSearchIndex.ts';
import { ContentWriter } from '../services/editorial/ContentWriter.ts';
import { DirectoryMediaStore } from '../upload/DirectoryMediaStore.ts';
import type { MediaStore } from '../upload/MediaStore.ts';
import { lastOccurrence, nextOccurrence } from './calendarDate.ts';
import { demoImageSvg } from './demoImage.ts';
import { paragraphsToHtml } from './paragraphsToHtml.ts';
import { DemoPhotoCache, SHARED_DEMO_PHOTO_DIR } from './photos/DemoPhotoCache.ts';
import { DemoPhotos, type StoredPhoto } from './photos/DemoPhotos.ts';
import { seedPictureLibrary, type DemoPictureUse } from './photos/seedPictureLibrary.ts';
import { SCENE_WORDS } from './photos/sceneWords.ts';
import type { SeedItem, SiteContent } from './siteContentSchema.ts';
import { validateSiteContent } from './validateSiteContent.ts';
import { linkDemoVersions } from './linkDemoVersions.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DEMO_CLIP_SECONDS = 8;

interface SeedOptions {
  dataDir: string;
  /** Where the demo pictures go; a directory store over `dataDir/media` when not given. */
  media?: MediaStore;
  /**
   * Where the demo photographs are kept once made (`DemoPhotoCache`), so that seeding again costs
   * file copies, not seconds of CPU each; a directory under the system's temporary one when not
   * given (what tests share).
   */
  photoCache?: string;
  /** The database engine, for its search index. */
  dialect: DialectName;
  now?: Date;
  /** Replace a site's demo content even if it was seeded before. */
  force?: boolean;
  /** Only these sites (all five by default). */
  sites?: readonly SiteInfo[];
}

interface SeedReport {
  seeded: string[];
  skipped: string[];
}

/** The site's demo content, or undefined for a language the demo has no file for. */
export function loadSiteContent(lang: string): SiteContent | undefined {
  const file = join(import.meta.dirname, 'content', `${lang}.json`);
  if (!existsSync(file)) return undefined;
  return validateSiteContent(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * Loads the demo content of every site that has none yet (or of all, with `force`), in one
 * transaction per site, so a failure leaves a site either fully seeded or untouched. Running
 * it again changes nothing: that is what makes it safe on every start. Several servers starting
 * together over one database (a cluster) seed each site once: a site's transaction begins by
 * writing the site's row, which holds it until the transaction ends, so another server's seed
 * waits there and then finds the site seeded.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const report: SeedReport = { seeded: [], skipped: [] };
  const media = options.media ?? new DirectoryMediaStore(join(options.dataDir, 'media'));
  const images = new DemoImageWriter(media);
  // Made (or copied from the cache) only when a site is to be seeded, and outside its
  // transaction: a start that finds every site seeded costs nothing.
  let photos: Promise<DemoPhotos> | undefined;
  const demoPhotos = (): Promise<DemoPhotos> =>
    (photos ??= DemoPhotos.store(
      new DemoPhotoCache(options.photoCache ?? SHARED_DEMO_PHOTO_DIR),
      media,
    ));
  for (const site of options.sites ?? SITES) {
    const content = loadSiteContent(site.lang);
    if (!content) {
      report.skipped.push(site.lang);
      continue;
    }
    const before = await new SitesRepository(db).find(site.id);
    if (!before?.seeded_at || options.force) await demoPhotos();
    const seeded = await db.transaction().execute(async (trx) => {
      const sites = new SitesRepository(trx);
      await sites.upsert({ id: site.id, lang: site.lang, name: site.name, appUrl: '' });
      await seedAppVersions(trx, now);
      const existing = await sites.find(site.id);
      if (existing?.seeded_at && !options.force) return false;
      const search = createSearchIndex(options.dialect, trx);
      if (existing?.seeded_at) {
        await search.remove(await new ContentRepository(trx).idsOfSite(site.id));
        await deleteSiteContent(trx, site.id);
      }
      await seedSite(
        trx,
        site,
        content,
        now,
        { images, photos: await demoPhotos() },
        new ContentWriter(new ContentRepository(trx), search),
      );
      await sites.markSeeded(site.id, now.toISOString());
      return true;
    });
    (seeded ? report.seeded : report.skipped).push(site.lang);
  }
  // After every site: a story's versions are on several.
  if (report.seeded.length > 0)
    await db.transaction().execute((trx) => linkDemoVersions(trx, options.dialect, now));
  return report;
}

class DemoImageWriter {
  constructor(private readonly media: MediaStore) {}

  /** Stores the picture for `seed` and returns its URL (relative: the content host serves it). */
  url(seed: string): Promise<string> {
    return this.media.put(Buffer.from(demoImageSvg(seed)), 'svg', 'seed');
  }
}

function addressSize(photo: StoredPhoto): { width: number; height: number } {
  const width = Math.min(photo.width, PICTURE_DEFAULT_WIDTH);
  return { width, height: Math.round((photo.height * width) / photo.width) };
}

function imageField(url: string): string {
  return JSON.stringify([{ url }]);
}

/** A stable pseudo-random count from a key, so demo view and like counts survive re-seeding. */
function demoCount(key: string, max: number): number {
  const n = createHash('sha256').update(key).digest().readUInt32BE(0);
  return n % max;
}

async function seedAppVersions(db: Kysely<Database>, now: Date): Promise<void> {
  const config = new SiteConfigRepository(db);
  for (const platform of ['H5', 'App']) {
    if (await config.latestAppVersion(platform)) continue;
    await config.insertAppVersion({
      platform,
      version: APP_VERSION,
      version_code: APP_VERSION_CODE,
      notes: '',
      url: '',
      is_force: 0,
      published_at: now.toISOString(),
    });
  }
}

async function deleteSiteContent(db: Kysely<Database>, siteId: number): Promise<void> {
  const contentIds = db.selectFrom('content').select('id').where('site_id', '=', siteId);
  const liveIds = db.selectFrom('live_broadcasts').select('id').where('site_id', '=', siteId);
  const specialIds = db.selectFrom('specials').select('id').where('site_id', '=', siteId);
  const sectionIds = db
    .selectFrom('special_sections')
    .select('id')
    .where('special_id', 'in', specialIds);
  await db.deleteFrom('special_section_items').where('section_id', 'in', sectionIds).execute();
  await db.deleteFrom('special_sections').where('special_id', 'in', specialIds).execute();
  await db.deleteFrom('content_images').where('content_id', 'in', contentIds).execute();
  await db.deleteFrom('picture_uses').where('site_id', '=', siteId).execute();
  // The demo's library rows (nobody uploaded them); a picture staff brought in stays.
  await db
    .deleteFrom('pictures')
    .where('site_id', '=', siteId)
    .where('uploaded_by', 'is', null)
    .execute();
  // The site's items leave their groups of language versions; the other sites' versions stay.
  await db.deleteFrom('content_versions').where('site_id', '=', siteId).execute();
  // Notes, their mentions and public corrections belong to the items that go with them.
  await db
    .deleteFrom('note_mentions')
    .where('note_id', 'in', db.selectFrom('item_notes').select('id').where('site_id', '=', siteId))
    .execute();
  await db.deleteFrom('item_notes').where('site_id', '=', siteId).execute();
  await db.deleteFrom('item_corrections').where('site_id', '=', siteId).execute();
  await db.deleteFrom('content').where('site_id', '=', siteId).execute();
  await db.deleteFrom('specials').where('site_id', '=', siteId).execute();
  await db.deleteFrom('live_segments').where('live_id', 'in', liveIds).execute();
  await db.deleteFrom('live_messages').where('live_id', 'in', liveIds).execute();
  await db.deleteFrom('live_broadcasts').where('site_id', '=', siteId).execute();
  await db.deleteFrom('video_collections').where('site_id', '=', siteId).execute();
  await db
    .deleteFrom('categories')
    .where('site_id', '=', siteId)
    .where('parent_id', 'is not', null)
    .execute();
  await db.deleteFrom('categories').where('site_id', '=', siteId).execute();
  await db.deleteFrom('ads').where('site_id', '=', siteId).execute();
  await db.deleteFrom('memorial_days').where('site_id', '=', siteId).execute();
  await db.deleteFrom('hot_words').where('site_id', '=', siteId).execute();
  await db.deleteFrom('mdiy_config').where('site_id', '=', siteId).execute();
}

async function seedSite(
  db: Kysely<Database>,
  site: SiteInfo,
  content: SiteContent,
  now: Date,
  { images, photos }: { images: DemoImageWriter; photos: DemoPhotos },
  writer: ContentWriter,
): Promise<void> {
  const at = (offsetMs: number): string => new Date(now.getTime() + offsetMs).toISOString();
  const seedKey = (key: string): string => `${site.lang}:${key}`;
  const categories = new CategoriesRepository(db);
  const collections = new CollectionsRepository(db);
  const specials = new SpecialsRepository(db);
  const lives = new LiveRepository(db);
  const config = new SiteConfigRepository(db);
  const shown: StoredPhoto[] = [];
  const uses: DemoPictureUse[] = [];
  /** A photograph's address, noted for the site's media library. */
  const photo = (stored: StoredPhoto): string => {
    shown.push(stored);
    return stored.url;
  };

  const categoryIds = new Map<string, number>();
  // Parents first, so children can point at them.
  const ordered = [
    ...content.channels.filter((c) => !c.parent),
    ...content.channels.filter((c) => c.parent),
  ];
  for (const channel of ordered) {
    const id = await categories.insert({
      site_id: site.id,
      parent_id: channel.parent ? (categoryIds.get(channel.parent) ?? null) : null,
      key: channel.key,
      title: channel.title,
      kind: channel.kind,
      is_tab: channel.tab ? 1 : 0,
      is_home_column: channel.homeColumn ? 1 : 0,
      sort: content.channels.indexOf(channel),
      domain: channel.key,
      latitude: channel.location?.latitude ?? null,
      longitude: channel.location?.longitude ?? null,
    });
    categoryIds.set(channel.key, id);
  }

  const collectionIds = new Map<string, number>();
  for (const [sort, collection] of content.collections.entries()) {
    const id = await collections.insert({
      site_id: site.id,
      key: collection.key,
      title: collection.title,
      description: collection.description,
      cover: photo(photos.for(collection.key)),
      sort,
      created_at: at(-30 * DAY_MS),
    });
    collectionIds.set(collection.key, id);
  }

  const liveIds = new Map<string, number>();
  for (const [index, live] of content.lives.entries()) {
    const start = live.on
      ? lastOccurrence(live.on, now, site.timeZone).getTime()
      : now.getTime() + (live.startsInHours ?? 0) * HOUR_MS;
    const clip = (index % 3) + 1;
    const id = await lives.insert({
      site_id: site.id,
      key: live.key,
      title: live.title,
      description: live.description,
      host: live.host,
      cover_img: imageField(photo(photos.for(live.key))),
      status: live.status === 'upcoming' ? 'preview' : live.status === 'live' ? 'live' : 'playback',
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + live.durationHours * HOUR_MS).toISOString(),
      stream_url: live.status === 'live' ? LIVE_STREAM_PATH : '',
      replay_url: live.status === 'replay' ? `${DEMO_MEDIA_PREFIX}hls/clip${clip}/index.m3u8` : '',
      created_at: at(-7 * DAY_MS),
    });
    liveIds.set(live.key, id);
    await lives.insertSegments(
      (live.segments ?? []).map((segment, sort) => ({
        live_id: id,
        title: segment.title,
        // Chapters point into the demo replay clip, spread over its length.
        offset_seconds: Math.min(
          DEMO_CLIP_SECONDS - 1,
          Math.round((sort * DEMO_CLIP_SECONDS) / (live.segments?.length ?? 1)),
        ),
        sort,
      })),
    );
    await lives.insertMessages(
      live.posts.map((post) => ({
        live_id: id,
        kind: post.kind,
        author: post.author,
        content: post.text,
        image: '',
        created_at: new Date(
          // An upcoming broadcast's announcements were posted before it; the others' during it.
          live.status === 'upcoming'
            ? now.getTime() - (post.minutesAfterStart + 60) * 60_000
            : start + post.minutesAfterStart * 60_000,
        ).toISOString(),
      })),
    );
  }

  const specialIds = new Map<string, number>();
  for (const [sort, topic] of content.topics.entries()) {
    const id = await specials.insert({
      site_id: site.id,
      key: topic.key,
      title: topic.title,
      description: topic.description,
      banner_img: imageField(photo(topicPhotos(topic.key).banner)),
      cover_img: imageField(photo(topicPhotos(topic.key).cover)),
      is_banner: sort < 2 ? 1 : 0,
      sort,
      publish_date: topic.on
        ? lastOccurrence(topic.on, now, site.timeZone).toISOString()
        : at(-(sort + 1) * DAY_MS),
    });
    specialIds.set(topic.key, id);
  }

  const contentIds = new Map<string, number>();
  const collectionPositions = new Map<string, number>();
  for (const item of content.items) {
    const id = await insertItem(item);
    contentIds.set(item.key, id);
  }

  for (const topic of content.topics) {
    const specialId = specialIds.get(topic.key);
    if (specialId === undefined) continue;
    for (const [sort, section] of topic.sections.entries()) {
      const ids = section.items
        .map((k) => contentIds.get(k))
        .filter((v): v is number => v !== undefined);
      await specials.insertSection({ special_id: specialId, title: section.title, sort }, ids);
    }
  }

  await seedPictureLibrary(db, site, shown, uses, at(-30 * DAY_MS));

  const adStart = at(-DAY_MS);
  const adEnd = at(3650 * DAY_MS);
  const bannerImages = await Promise.all(
    content.ads.banners.map((_, sort) => images.url(seedKey(`ad-banner:${sort}`))),
  );
  await config.insertAds([
    ...content.ads.banners.map((banner, sort) => ({
      site_id: site.id,
      position: 'banner',
      title: banner.title,
      description: '',
      img: bannerImages[sort] ?? '',
      url: banner.url,
      display_seconds: 0,
      frequency: 'always',
      sort,
      start_at: adStart,
      end_at: adEnd,
    })),
    {
      site_id: site.id,
      position: 'start',
      title: content.ads.startImage.title,
      description: '',
      img: await images.url(seedKey('ad-start')),
      url: content.ads.startImage.url,
      display_seconds: 3,
      frequency: 'always',
      sort: 0,
      start_at: adStart,
      end_at: adEnd,
    },
    {
      site_id: site.id,
      position: 'popup',
      title: content.ads.popup.title,
      description: content.ads.popup.description,
      img: await images.url(seedKey('ad-popup')),
      url: content.ads.popup.url,
      display_seconds: 0,
      frequency: 'daily',
      sort: 0,
      start_at: adStart,
      end_at: adEnd,
    },
  ]);

  // The day the provider's sites turn grey, the next time it comes: the newsroom sees it ahead.
  const memorialStart = nextOccurrence(content.memorialDay.on, now, site.timeZone).getTime();
  await config.insertMemorialDay({
    site_id: site.id,
    title: content.memorialDay.title,
    start_at: new Date(memorialStart).toISOString(),
    end_at: new Date(memorialStart + DAY_MS).toISOString(),
  });
  await config.insertHotWords(
    content.hotWords.map((word, sort) => ({ site_id: site.id, word, sort })),
  );
  await config.setSwitch(site.id, 'commentEnabled', 'true');
  await config.setSwitch(site.id, 'likeEnabled', 'true');
  await config.setSwitch(site.id, 'autoLogin', 'false');

  async function insertItem(item: SeedItem): Promise<number> {
    const categoryId = categoryIds.get(item.channel);
    if (categoryId === undefined) throw new Error(`unknown channel ${item.channel}`);
    const published = item.on
      ? lastOccurrence(item.on, now, site.timeZone).toISOString()
      : at(-(item.hoursAgo ?? 0) * HOUR_MS);
    // A topic's or a broadcast's item shows the topic's or the broadcast's own cover, as the
    // console writes them.
    const coverPhoto = item.topic
      ? topicPhotos(item.topic).cover
      : photos.for(item.live ?? item.key);
    const [figurePhoto] = photos.series(item.key, 2).slice(1);
    const gallery = photos.series(item.key, item.images?.length ?? 0);
    const cover = photo(coverPhoto);
    const isVideo = item.publishType === 'SHIPING';
    const clip = item.video ?? 1;
    // A video's cover too is a photograph from the pipeline, as an editor's upload would be (the
    // clips' own frames are drawings, without renditions for a card or a poster).
    let img = imageField(cover);
    const pictureUrls = gallery.map(photo);
    if (pictureUrls[0]) img = imageField(pictureUrls[0]);
    const collectionKey = item.collection;
    let collectionPosition = 0;
    if (isVideo && collectionKey) {
      collectionPosition = collectionPositions.get(collectionKey) ?? 0;
      collectionPositions.set(collectionKey, collectionPosition + 1);
    }
    const figure =
      item.body && item.publishType === 'TUWEN' && item.body.length >= 3 && figurePhoto
        ? {
            src: photo(figurePhoto),
            alt: SCENE_WORDS[figurePhoto.scene.key][site.lang].alt,
            // The size of the file at the address, the one a client that knows no renditions shows.
            ...addressSize(figurePhoto),
            caption: item.description,
          }
        : undefined;
    const body = item.body ? paragraphsToHtml(item.body, item.subheadings, figure) : '';
    const id = await writer.insert(
      {
        site_id: site.id,
        category_id: categoryId,
        key: item.key,
        publish_type: item.publishType,
        title: item.title,
        description: item.description,
        author: item.author,
        source: item.source,
        body_html: body,
        img,
        out_link: item.outLink ?? '',
        ads_img: item.adsUrl ? cover : '',
        ads_url: item.adsUrl ?? '',
        live_id: item.live ? (liveIds.get(item.live) ?? null) : null,
        collection_id: collectionKey ? (collectionIds.get(collectionKey) ?? null) : null,
        collection_position: collectionPosition,
        special_id: item.topic ? (specialIds.get(item.topic) ?? null) : null,
        video_url: isVideo ? `${DEMO_MEDIA_PREFIX}video/clip${clip}.mp4` : '',
        video_hls_url: isVideo ? `${DEMO_MEDIA_PREFIX}hls/clip${clip}/index.m3u8` : '',
        duration_s: isVideo ? DEMO_CLIP_SECONDS : 0,
        typeurl: '',
        tags: JSON.stringify(item.tags ?? []),
        comment_enabled: item.commentsOff ? 0 : 1,
        is_headline: item.headline ? 1 : 0,
        is_banner: item.banner ? 1 : 0,
        hit: 50 + demoCount(`hit:${item.key}`, 20_000),
        like_count: demoCount(`like:${item.key}`, 800),
        comment_count: 0,
        collect_count: demoCount(`collect:${item.key}`, 200),
        share_count: demoCount(`share:${item.key}`, 300),
        status: 'published',
        publish_date: published,
        created_at: published,
        updated_at: published,
      },
      (item.images ?? []).map((image, position) => ({
        position,
        url: pictureUrls[position] ?? cover,
        caption: image.caption,
        width: gallery[position]?.width ?? coverPhoto.width,
        height: gallery[position]?.height ?? coverPhoto.height,
      })),
    );
    if (!isVideo) uses.push({ url: pictureUrls[0] ?? cover, contentId: id, kind: 'cover' });
    if (item.topic && item.publishType === 'SPECIAL')
      uses.push({ url: topicPhotos(item.topic).banner.url, contentId: id, kind: 'banner' });
    if (figure) uses.push({ url: figure.src, contentId: id, kind: 'body' });
    for (const url of pictureUrls) uses.push({ url, contentId: id, kind: 'gallery' });
    return id;
  }

  /** A topic's cover and its banner: two photographs of its own. */
  function topicPhotos(key: string): { cover: StoredPhoto; banner: StoredPhoto } {
    const [cover = photos.for(key), banner = cover] = photos.series(key, 2);
    return { cover, banner };
  }
}
