import { z } from 'zod/mini';
import { idSchema } from '../contentSchemas.ts';

export const VIDEO_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type VideoJobState = (typeof VIDEO_JOB_STATES)[number];

/** The steps of processing an upload, in order; `progress` is of the whole job. */
export const VIDEO_JOB_STAGES = ['queued', 'poster', 'mp4', 'hls', 'storing', 'done'] as const;

export const videoJobSchema = z.object({
  id: idSchema,
  state: z.enum(VIDEO_JOB_STATES),
  stage: z.enum(VIDEO_JOB_STAGES),
  /** 0–100. */
  progress: z.int().check(z.gte(0), z.lte(100)),
  attempts: z.int(),
  /** Why it failed, in the console's language ('' unless failed). */
  error: z.string(),
  sourceName: z.string(),
  durationS: z.int(),
  width: z.int(),
  height: z.int(),
  hlsUrl: z.string(),
  mp4Url: z.string(),
  posterUrl: z.string(),
});
export type VideoJob = z.infer<typeof videoJobSchema>;
