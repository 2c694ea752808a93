import { z } from 'zod/mini';
import { idParamSchema, pictureNoteSchema } from './contentSchemas.ts';
import { listPageSchema, pagingSchema, queryIntSchema } from './envelope.ts';

/** preview = upcoming, live = on air, playback = ended with a replay (docs/product.md §4). */
export const LIVE_STATUSES = ['preview', 'live', 'playback'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

const liveSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  host: z.string(),
  coverImg: z.string(),
  status: z.enum(LIVE_STATUSES),
  startTime: z.string(),
  endTime: z.string(),
  viewerCount: z.int(),
});
export type Live = z.infer<typeof liveSchema>;

export const liveListQuerySchema = z.extend(pagingSchema, {
  status: z.optional(z.enum(LIVE_STATUSES)),
});
export const livePageSchema = listPageSchema(liveSchema);

export const liveDetailQuerySchema = z.object({ id: idParamSchema });
/** `GET /live/video/deatil.do`: the stream while live, the replay after, neither before. */
export const liveDetailSchema = z.extend(liveSchema, {
  streamUrl: z.string(),
  replayUrl: z.string(),
  serverTime: z.string(),
  /**
   * On air from the newsroom's encoder but the encoder dropped: readers see "reconnecting" and the
   * player waits (issue 27; absent for streams from elsewhere).
   */
  reconnecting: z.optional(z.boolean()),
  /** Readers with the player open now, while live (issue 27). */
  watchingNow: z.optional(z.int()),
  /** The library's notes for the cover (issue 26). */
  pictureNotes: z.optional(z.array(pictureNoteSchema)),
});

const liveMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(['host', 'message']),
  author: z.string(),
  content: z.string(),
  image: z.string(),
  createdAt: z.string(),
});
export const liveMessageQuerySchema = z.object({
  id: idParamSchema,
  /** Only messages newer than this message id: for polling. */
  after: z.optional(idParamSchema),
  pageSize: queryIntSchema(1, 50, 20),
});
export const liveMessageListSchema = z.object({
  rows: z.array(liveMessageSchema),
  /** Pass as `after` to fetch only newer messages. */
  cursor: z.string(),
  /** The library's notes for the host posts' pictures (issue 26). */
  pictureNotes: z.optional(z.array(pictureNoteSchema)),
});

export const backPlayQuerySchema = z.object({ id: idParamSchema });
const backPlaySegmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  offsetSeconds: z.int(),
  url: z.string(),
});
export const backPlayListSchema = z.array(backPlaySegmentSchema);
