import type { z } from 'zod';
import {
  POPUP_FREQUENCIES,
  type Ad,
  type initSchema,
  type memorialDaySchema,
  type popupAdSchema,
  type shareDataSchema,
  type siteHabitSchema,
  type SiteSwitches,
  type startImageSchema,
} from '@news/contract/commonSchemas';
import { parseImageField, resolveImageUrl } from '@news/contract/imageField';
import { isPublishType } from '@news/contract/publishTypes';
import { decodeSpm } from '@news/contract/spm';
import type { SiteInfo } from '@news/contract/sites';
import type { Config } from '../../config.ts';
import { DomainError } from '../shared/DomainError.ts';
import { toCategories } from '../../mappers/contentMappers.ts';
import type { AccessStatisticsRepository } from '../../repositories/AccessStatisticsRepository.ts';
import type { CategoriesRepository } from '../../repositories/CategoriesRepository.ts';
import type { ContentRepository } from '../../repositories/ContentRepository.ts';
import type { SiteConfigRepository } from '../../repositories/SiteConfigRepository.ts';
import type { SitesRepository } from '../../repositories/SitesRepository.ts';
import { isPreviewablePicture, shareCardPath, shareCardVersion } from '../../share/sharePicture.ts';
import type { ShareCardInput } from '../../share/ShareCardRenderer.ts';
import { toAd } from '../reading/HomeService.ts';
import type { Clock } from '../shared/Clock.ts';
import type { PictureLibrary } from '../reading/PictureLibrary.ts';

/** The detail route of each publish type, for share links (docs/product.md §1). */
export function detailPath(
  publishType: string,
  id: string,
  liveId: string,
  specialId: string,
): string {
  if (!isPublishType(publishType)) return `/pages/news-detail/news-detail?id=${id}`;
  switch (publishType) {
    case 'TUSHUO':
      return `/pages/tu-shuo/detail?id=${id}`;
    case 'TUJIE':
      return `/pages/tu-jie/detail?id=${id}`;
    case 'SHIPING':
      return `/pages/video/video-detail1?id=${id}`;
    case 'SHIPINGLIST':
      return `/pages/video/videoList?id=${id}`;
    case 'SPECIAL':
      return `/pages/topic/topic-detail-h5?id=${specialId}`;
    case 'authPublishPlayback':
      return `/pages/auth-publish/playback?id=${liveId}`;
    case 'TUWEN':
      return `/pages/news-detail/news-detail?id=${id}`;
  }
}

export class SiteService {
  constructor(
    private readonly config: Config,
    private readonly sites: SitesRepository,
    private readonly siteConfig: SiteConfigRepository,
    private readonly categories: CategoriesRepository,
    private readonly content: ContentRepository,
    private readonly statistics: AccessStatisticsRepository,
    private readonly clock: Clock,
    /** The media library: the share picture's focal point, for the crop previews show. */
    private readonly pictures: PictureLibrary,
  ) {}

  async startImage(site: SiteInfo): Promise<z.input<typeof startImageSchema>> {
    const [ad] = await this.siteConfig.activeAds(site.id, 'start', this.clock.iso());
    return ad ? { ...toAd(ad), displaySeconds: ad.display_seconds } : null;
  }

  async popupAd(site: SiteInfo): Promise<z.input<typeof popupAdSchema>> {
    const [ad] = await this.siteConfig.activeAds(site.id, 'popup', this.clock.iso());
    if (!ad) return null;
    const frequency = POPUP_FREQUENCIES.find((f) => f === ad.frequency) ?? 'daily';
    return { ...toAd(ad), frequency };
  }

  async ads(site: SiteInfo, position: string): Promise<Ad[]> {
    return (await this.siteConfig.activeAds(site.id, position, this.clock.iso())).map(toAd);
  }

  async memorialDay(site: SiteInfo): Promise<z.input<typeof memorialDaySchema>> {
    const day = await this.siteConfig.activeMemorialDay(site.id, this.clock.iso());
    return day
      ? { isGray: true, title: day.title, startAt: day.start_at, endAt: day.end_at }
      : { isGray: false, title: '', startAt: '', endAt: '' };
  }

  async switches(site: SiteInfo): Promise<SiteSwitches> {
    const values = await this.siteConfig.switches(site.id);
    // Comments and likes are on unless the editors switched them off; auto-login is opt-in.
    return {
      commentEnabled: values.commentEnabled !== 'false',
      likeEnabled: values.likeEnabled !== 'false',
      autoLogin: values.autoLogin === 'true',
    };
  }

  async init(site: SiteInfo, platform: string): Promise<z.input<typeof initSchema>> {
    const [row, categories, switches, version, memorial] = await Promise.all([
      this.sites.find(site.id),
      this.categories.listAll(site.id),
      this.switches(site),
      this.siteConfig.latestAppVersion(platform, site.id),
      this.memorialDay(site),
    ]);
    return {
      site: {
        id: site.id,
        lang: site.lang,
        appUrl: this.config.siteAppUrls[site.lang] ?? row?.app_url ?? '',
        name: site.name,
      },
      channels: toCategories(
        categories.filter((c) => c.is_tab === 1 && c.parent_id === null),
        categories,
      ),
      switches,
      version: version
        ? {
            version: version.version,
            versionCode: version.version_code,
            notes: version.notes,
            url: version.url,
            isForce: version.is_force === 1,
          }
        : null,
      isGray: memorial.isGray,
      serverTime: this.clock.iso(),
    };
  }

  async siteHabit(site: SiteInfo): Promise<z.input<typeof siteHabitSchema>> {
    const categories = await this.categories.list(site.id);
    const tabs = categories.filter((c) => c.is_tab === 1);
    return {
      defaultChannelId: tabs[0] ? String(tabs[0].id) : '',
      hotChannelIds: categories.filter((c) => c.is_home_column === 1).map((c) => String(c.id)),
    };
  }

  /** Share card data for an item (or a page path), with the sharer's spm kept on the link. */
  async shareData(
    site: SiteInfo,
    input: { id?: string | undefined; path?: string | undefined; spm?: string | undefined },
    origin: string,
  ): Promise<z.input<typeof shareDataSchema>> {
    const spm = input.spm && decodeSpm(input.spm) ? input.spm : undefined;
    const withQuery = (path: string): string => {
      const params = new URLSearchParams({ lang: site.lang, ...(spm ? { spm } : {}) });
      return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
    };
    if (input.id) {
      const row = await this.content.find(site.id, Number(input.id), this.clock.iso());
      if (!row) throw DomainError.refused('error.noData');
      const path = withQuery(
        detailPath(
          row.publish_type,
          String(row.id),
          row.live_id === null ? '' : String(row.live_id),
          row.special_id === null ? '' : String(row.special_id),
        ),
      );
      // The link is the crawlable share page: link previews cannot see a hash route, so it
      // carries the card's metadata and sends people on to `path`.
      const spmQuery = spm ? `?spm=${encodeURIComponent(spm)}` : '';
      const cover = parseImageField(row.img);
      const library = await this.pictures.lookup(site.id, [cover]);
      // With its focal point, so the share page picks the crop made around it.
      const picture = resolveImageUrl(library.focus(cover), origin);
      // Previews show JPEG, PNG and WebP only: any other picture (or none) gets a share card.
      const image = isPreviewablePicture(picture)
        ? picture
        : `${origin}${shareCardPath(site.lang, String(row.id), (await this.shareCard(site, String(row.id))).version)}`;
      return {
        title: row.title,
        desc: row.description,
        image,
        link: `${origin}/s/${site.lang}/${String(row.id)}${spmQuery}`,
        path,
      };
    }
    const path = withQuery(
      input.path && input.path.startsWith('/pages/') ? input.path : '/pages/index/index',
    );
    return {
      title: site.name,
      desc: '',
      image: '',
      link: `${origin}/#${path}`,
      path,
    };
  }

  /** What an item's share card shows, and the version that names it. */
  async shareCard(site: SiteInfo, id: string): Promise<ShareCardInput> {
    const row = await this.content.find(site.id, Number(id), this.clock.iso());
    if (!row) throw DomainError.refused('error.noData');
    const picture = parseImageField(row.img);
    const siteName = site.name;
    return {
      lang: site.lang,
      id: String(row.id),
      title: row.title,
      siteName,
      picture,
      version: shareCardVersion({ title: row.title, picture, siteName }),
    };
  }

  async recordAccess(
    site: SiteInfo,
    page: string,
    contentId: string | undefined,
    deviceId: string,
    platform: string,
  ): Promise<void> {
    await this.statistics.record({
      site_id: site.id,
      page,
      content_id: contentId === undefined ? null : Number(contentId),
      device_id: deviceId.slice(0, 64),
      platform: platform.slice(0, 32),
      created_at: this.clock.iso(),
    });
  }

  async hotWords(site: SiteInfo): Promise<string[]> {
    return this.siteConfig.hotWords(site.id);
  }
}
