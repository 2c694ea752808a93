import { z } from 'zod';
import { SITE_LANGS } from '@news/contract/sites';
import { isCalendarDate } from './calendarDate.ts';

/**
 * The shape of one site's demo content file (`content/<site>.json`). Files hold only what an
 * editor would write — text, structure and times; the seeder turns them into rows and generates
 * the images. A story that could be told any day of the year is dated relative to the moment the
 * seeder runs (`hoursAgo`); one that belongs to a day of the year — a festival, a harvest, a
 * season's weather — is dated on that day (`on`, in the site's time zone, the last time it came
 * round), so its season always agrees with its date.
 */

const key = z.string().regex(/^[a-z0-9-]+$/, 'keys are lower-case slugs');
/** `MM-DD HH:mm` (or `MM-DD`) in the site's time zone: `calendarDate.ts`. */
const calendarDate = z.string().refine(isCalendarDate, 'a calendar date is MM-DD or MM-DD HH:mm');
const text = z.string().trim().min(1);

const channelKinds = ['news', 'city', 'regional', 'pictures', 'video', 'live', 'topics'] as const;

const seedChannelSchema = z.object({
  key,
  title: text,
  kind: z.enum(channelKinds),
  /** A child channel (a city under the city page, a sub-section of a news channel). */
  parent: key.optional(),
  /** Shown in the home page's channel tab bar. */
  tab: z.boolean(),
  /** Shown as a section of the home page. */
  homeColumn: z.boolean(),
  /** A city's place (WGS 84 degrees), for "nearest to me" in the city picker. */
  location: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .optional(),
});

const seedPublishTypes = [
  'TUWEN',
  'TUSHUO',
  'TUJIE',
  'SHIPING',
  'SHIPINGLIST',
  'SPECIAL',
  'authPublishPlayback',
] as const;

const seedItemSchema = z.object({
  key,
  channel: key,
  publishType: z.enum(seedPublishTypes),
  title: text,
  description: text,
  author: text,
  source: text,
  /** How long before seeding the item was published, in hours (0.01 = under a minute). */
  hoursAgo: z
    .number()
    .min(0)
    .max(24 * 365)
    .optional(),
  /** Or the day of the year it belongs to (a seasonal story): it is dated there instead. */
  on: calendarDate.optional(),
  /** Article paragraphs, plain text (TUWEN, SHIPING). */
  body: z.array(text).optional(),
  /** Subheadings placed before the paragraph with the same index (optional, TUWEN). */
  subheadings: z.record(z.string(), text).optional(),
  /** Picture-story / explainer images, in order, with their captions (TUSHUO, TUJIE). */
  images: z.array(z.object({ caption: text })).optional(),
  /** Which demo clip plays (SHIPING). */
  video: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  /** The video collection this video belongs to (SHIPING), or that this entry opens (SHIPINGLIST). */
  collection: key.optional(),
  /** The topic this entry opens (SPECIAL). */
  topic: key.optional(),
  /** The live broadcast whose replay this entry opens (authPublishPlayback). */
  live: key.optional(),
  outLink: z.url().optional(),
  /** A feed advertisement: the image opens this URL. */
  adsUrl: z.url().optional(),
  headline: z.boolean().optional(),
  banner: z.boolean().optional(),
  commentsOff: z.boolean().optional(),
  tags: z.array(text).optional(),
});

const seedCollectionSchema = z.object({ key, title: text, description: text });

const seedTopicSchema = z.object({
  key,
  title: text,
  description: text,
  sections: z.array(z.object({ title: text, items: z.array(key).min(1) })).min(2),
  /** The day a seasonal topic was published; others are dated in the days before seeding. */
  on: calendarDate.optional(),
});

const seedLiveSchema = z.object({
  key,
  title: text,
  description: text,
  host: text,
  status: z.enum(['upcoming', 'live', 'replay']),
  /** Start relative to seeding, in hours: positive is in the future, negative in the past. */
  startsInHours: z.number().optional(),
  /** Or, for the replay of a broadcast that belongs to a day of the year, its start on that day. */
  on: calendarDate.optional(),
  durationHours: z.number().positive(),
  posts: z.array(
    z.object({
      kind: z.enum(['host', 'message']),
      author: text,
      text,
      minutesAfterStart: z.number().min(0),
    }),
  ),
  /** Replay chapters (replays only). */
  segments: z.array(z.object({ title: text, minutesAfterStart: z.number().min(0) })).optional(),
});

export const siteContentSchema = z.object({
  site: z.enum(SITE_LANGS),
  channels: z.array(seedChannelSchema).min(8),
  items: z.array(seedItemSchema).min(80),
  collections: z.array(seedCollectionSchema).min(3),
  topics: z.array(seedTopicSchema).min(4),
  lives: z.array(seedLiveSchema).min(4),
  hotWords: z.array(text).min(20),
  ads: z.object({
    banners: z.array(z.object({ title: text, url: z.url() })).min(2),
    startImage: z.object({ title: text, url: z.url() }),
    popup: z.object({ title: text, description: text, url: z.url() }),
  }),
  /** A day of mourning the provider keeps: seeded on its next coming (`MM-DD`). */
  memorialDay: z.object({ title: text, on: calendarDate }),
});

export type SiteContent = z.infer<typeof siteContentSchema>;
export type SeedItem = z.infer<typeof seedItemSchema>;
export type SeedLive = z.infer<typeof seedLiveSchema>;
