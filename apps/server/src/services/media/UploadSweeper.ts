import { extname } from 'node:path';
import type { Repositories } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import type { MediaStore } from '../../upload/MediaStore.ts';
import { PICTURE_FOLDER, pictureAddress } from '@news/contract/pictures';

/** Uploads looked at per turn; a full batch means more may wait, and the next turn follows. */
const BATCH = 50;

const DAY_MS = 86_400_000;

/** Where readers' uploads were stored, one file each, before pictures became folders. */
const OLD_UPLOAD_FOLDER = 'uploads';

/** The content-hash part of an old upload's name: what a reference to it must contain. */
const STORED_NAME = /\/([0-9a-f]{32})\.[a-z0-9]{1,8}$/;

/** A reader's picture (docs/adr/0024): its folder and the folder's hash. */
const PICTURE_SET = new RegExp(`^(/media/${PICTURE_FOLDER}/([0-9a-f]{32})/)[^/]+$`);

/**
 * What of an upload's address a sweep works with: the hash any reference to it contains, and
 * what the store holds — one file (uploads before pictures were folders) or a picture's folder.
 */
type Stored = { hash: string; file: string } | { hash: string; folder: string };

function storedAt(path: string): Stored | undefined {
  const picture = pictureAddress(path) ? PICTURE_SET.exec(path) : null;
  if (picture?.[1] && picture[2]) return { hash: picture[2], folder: picture[1] };
  const name = STORED_NAME.exec(path)?.[1];
  if (name && path.startsWith(`/media/${OLD_UPLOAD_FOLDER}/`)) return { hash: name, file: path };
  return undefined;
}

export interface SweepOptions {
  /** How long an upload may stay unused before it is removed. */
  graceMs: number;
}

/**
 * Removes readers' uploads that nothing refers to once the grace period since the upload (or
 * since it was last chosen as an avatar) has passed: the picture's folder (or, for uploads made
 * before pictures were folders, the file) and its record. Any number of
 * servers may sweep at once: each record is claimed by one of them, and a record made or used
 * again meanwhile is not removed (its removal is conditional on its old time).
 *
 * A picture is shared by every upload of the same bytes: it goes with the last record at its
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
    const stored = new Map<number, Stored>();
    for (const row of claimed) {
      const at = storedAt(row.path);
      if (at) stored.set(row.id, at);
    }
    const inUse = await this.repos.uploadReferences.referenced([
      ...new Set([...stored.values()].map((at) => at.hash)),
    ]);
    const removed: string[] = [];
    for (const row of claimed) {
      const at = stored.get(row.id);
      // A record whose address is not one of ours is forgotten, its files (if any) left alone.
      if (at !== undefined && inUse.has(at.hash)) continue;
      if (!(await uploads.deleteStale(row.id, before))) continue;
      if (at === undefined) continue;
      if (await uploads.anyAt(row.path)) continue;
      if ('folder' in at) {
        const files = await this.media.removeFolder(at.folder);
        if (files.length > 0 && (await uploads.anyAt(row.path)))
          await this.media.putFolder(files, PICTURE_FOLDER);
        else removed.push(row.path);
        continue;
      }
      const bytes = await this.media.read(at.file);
      await this.media.remove(at.file);
      if (bytes && (await uploads.anyAt(row.path)))
        await this.media.put(bytes, extname(at.file).slice(1), OLD_UPLOAD_FOLDER);
      else removed.push(row.path);
    }
    return { removed, more: claimed.length === BATCH };
  }
}
