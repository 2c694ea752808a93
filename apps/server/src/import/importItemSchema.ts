import { z } from 'zod';
import { PUBLISH_TYPES } from '@news/contract/publishTypes';

/**
 * One item of the JSON import format (docs/import-format.md). RSS and Atom entries are turned
 * into the same shape, so every source goes through one set of rules.
 */
export const importItemSchema = z.object({
  /** The source's stable id (RSS guid, Atom id): re-importing it updates, never duplicates. */
  id: z.string().trim().min(1).max(500),
  publishType: z.enum(PUBLISH_TYPES).default('TUWEN'),
  title: z.string().trim().min(1).max(300),
  description: z.string().max(2000).default(''),
  author: z.string().max(200).default(''),
  source: z.string().max(200).default(''),
  publishDate: z.iso.datetime({ offset: true }),
  /** Body HTML; sanitised on import. */
  body: z.string().max(500_000).default(''),
  images: z
    .array(
      z.object({ url: z.url({ protocol: /^https?$/ }), caption: z.string().max(2000).default('') }),
    )
    .max(100)
    .default([]),
  /** The channel key; the command's --channel when absent. */
  channel: z.string().optional(),
  outLink: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(''),
  videoUrl: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(''),
  videoHlsUrl: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(''),
  duration: z.number().int().min(0).max(86_400).default(0),
  /** For SHIPING / SHIPINGLIST: the key of an existing video collection of the site. */
  collectionKey: z.string().optional(),
  /** For SPECIAL: the key of an existing topic. */
  topicKey: z.string().optional(),
  /** For authPublishPlayback: the key of an existing live broadcast. */
  liveKey: z.string().optional(),
  tags: z.array(z.string().max(50)).max(20).default([]),
  commentEnabled: z.boolean().default(true),
});

export type ImportItem = z.infer<typeof importItemSchema>;
export type ImportItemInput = z.input<typeof importItemSchema>;
