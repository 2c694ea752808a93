import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { can } from '@news/contract/console/permissions';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { DomainError } from '../shared/DomainError.ts';
import { toVideoJobView, type VideoJobView } from './videoJobView.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { VideoJobsRepository } from '../../repositories/VideoJobsRepository.ts';
import { probeVideo } from '../../video/probeVideo.ts';
import { actorOf, siteLangOf, type StaffPrincipal } from '../staff/StaffService.ts';
import { isOverLimit } from './UploadService.ts';

export interface VideoIntakeOptions {
  ffprobe: string;
  /** Where uploads wait for their job (`DATA_DIR/video-sources`). */
  sourceDir: string;
  /**
   * The server whose disk `sourceDir` is (video/videoNode.ts `sourceNodeOf`): its jobs name it,
   * so only this server takes them; undefined when the servers share the directory.
   */
  sourceNode: string | undefined;
  maxBytes: number;
  maxHours: number;
}

/**
 * Video uploads: the file is streamed to disk (never held in memory), checked with ffprobe —
 * an MP4 or MOV container with a playable video stream and a length — and only then becomes a
 * job in the database for any server's runner to take. A refused file is deleted at once.
 */
export class VideoJobService {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly audit: AuditTrail,
    private readonly options: VideoIntakeOptions,
    private readonly clock: () => Date,
    /** Tells this server's runner a job is waiting, so it need not wait for its next look. */
    private readonly wake: () => void,
  ) {}

  private assertSite(staff: StaffPrincipal, site: SiteLang): void {
    if (!can(staff, 'content', site)) throw DomainError.forbidden('error.forbiddenSite', { site });
  }

  async upload(
    staff: StaffPrincipal,
    site: SiteLang,
    request: FastifyRequest,
  ): Promise<VideoJobView> {
    this.assertSite(staff, site);
    await mkdir(this.options.sourceDir, { recursive: true });
    const path = join(this.options.sourceDir, `${randomBytes(12).toString('hex')}.upload`);
    let file: MultipartFile | undefined;
    let kept = false;
    try {
      try {
        file = await request.file({ limits: { fileSize: this.options.maxBytes, files: 1 } });
        if (!file) throw DomainError.refused('error.uploadMissing');
        await pipeline(file.file, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        if (error instanceof DomainError) throw error;
        if (file?.file.truncated || isOverLimit(error)) throw this.tooLarge();
        throw DomainError.refused('error.uploadNotVideo');
      }
      if (file.file.truncated) throw this.tooLarge();
      const probe = await probeVideo(this.options.ffprobe, path);
      if (!probe) throw DomainError.refused('error.uploadNotVideo');
      if (probe.durationS > this.options.maxHours * 3600)
        throw DomainError.refused('error.videoTooLong', { max: this.options.maxHours });
      const now = this.clock().toISOString();
      const siteId = siteByLang(site).id;
      const sourceName = basename(file.filename || 'video').slice(0, 200);
      const job = await this.database.db.transaction().execute(async (trx) => {
        const jobs = new VideoJobsRepository(trx);
        const id = await jobs.insert({
          site_id: siteId,
          content_id: null,
          source_path: path,
          source_name: sourceName,
          source_bytes: file?.file.bytesRead ?? 0,
          source_node: this.options.sourceNode ?? null,
          state: 'queued',
          stage: 'queued',
          duration_s: Math.round(probe.durationS),
          width: probe.width,
          height: probe.height,
          created_by: staff.id,
          created_at: now,
          updated_at: now,
        });
        await this.audit.record(trx, actorOf(staff), {
          action: 'video.upload',
          target: { type: 'videoJob', id },
          siteId,
          after: {
            sourceName,
            durationS: Math.round(probe.durationS),
            width: probe.width,
            height: probe.height,
          },
        });
        const row = await jobs.find(id);
        if (!row) throw new Error('a job just made was not found');
        return row;
      });
      kept = true;
      this.wake();
      return toVideoJobView(job);
    } finally {
      if (!kept) await rm(path, { force: true });
    }
  }

  private tooLarge(): DomainError {
    return DomainError.tooLarge('error.uploadVideoTooLarge', {
      max: Math.round(this.options.maxBytes / 1024 / 1024),
    });
  }

  async get(staff: StaffPrincipal, id: number): Promise<VideoJobView> {
    const job = await new VideoJobsRepository(this.database.db).find(id);
    if (!job) throw DomainError.notFound();
    this.assertSite(staff, siteLangOf(job.site_id));
    return toVideoJobView(job);
  }
}
