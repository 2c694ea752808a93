import { z } from 'zod/mini';
import { idSchema } from '../contentSchemas.ts';
import { liveSegmentSchema } from './itemSchemas.ts';

/*
 * Going live from the newsroom's own encoder (issue 27): every live broadcast has an ingest
 * address and a secret stream key; what the encoder sends is transcoded into an HLS ladder in the
 * media store, and its recording becomes the replay by itself. These are the live desk's views of
 * it; readers only see the broadcast's status, `reconnecting` and `watchingNow` on the live detail.
 */

/** What the ingest sees of a broadcast's encoder. */
export const INGEST_STATES = ['idle', 'live', 'reconnecting', 'ended'] as const;
export type IngestState = (typeof INGEST_STATES)[number];

/** The ingest log's events: connects, drops, refusals and what followed. */
export const INGEST_EVENTS = [
  'connect',
  'drop',
  'resume',
  'refused',
  'end',
  'keyRotated',
  'replayReady',
  'replayFailed',
] as const;
export type IngestEvent = (typeof INGEST_EVENTS)[number];

/**
 * Whether this server's ingest takes encoders: `ready` (listening), `portTaken` (another process
 * holds the RTMP port), `failed` (it could not start: the desk's operator has the log), `off` (not
 * run on this instance: INGEST=false, another instance of a cluster ingests, or still starting).
 */
export const INGEST_AVAILABILITY = ['ready', 'portTaken', 'failed', 'off'] as const;
export type IngestAvailability = (typeof INGEST_AVAILABILITY)[number];

/** How far the replay made from the recording has come. */
export const REPLAY_STATES = ['none', 'making', 'ready', 'failed'] as const;
export type ReplayState = (typeof REPLAY_STATES)[number];

/** How many log entries the live desk gets (newest first). */
export const INGEST_LOG_MAX = 50;

export const ingestInputSchema = z.object({
  width: z.int(),
  height: z.int(),
  /** Frames per second as the encoder sends them (29.97 stays 29.97). */
  fps: z.number(),
  videoCodec: z.string(),
  /** Measured over the last seconds, not what the encoder claims. */
  videoKbps: z.int(),
  /** e.g. "aac 48000 Hz stereo"; '' when the input has no audio. */
  audio: z.string(),
});
export type IngestInput = z.infer<typeof ingestInputSchema>;

export const ingestLogEntrySchema = z.object({
  at: z.string(),
  event: z.enum(INGEST_EVENTS),
  /** Plain facts for the desk (the peer's address, a reason key); never raw client text. */
  detail: z.string(),
});
export type IngestLogEntry = z.infer<typeof ingestLogEntrySchema>;

export const ingestStatusSchema = z.object({
  itemId: idSchema,
  /** The server part an encoder is given, e.g. `rtmp://news.example:1935/live` (OBS "Server"). */
  rtmpUrl: z.string(),
  /** Whether encoders can connect to this server now. */
  ingest: z.enum(INGEST_AVAILABILITY),
  /** The secret the encoder appends (OBS "Stream Key"); rotating it refuses the old one. */
  streamKey: z.string(),
  /** `srt://…?streamid=…` when the ingest offers SRT, else ''. */
  srtUrl: z.string(),
  state: z.enum(INGEST_STATES),
  /** When the broadcast went on air from the encoder, '' before. */
  onAirSince: z.string(),
  input: z.nullable(ingestInputSchema),
  /** Readers with the player open now (a count, nobody named). */
  watchingNow: z.int(),
  /** The HLS master playlist readers get while live ('' when nothing is on air). */
  previewUrl: z.string(),
  replay: z.object({
    state: z.enum(REPLAY_STATES),
    url: z.string(),
    durationSeconds: z.int(),
  }),
  log: z.array(ingestLogEntrySchema),
});
export type IngestStatus = z.infer<typeof ingestStatusSchema>;

/** "Chapter here": a chapter at the broadcast's current offset. */
export const ingestChapterBodySchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
/** The broadcast's chapters after the new one, in offset order. */
export const ingestChapterListSchema = z.array(liveSegmentSchema);
