import { useEffect, useState } from 'react';
import { type VideoJob } from '@news/contract/console/videoJobSchemas';
import { api } from './api.ts';
import { getVideoJobsById } from '@news/contract/console/uploadEndpoints';

const POLL_MS = 1000;

/** A video job, asked again every second until it is done or failed. */
export function useVideoJob(initial: VideoJob | null): VideoJob | null {
  const [job, setJob] = useState(initial);
  useEffect(() => {
    setJob(initial);
  }, [initial]);
  const id = job?.id;
  const finished = job?.state === 'done' || job?.state === 'failed';
  useEffect(() => {
    if (!id || finished) return undefined;
    const timer = setInterval(() => {
      api(getVideoJobsById, { params: { id } }).then(setJob, () => undefined);
    }, POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [id, finished]);
  return job;
}
