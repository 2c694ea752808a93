import { z } from 'zod/mini';
import { AGREEMENT_KINDS } from '../agreementSchemas.ts';
import { POPUP_FREQUENCIES } from '../commonSchemas.ts';
import { idSchema, idTextSchema } from '../contentSchemas.ts';
import { SITE_LANGS } from '../sites.ts';
import { webUrlSchema } from './itemSchemas.ts';
import { isMediaUrl } from './urls.ts';

/*
 * A site's operations (issue 16, admins): what the reader app shows around the content — the
 * start image, the pop-up ad, the list ads, memorial days (grey mode), hot words, the comment and
 * like switches, the app version and its upgrade notes, the channels, and the agreement texts.
 * Each part is read with the rest and saved on its own; every save reaches readers at once.
 */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const isoTime = z.iso.datetime({ offset: true });
const picture = z.string().check(z.minLength(1), z.refine(isMediaUrl, 'not an allowed address'));

/** When an ad, a start image or a memorial day runs: from `startAt` until `endAt`. */
const runs = { startAt: isoTime, endAt: isoTime };

export const adInputSchema = z.object({
  title: requiredText(100),
  description: text(500),
  /** The picture: an upload of the site or an https address. */
  img: picture,
  /** Where a tap goes ('' for nowhere). */
  url: webUrlSchema,
  ...runs,
});
export type AdInput = z.infer<typeof adInputSchema>;

export const START_SECONDS_MAX = 30;
export const startImageInputSchema = z.object({
  ...adInputSchema.shape,
  displaySeconds: z.int().check(z.gte(1), z.lte(START_SECONDS_MAX)),
});
export const popupInputSchema = z.object({
  ...adInputSchema.shape,
  frequency: z.enum(POPUP_FREQUENCIES),
});

export const ADS_MAX = 20;
/** The ads of the lists: banners over the home feed, and ads between its items. */
export const adsInputSchema = z.object({
  banner: z.array(adInputSchema).check(z.maxLength(ADS_MAX)),
  feed: z.array(adInputSchema).check(z.maxLength(ADS_MAX)),
});

export const memorialDayInputSchema = z.object({ title: requiredText(100), ...runs });
export const memorialDaysInputSchema = z.object({
  days: z.array(memorialDayInputSchema).check(z.maxLength(50)),
});

export const HOT_WORDS_MAX = 50;
export const hotWordsInputSchema = z.object({
  words: z.array(requiredText(20)).check(z.maxLength(HOT_WORDS_MAX)),
});

export const switchesInputSchema = z.object({
  commentEnabled: z.boolean(),
  likeEnabled: z.boolean(),
  autoLogin: z.boolean(),
});

/** The platforms the app is offered on: the web app and the app build. */
export const VERSION_PLATFORMS = ['H5', 'App'] as const;
export const versionInputSchema = z.object({
  platform: z.enum(VERSION_PLATFORMS),
  version: z.string().check(z.regex(/^\d{1,4}(\.\d{1,4}){0,3}$/)),
  versionCode: z.int().check(z.gte(1), z.lte(1_000_000_000)),
  /** What is new, shown in the upgrade prompt. */
  notes: text(2000),
  /** Where the upgrade is downloaded ('' for the web app, which is always current). */
  url: webUrlSchema,
  isForce: z.boolean(),
});

export const CHANNEL_KINDS = [
  'news',
  'city',
  'regional',
  'pictures',
  'video',
  'live',
  'topics',
] as const;
export const CHANNEL_KEY = /^[a-z][a-z0-9-]{1,31}$/;
export const channelInputSchema = z.object({
  /** '' for a new channel. */
  id: z.union([z.literal(''), idTextSchema]),
  /** The channel's address word (feeds, links): set when it is made, never changed. */
  key: z.string().check(z.regex(CHANNEL_KEY)),
  title: requiredText(30),
  kind: z.enum(CHANNEL_KINDS),
  /** The parent channel's id or key ('' for a top-level channel). */
  parent: text(40),
  isTab: z.boolean(),
  isHomeColumn: z.boolean(),
  latitude: z.nullable(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.nullable(z.number().check(z.gte(-180), z.lte(180))),
});
export type ChannelInput = z.infer<typeof channelInputSchema>;
/** Every channel of the site in its order: renamed, moved and new ones; none may be left out. */
export const channelsInputSchema = z.object({
  channels: z.array(channelInputSchema).check(z.minLength(1), z.maxLength(100)),
});

export const agreementInputSchema = z.object({ body: requiredText(50_000) });

const storedAd = { id: idSchema, ...adInputSchema.shape };
export const siteSettingsSchema = z.object({
  site: z.enum(SITE_LANGS),
  startImage: z.nullable(z.object({ ...storedAd, displaySeconds: z.int() })),
  popup: z.nullable(z.object({ ...storedAd, frequency: z.enum(POPUP_FREQUENCIES) })),
  ads: z.object({ banner: z.array(z.object(storedAd)), feed: z.array(z.object(storedAd)) }),
  memorialDays: z.array(z.object({ id: idSchema, ...memorialDayInputSchema.shape })),
  hotWords: z.array(z.string()),
  switches: switchesInputSchema,
  /** The newest version offered on each platform for this site. */
  versions: z.array(versionInputSchema),
  channels: z.array(
    z.object({ ...channelInputSchema.shape, id: idSchema, parent: z.string(), items: z.int() }),
  ),
  agreements: z.array(
    z.object({
      kind: z.enum(AGREEMENT_KINDS),
      version: z.int(),
      updatedAt: z.string(),
      updatedBy: z.string(),
    }),
  ),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const agreementVersionSchema = z.object({
  version: z.int(),
  body: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type AgreementVersion = z.infer<typeof agreementVersionSchema>;
export const agreementHistorySchema = z.object({
  kind: z.enum(AGREEMENT_KINDS),
  versions: z.array(agreementVersionSchema),
});
