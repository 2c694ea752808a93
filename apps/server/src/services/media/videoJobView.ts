import {
  VIDEO_JOB_STAGES,
  VIDEO_JOB_STATES,
  type VideoJob,
} from '@news/contract/console/videoJobSchemas';
import type { VideoJobRow } from '../../repositories/VideoJobsRepository.ts';

/**
 * A video job as the services answer it: the console's `VideoJob` without its `error` words, and
 * instead the key of why it failed (`video.failed.…`, '' unless failed), which the console says
 * in its language.
 */
export type VideoJobView = Omit<VideoJob, 'error'> & { failureKey: string };

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function toVideoJobView(row: VideoJobRow): VideoJobView {
  return {
    id: String(row.id),
    state: oneOf(VIDEO_JOB_STATES, row.state, 'queued'),
    stage: oneOf(VIDEO_JOB_STAGES, row.stage, 'queued'),
    progress: Math.max(0, Math.min(100, Math.round(row.progress))),
    attempts: row.attempts,
    failureKey: row.error,
    sourceName: row.source_name,
    durationS: row.duration_s,
    width: row.width,
    height: row.height,
    hlsUrl: row.hls_url,
    mp4Url: row.mp4_url,
    posterUrl: row.poster_url,
  };
}
