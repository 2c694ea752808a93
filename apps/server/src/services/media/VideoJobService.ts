import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { can } from '@news/contract/console/permissions';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { DomainError } from '../shared/DomainError.ts';
import { toVideoJobView, type VideoJobView } from './videoJobView.ts';
import { probeVideo } from '../../video/probeVideo.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { siteLangOf } from '../shared/sites.ts';
import { actorOf, type StaffPrincipal } from '../staff/StaffPrincipal.ts';
import type { FileSource, IncomingFile } from './FileSource.ts';

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
    private readonly repos: Pick<Repositories, 'videoJobs'>,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly options: VideoIntakeOptions,
    private readonly clock: Clock,
    /** Tells this server's runner a job is waiting, so it need not wait for its next look. */
    private readonly wake: () => void,
  ) {}

  /** Writers (reporters too) upload videos for their items. */
  private assertSite(staff: StaffPrincipal, site: SiteLang): void {
    if (!can(staff, 'write', site)) throw DomainError.forbidden('error.forbiddenSite', { site });
  }

  async upload(staff: StaffPrincipal, site: SiteLang, source: FileSource): Promise<VideoJobView> {
    this.assertSite(staff, site);
    await mkdir(this.options.sourceDir, { recursive: true });
    const path = join(this.options.sourceDir, `${randomBytes(12).toString('hex')}.upload`);
    let file: IncomingFile | undefined;
    let kept = false;
    try {
      try {
        file = await source.open(this.options.maxBytes);
        if (!file) throw DomainError.refused('error.uploadMissing');
        await pipeline(file.content, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        if (error instanceof DomainError) throw error;
        if (file?.truncated() || source.isOverLimit(error)) throw this.tooLarge();
        throw DomainError.refused('error.uploadNotVideo');
      }
      if (file.truncated()) throw this.tooLarge();
      const sourceBytes = (await stat(path)).size;
      const probe = await probeVideo(this.options.ffprobe, path);
      if (!probe) throw DomainError.refused('error.uploadNotVideo');
      if (probe.durationS > this.options.maxHours * 3600)
        throw DomainError.refused('error.videoTooLong', { max: this.options.maxHours });
      const now = this.clock.iso();
      const siteId = siteByLang(site).id;
      const sourceName = basename(file.filename || 'video').slice(0, 200);
      const job = await this.transaction(async (tx) => {
        const jobs = tx.videoJobs;
        const id = await jobs.insert({
          site_id: siteId,
          content_id: null,
          source_path: path,
          source_name: sourceName,
          source_bytes: sourceBytes,
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
        await this.audit.record(tx, actorOf(staff), {
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
    const job = await this.repos.videoJobs.find(id);
    if (!job) throw DomainError.notFound();
    this.assertSite(staff, siteLangOf(job.site_id));
    return toVideoJobView(job);
  }
}
