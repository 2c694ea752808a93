import { AGREEMENT_KINDS } from '@news/contract/agreementSchemas';
import { POPUP_FREQUENCIES } from '@news/contract/commonSchemas';
import type { z } from 'zod/mini';
import {
  CHANNEL_KINDS,
  VERSION_PLATFORMS,
  type AdInput,
  type ChannelInput,
  type SiteSettings,
  type adsInputSchema,
  type memorialDayInputSchema,
  type popupInputSchema,
  type startImageInputSchema,
  type switchesInputSchema,
  type versionInputSchema,
} from '@news/contract/console/siteSettingsSchemas';
import type { SiteLang } from '@news/contract/sites';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { DomainError } from '../shared/DomainError.ts';
import { sitesOf, type Moderator } from '../moderation/Moderator.ts';
import type { Category } from '../../repositories/CategoriesRepository.ts';
import type { Ad } from '../../repositories/SiteConfigRepository.ts';
import type { AgreementService } from './AgreementService.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import type { PublicChange } from '../shared/PublicChange.ts';

type StartImageInput = z.infer<typeof startImageInputSchema>;
type PopupInput = z.infer<typeof popupInputSchema>;
type AdsInput = z.infer<typeof adsInputSchema>;
type MemorialDayInput = z.infer<typeof memorialDayInputSchema>;
type SwitchesInput = z.infer<typeof switchesInputSchema>;
type VersionInput = z.infer<typeof versionInputSchema>;

/** What the settings page reads: the site's configuration, channels and agreements. */
type SettingsRepositories = Pick<Repositories, 'agreements' | 'categories' | 'siteConfig'>;

const SWITCHES = ['commentEnabled', 'likeEnabled', 'autoLogin'] as const;

function storedAd(ad: Ad) {
  return {
    id: String(ad.id),
    title: ad.title,
    description: ad.description,
    img: ad.img,
    url: ad.url,
    startAt: ad.start_at,
    endAt: ad.end_at,
  };
}

function adRow(siteId: number, position: string, ad: AdInput, sort: number) {
  return {
    site_id: siteId,
    position,
    title: ad.title,
    description: ad.description,
    img: ad.img,
    url: ad.url,
    display_seconds: 0,
    frequency: 'always',
    sort,
    start_at: new Date(ad.startAt).toISOString(),
    end_at: new Date(ad.endAt).toISOString(),
  };
}

/** Refuses a time window that ends before it starts. */
function assertWindow(item: { startAt: string; endAt: string }): void {
  if (Date.parse(item.endAt) <= Date.parse(item.startAt))
    throw DomainError.refused('error.endsBeforeStart');
}

/**
 * A site's operations, for its admins: everything the reader app shows around the content. Each
 * part is saved on its own, in one transaction with its audit entry (before and after), and
 * empties the reader API's cache so readers see it at once.
 */
export class SiteSettingsService {
  constructor(
    private readonly repos: SettingsRepositories,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly agreements: AgreementService,
    private readonly clock: Clock,
    private readonly onPublicChange: (change: PublicChange) => void,
  ) {}

  private siteId(admin: Moderator, site: SiteLang): number {
    const [id] = sitesOf(admin, site);
    if (id === undefined) throw DomainError.notFound();
    return id;
  }

  async get(admin: Moderator, site: SiteLang): Promise<SiteSettings> {
    return this.read(this.repos, site, this.siteId(admin, site));
  }

  private async read(
    repos: SettingsRepositories,
    site: SiteLang,
    siteId: number,
  ): Promise<SiteSettings> {
    const config = repos.siteConfig;
    const categories = repos.categories;
    const [start, popup, banner, feed, days, hotWords, switches, channels, items] =
      await Promise.all([
        config.adsOf(siteId, 'start'),
        config.adsOf(siteId, 'popup'),
        config.adsOf(siteId, 'banner'),
        config.adsOf(siteId, 'feed'),
        config.memorialDays(siteId),
        config.hotWords(siteId, 1000),
        config.switches(siteId),
        categories.listAll(siteId),
        categories.itemCounts(siteId),
      ]);
    const versions = [];
    for (const platform of VERSION_PLATFORMS) {
      const v = await config.latestAppVersion(platform, siteId);
      if (v)
        versions.push({
          platform,
          version: v.version,
          versionCode: v.version_code,
          notes: v.notes,
          url: v.url,
          isForce: v.is_force === 1,
        });
    }
    const startAd = start[0];
    const popupAd = popup[0];
    const keyOf = new Map(channels.map((c) => [c.id, c.key]));
    return {
      site,
      startImage: startAd
        ? { ...storedAd(startAd), displaySeconds: startAd.display_seconds }
        : null,
      popup: popupAd
        ? {
            ...storedAd(popupAd),
            frequency: POPUP_FREQUENCIES.find((f) => f === popupAd.frequency) ?? 'daily',
          }
        : null,
      ads: { banner: banner.map(storedAd), feed: feed.map(storedAd) },
      memorialDays: days.map((d) => ({
        id: String(d.id),
        title: d.title,
        startAt: d.start_at,
        endAt: d.end_at,
      })),
      hotWords,
      switches: {
        commentEnabled: switches.commentEnabled !== 'false',
        likeEnabled: switches.likeEnabled !== 'false',
        autoLogin: switches.autoLogin === 'true',
      },
      versions,
      channels: channels.map((c) => ({
        id: String(c.id),
        key: c.key,
        title: c.title,
        kind: CHANNEL_KINDS.find((k) => k === c.kind) ?? 'news',
        parent: c.parent_id === null ? '' : (keyOf.get(c.parent_id) ?? ''),
        isTab: c.is_tab === 1,
        isHomeColumn: c.is_home_column === 1,
        latitude: c.latitude,
        longitude: c.longitude,
        items: items.get(c.id) ?? 0,
      })),
      agreements: await this.agreements.summary(site, AGREEMENT_KINDS, repos),
    };
  }

  /**
   * Runs one change of the site's settings with its audit entry: `change` writes and returns
   * what the part was before and is after; then readers are told.
   */
  private async change(
    admin: Moderator,
    site: SiteLang,
    action: string,
    change: (tx: Repositories, siteId: number) => Promise<{ before: unknown; after: unknown }>,
  ): Promise<SiteSettings> {
    const siteId = this.siteId(admin, site);
    const settings = await this.transaction(async (tx) => {
      const { before, after } = await change(tx, siteId);
      await this.audit.record(tx, admin.actor, {
        action: `site.${action}`,
        target: { type: 'site', id: site },
        siteId,
        before,
        after,
      });
      return this.read(tx, site, siteId);
    });
    this.onPublicChange({ scope: 'site', siteId });
    return settings;
  }

  /** The start image (or none): one at a time, shown for its seconds at a cold start. */
  async setStartImage(admin: Moderator, site: SiteLang, input: StartImageInput | null) {
    if (input) assertWindow(input);
    return this.change(admin, site, 'startImage', async (tx, siteId) => {
      const config = tx.siteConfig;
      const before = (await config.adsOf(siteId, 'start')).map(storedAd)[0] ?? null;
      await config.replaceAds(
        siteId,
        'start',
        input
          ? [{ ...adRow(siteId, 'start', input, 0), display_seconds: input.displaySeconds }]
          : [],
      );
      return { before, after: input };
    });
  }

  async setPopup(admin: Moderator, site: SiteLang, input: PopupInput | null) {
    if (input) assertWindow(input);
    return this.change(admin, site, 'popup', async (tx, siteId) => {
      const config = tx.siteConfig;
      const before = (await config.adsOf(siteId, 'popup')).map(storedAd)[0] ?? null;
      await config.replaceAds(
        siteId,
        'popup',
        input ? [{ ...adRow(siteId, 'popup', input, 0), frequency: input.frequency }] : [],
      );
      return { before, after: input };
    });
  }

  async setAds(admin: Moderator, site: SiteLang, input: AdsInput) {
    for (const ad of [...input.banner, ...input.feed]) assertWindow(ad);
    return this.change(admin, site, 'ads', async (tx, siteId) => {
      const config = tx.siteConfig;
      const before = {
        banner: (await config.adsOf(siteId, 'banner')).map(storedAd),
        feed: (await config.adsOf(siteId, 'feed')).map(storedAd),
      };
      for (const position of ['banner', 'feed'] as const)
        await config.replaceAds(
          siteId,
          position,
          input[position].map((ad, sort) => adRow(siteId, position, ad, sort)),
        );
      return { before, after: input };
    });
  }

  /** Memorial days: the reader app turns grey while one runs. */
  async setMemorialDays(admin: Moderator, site: SiteLang, days: readonly MemorialDayInput[]) {
    for (const day of days) assertWindow(day);
    return this.change(admin, site, 'memorialDays', async (tx, siteId) => {
      const config = tx.siteConfig;
      const before = (await config.memorialDays(siteId)).map((d) => ({
        title: d.title,
        startAt: d.start_at,
        endAt: d.end_at,
      }));
      const after = days.map((d) => ({
        title: d.title,
        startAt: new Date(d.startAt).toISOString(),
        endAt: new Date(d.endAt).toISOString(),
      }));
      await config.replaceMemorialDays(
        siteId,
        after.map((d) => ({
          site_id: siteId,
          title: d.title,
          start_at: d.startAt,
          end_at: d.endAt,
        })),
      );
      return { before, after };
    });
  }

  async setHotWords(admin: Moderator, site: SiteLang, words: readonly string[]) {
    const after = [...new Set(words.map((w) => w.trim()))].filter(Boolean);
    return this.change(admin, site, 'hotWords', async (tx, siteId) => {
      const config = tx.siteConfig;
      const before = await config.hotWords(siteId, 1000);
      await config.replaceHotWords(siteId, after);
      return { before, after };
    });
  }

  async setSwitches(admin: Moderator, site: SiteLang, input: SwitchesInput) {
    return this.change(admin, site, 'switches', async (tx, siteId) => {
      const config = tx.siteConfig;
      const stored = await config.switches(siteId);
      const before = {
        commentEnabled: stored.commentEnabled !== 'false',
        likeEnabled: stored.likeEnabled !== 'false',
        autoLogin: stored.autoLogin === 'true',
      };
      for (const key of SWITCHES) await config.setSwitch(siteId, key, String(input[key]));
      return { before, after: input };
    });
  }

  /** A new version of the app offered on the site: the upgrade prompt names it and its notes. */
  async setVersion(admin: Moderator, site: SiteLang, input: VersionInput) {
    return this.change(admin, site, 'version', async (tx, siteId) => {
      const config = tx.siteConfig;
      const current = await config.latestAppVersion(input.platform, siteId);
      await config.insertAppVersion({
        platform: input.platform,
        version: input.version,
        version_code: input.versionCode,
        notes: input.notes,
        url: input.url,
        is_force: input.isForce ? 1 : 0,
        published_at: this.clock.iso(),
        site_id: siteId,
      });
      return {
        before: current
          ? {
              platform: input.platform,
              version: current.version,
              versionCode: current.version_code,
            }
          : null,
        after: input,
      };
    });
  }

  /**
   * The channels in their new order: renamed, moved, changed and new ones. Every existing
   * channel must be in the list (items live in them); a new one needs a key no channel has.
   */
  async setChannels(admin: Moderator, site: SiteLang, input: readonly ChannelInput[]) {
    return this.change(admin, site, 'channels', async (tx, siteId) => {
      const categories = tx.categories;
      const existing = await categories.listAll(siteId);
      const byId = new Map(existing.map((c) => [String(c.id), c]));
      const given = new Set(input.filter((c) => c.id !== '').map((c) => c.id));
      if (given.size !== input.filter((c) => c.id !== '').length)
        throw DomainError.refused('error.channelTwice');
      for (const id of given)
        if (!byId.has(id)) throw DomainError.refused('error.channelNotOfSite');
      if (existing.some((c) => !given.has(String(c.id))))
        throw DomainError.refused('error.channelMissing');
      const keys = new Set<string>();
      for (const channel of input) {
        const key = channel.id === '' ? channel.key : (byId.get(channel.id)?.key ?? channel.key);
        if (keys.has(key)) throw DomainError.refused('error.channelKeyTaken', { key });
        keys.add(key);
      }
      const before = existing.map(describeChannel(existing));
      // Parents first, so a new child can point at a new parent by its key.
      const ids = new Map(existing.map((c) => [c.key, c.id]));
      const ordered = [...input.entries()].sort(
        ([, a], [, b]) => Number(a.parent !== '') - Number(b.parent !== ''),
      );
      for (const [sort, channel] of ordered) {
        const key = channel.id === '' ? channel.key : (byId.get(channel.id)?.key ?? channel.key);
        const parentId =
          channel.parent === ''
            ? null
            : (ids.get(channel.parent) ?? byId.get(channel.parent)?.id ?? Number.NaN);
        if (parentId !== null && (Number.isNaN(parentId) || parentId === ids.get(key)))
          throw DomainError.refused('error.channelParent');
        const fields = {
          title: channel.title,
          kind: channel.kind,
          parent_id: parentId,
          is_tab: channel.isTab ? 1 : 0,
          is_home_column: channel.isHomeColumn ? 1 : 0,
          sort,
          latitude: channel.latitude,
          longitude: channel.longitude,
        };
        if (channel.id === '') {
          const id = await categories.insert({ ...fields, site_id: siteId, key, domain: key });
          ids.set(key, id);
        } else await categories.update(Number(channel.id), fields);
      }
      const saved = await categories.listAll(siteId);
      const after = saved.map(describeChannel(saved));
      return { before, after };
    });
  }

  async saveAgreement(
    admin: Moderator,
    site: SiteLang,
    kind: (typeof AGREEMENT_KINDS)[number],
    body: string,
  ) {
    return this.agreements.save(admin, site, kind, body);
  }

  async agreementHistory(admin: Moderator, site: SiteLang, kind: (typeof AGREEMENT_KINDS)[number]) {
    return this.agreements.history(admin, site, kind);
  }
}

/** A channel as the audit log keeps it. */
function describeChannel(all: readonly Category[]) {
  const keyOf = new Map(all.map((c) => [c.id, c.key]));
  return (c: Category) => ({
    key: c.key,
    title: c.title,
    kind: c.kind,
    parent: c.parent_id === null ? '' : (keyOf.get(c.parent_id) ?? ''),
    isTab: c.is_tab === 1,
    isHomeColumn: c.is_home_column === 1,
    latitude: c.latitude,
    longitude: c.longitude,
  });
}
