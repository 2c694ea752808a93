import { z } from 'zod/mini';
import { categorySchema, idParamSchema } from './contentSchemas.ts';
import { languageEntrySchema } from './languageEntry.ts';
import { PLATFORMS } from './signing.ts';

export const adSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  img: z.string(),
  url: z.string(),
});
export type Ad = z.infer<typeof adSchema>;

const AD_POSITIONS = ['banner', 'start', 'popup', 'feed'] as const;
export const adsQuerySchema = z.object({ position: z.enum(AD_POSITIONS) });

/** `GET /cms/content/getAppStartImg`: null when no start image runs now. */
export const startImageSchema = z.nullable(
  z.extend(adSchema, { displaySeconds: z.int().check(z.gte(0)) }),
);

export const POPUP_FREQUENCIES = ['once', 'daily', 'always'] as const;
/**
 * `GET /cms/content/getAppPopAd`. The client shows it when `frequency` allows: `once` ever per
 * device (remembered by `id`), `daily` once per calendar day, `always` on every start.
 */
export const popupAdSchema = z.nullable(
  z.extend(adSchema, { frequency: z.enum(POPUP_FREQUENCIES) }),
);

/** `GET /cms/content/getAppMemorialdayConfig`: grey mode is on while a memorial day runs. */
export const memorialDaySchema = z.object({
  isGray: z.boolean(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
});

/** `GET /mdiy/config/get.do`. */
export const siteSwitchesSchema = z.object({
  commentEnabled: z.boolean(),
  likeEnabled: z.boolean(),
  autoLogin: z.boolean(),
});
export type SiteSwitches = z.infer<typeof siteSwitchesSchema>;

const appVersionSchema = z.object({
  version: z.string(),
  versionCode: z.int(),
  notes: z.string(),
  url: z.string(),
  isForce: z.boolean(),
});

/** `GET index/init`: everything the app needs at start, in one call. */
export const initSchema = z.object({
  site: languageEntrySchema,
  channels: z.array(categorySchema),
  switches: siteSwitchesSchema,
  version: z.nullable(appVersionSchema),
  isGray: z.boolean(),
  serverTime: z.string(),
});

export const initQuerySchema = z.object({ platform: z._default(z.enum(PLATFORMS), 'H5') });

/** `GET /cms/category/getAppSiteHabit`: the site's reading habits for the client to adapt to. */
export const siteHabitSchema = z.object({
  defaultChannelId: z.string(),
  hotChannelIds: z.array(z.string()),
});

/** `GET /statistics/accessStatistics/in.do`: fire and forget. */
export const accessStatisticsQuerySchema = z.object({
  page: z.string().check(z.minLength(1), z.maxLength(200)),
  contentId: z.optional(idParamSchema),
});

export const hitQuerySchema = z.object({ id: idParamSchema });
export const hitResultSchema = z.object({ hit: z.int(), counted: z.boolean() });

/** `POST /wechat/getWechatShareData`: what a share card shows. */
export const shareDataQuerySchema = z.object({
  id: z.optional(idParamSchema),
  /** The app path being shared when it is not an item (a channel, a topic list). */
  path: z.optional(z.string().check(z.maxLength(500))),
  spm: z.optional(z.string().check(z.maxLength(100))),
});
export const shareDataSchema = z.object({
  title: z.string(),
  desc: z.string(),
  image: z.string(),
  link: z.string(),
  path: z.string(),
});
