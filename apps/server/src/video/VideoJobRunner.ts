import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/database.ts';
import { VideoJobsRepository, type VideoJobRow } from '../repositories/VideoJobsRepository.ts';
import type { MediaStore } from '../upload/MediaStore.ts';
import { probeVideo } from './probeVideo.ts';
import { storeVideoOutputs } from './storeVideoOutputs.ts';
import { transcodeVideo, type TranscodeStage } from './transcodeVideo.ts';

/** Where the runner tells what it did: the server's logger. */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface VideoRunnerOptions {
  ffmpeg: string;
  ffprobe: string;
  /** Scratch space for ffmpeg's output (`DATA_DIR/video-work`). */
  workDir: string;
  /** How long a claim holds without a heartbeat; a stopped server's job is free again after it. */
  leaseMs: number;
  heartbeatMs: number;
  /**
   * The disk this server's uploads wait on (video/videoNode.ts): it takes only their jobs, and
   * those of no server in particular. Unset when the servers share their uploads' directory.
   */
  sourceNode?: string | undefined;
}

/** Where each step's progress falls within the job's 0–100. */
const STAGE_SPAN: Record<TranscodeStage | 'storing', [number, number]> = {
  poster: [0, 5],
  mp4: [5, 45],
  hls: [45, 90],
  storing: [90, 99],
};

/**
 * Takes video jobs from the database one at a time and carries them out: claims one with a
 * lease, renews the lease while ffmpeg works (with the progress), stores the results through
 * the media store, and marks the job done — only while it still holds the lease, so a job that
 * another server took over after this one stalled is not finished twice. A job left by a
 * server that stopped is taken again once its lease runs out, up to its attempts.
 */
export class VideoJobRunner {
  readonly owner = `${hostname()}:${String(process.pid)}:${randomBytes(4).toString('hex')}`;
  #stopping = new AbortController();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly media: MediaStore,
    private readonly options: VideoRunnerOptions,
    private readonly clock: () => Date,
    private readonly log: JobLog,
  ) {}

  private at(offsetMs = 0): string {
    return new Date(this.clock().getTime() + offsetMs).toISOString();
  }

  /** Stops the job in progress (its lease runs out and another server takes it). */
  stop(): void {
    this.#stopping.abort();
  }

  /** Claims and processes one job; false when there was none to take. */
  async runOnce(): Promise<boolean> {
    const jobs = new VideoJobsRepository(this.database.db);
    await jobs.failExhausted(this.at(), 'video.failed.attempts');
    const job = await jobs.claim(
      this.owner,
      this.at(),
      this.at(this.options.leaseMs),
      this.options.sourceNode,
    );
    if (!job) return false;
    this.log.info({ job: job.id, attempt: job.attempts }, 'video job started');
    await this.process(jobs, job);
    return true;
  }

  private async process(jobs: VideoJobsRepository, job: VideoJobRow): Promise<void> {
    const lost = new AbortController();
    const signal = AbortSignal.any([lost.signal, this.#stopping.signal]);
    const workDir = join(
      this.options.workDir,
      `job-${String(job.id)}-${randomBytes(4).toString('hex')}`,
    );
    let progress = { stage: 'queued', progress: 0 };
    const beat = async (): Promise<void> => {
      const held = await jobs.updateHeld(job.id, this.owner, {
        ...progress,
        lease_expires_at: this.at(this.options.leaseMs),
        updated_at: this.at(),
      });
      if (!held) lost.abort();
    };
    const heartbeat = setInterval(() => {
      beat().catch((error: unknown) => {
        this.log.warn({ err: error, job: job.id }, 'video job heartbeat failed');
      });
    }, this.options.heartbeatMs);
    const report = (stage: TranscodeStage | 'storing', fraction: number): void => {
      const [from, to] = STAGE_SPAN[stage];
      progress = { stage, progress: Math.round(from + (to - from) * fraction) };
    };
    try {
      if (!existsSync(job.source_path)) {
        await this.finish(jobs, job, { state: 'failed', error: 'video.failed.source' });
        return;
      }
      const probe = await probeVideo(this.options.ffprobe, job.source_path);
      if (!probe) {
        await this.finish(jobs, job, { state: 'failed', error: 'video.failed.transcode' });
        return;
      }
      const result = await transcodeVideo(
        this.options.ffmpeg,
        job.source_path,
        probe,
        workDir,
        report,
        signal,
      );
      report('storing', 0);
      await beat();
      if (signal.aborted) return;
      const stored = await storeVideoOutputs(this.media, result);
      const finished = await this.finish(jobs, job, {
        state: 'done',
        stage: 'done',
        progress: 100,
        hls_url: stored.hlsUrl,
        mp4_url: stored.mp4Url,
        poster_url: stored.posterUrl,
        duration_s: Math.max(1, Math.round(probe.durationS)),
        width: probe.width,
        height: probe.height,
      });
      if (finished) await rm(job.source_path, { force: true });
      this.log.info({ job: job.id }, 'video job done');
    } catch (error) {
      if (signal.aborted) {
        this.log.warn(
          { job: job.id },
          'video job given up: its lease was lost or the server is stopping',
        );
        return;
      }
      this.log.error({ err: error, job: job.id }, 'video job failed');
      await this.finish(jobs, job, { state: 'failed', error: 'video.failed.transcode' });
    } finally {
      clearInterval(heartbeat);
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async finish(
    jobs: VideoJobsRepository,
    job: VideoJobRow,
    changes: Parameters<VideoJobsRepository['updateHeld']>[2],
  ): Promise<boolean> {
    const now = this.at();
    return jobs.updateHeld(job.id, this.owner, {
      ...changes,
      lease_owner: null,
      lease_expires_at: null,
      updated_at: now,
      finished_at: now,
    });
  }
}
