import { extname } from 'node:path';
import type { Repositories } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import type { MediaStore } from '../../upload/MediaStore.ts';
import { READER_UPLOAD_FOLDER } from './UploadService.ts';

/** Uploads looked at per turn; a full batch means more may wait, and the next turn follows. */
const BATCH = 50;

const DAY_MS = 86_400_000;

/** The content-hash part of a stored file's name: what a reference to it must contain. */
const STORED_NAME = /\/([0-9a-f]{32})\.[a-z0-9]{1,8}$/;

export interface SweepOptions {
  /** How long an upload may stay unused before it is removed. */
  graceMs: number;
}

/**
 * Removes readers' uploads that nothing refers to once the grace period since the upload (or
 * since it was last chosen as an avatar) has passed: the file and its record. Any number of
 * servers may sweep at once: each record is claimed by one of them, and a record made or used
 * again meanwhile is not removed (its removal is conditional on its old time).
 *
 * A file is shared by every upload of the same bytes: it goes with the last record at its
 * address. A reader uploading those bytes again while it goes records first and stores second;
 * the sweeper removes first and looks for a record second, and puts the bytes back if one
 * appeared, so neither order loses the reader's picture.
 */
export class UploadSweeper {
  constructor(
    private readonly repos: Pick<Repositories, 'readerUploads' | 'uploadReferences'>,
    private readonly media: MediaStore,
    private readonly options: SweepOptions,
    private readonly clock: Clock,
  ) {}

  /** One turn: the addresses removed, and whether more uploads may be waiting. */
  async sweep(): Promise<{ removed: string[]; more: boolean }> {
    const now = this.clock.date();
    const before = new Date(now.getTime() - this.options.graceMs).toISOString();
    const uploads = this.repos.readerUploads;
    await uploads.forgetQuotaBefore(new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10));
    const claimed = await uploads.claimStale(before, now.toISOString(), BATCH);
    const names = new Map<number, string>();
    for (const row of claimed) {
      const name = STORED_NAME.exec(row.path)?.[1];
      if (name) names.set(row.id, name);
    }
    const inUse = await this.repos.uploadReferences.referenced([...new Set(names.values())]);
    const removed: string[] = [];
    for (const row of claimed) {
      const name = names.get(row.id);
      // A record whose address is not one of ours is forgotten, its file (if any) left alone.
      if (name !== undefined && inUse.has(name)) continue;
      if (!(await uploads.deleteStale(row.id, before))) continue;
      if (name === undefined || !row.path.startsWith(`/media/${READER_UPLOAD_FOLDER}/`)) continue;
      if (await uploads.anyAt(row.path)) continue;
      const bytes = await this.media.read(row.path);
      await this.media.remove(row.path);
      if (bytes && (await uploads.anyAt(row.path)))
        await this.media.put(bytes, extname(row.path).slice(1), READER_UPLOAD_FOLDER);
      else removed.push(row.path);
    }
    return { removed, more: claimed.length === BATCH };
  }
}
