import { buffer } from 'node:stream/consumers';
import { DomainError } from '../shared/DomainError.ts';
import type { FileSource, IncomingFile } from './FileSource.ts';
import type { Repositories } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import type { SignedInReader } from '../readers/SignedInReader.ts';
import { inspectImage } from '../../upload/inspectImage.ts';
import type { MediaStore } from '../../upload/MediaStore.ts';
import { fileKey, publicPath } from '../../upload/mediaNames.ts';
import { stripImageMetadata } from '../../upload/stripImageMetadata.ts';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The folder readers' pictures are stored in; the sweeper removes unused ones from it only. */
export const READER_UPLOAD_FOLDER = 'uploads';

export type ImageUpload =
  | { ok: true; url: string; width: number; height: number }
  | { ok: false; problem: 'missing' | 'tooLarge' | 'notImage' };

/** How much one reader may upload in a day (UTC). */
export interface UploadQuota {
  dailyFiles: number;
  dailyBytes: number;
}

/**
 * Uploaded pictures (readers' avatars, editors' pictures): the bytes must be a whole,
 * well-formed JPEG, PNG, GIF or WebP of sane dimensions, whatever the file is called; metadata
 * (location, camera, comments) is removed before the file is stored under a random name.
 * A reader's uploads count against a daily quota kept in the database (so it holds across
 * restarts and servers), and each is recorded for the avatar check and the unused-upload sweep.
 */
export class UploadService {
  constructor(
    private readonly media: MediaStore,
    private readonly repos: Pick<Repositories, 'readerUploads'>,
    private readonly quota: UploadQuota,
    private readonly clock: Clock,
  ) {}

  async uploadImage(reader: SignedInReader, source: FileSource): Promise<{ url: string }> {
    const upload = await this.acceptImage(source, READER_UPLOAD_FOLDER, (bytes, path) =>
      this.admit(reader, bytes, path),
    );
    if (upload.ok) return { url: upload.url };
    if (upload.problem === 'missing')
      throw DomainError.refused('error.missingParam', { name: 'file' });
    throw DomainError.refused(
      upload.problem === 'tooLarge' ? 'error.uploadTooLarge' : 'error.uploadNotImage',
    );
  }

  /**
   * Counts a checked picture against the reader's day, or refuses it, then records it before it
   * is stored: a sweeper that finds the record will not remove the file being written.
   */
  private async admit(reader: SignedInReader, bytes: number, path: string): Promise<void> {
    const now = this.clock.iso();
    const admitted = await this.repos.readerUploads.reserveQuota(
      reader.id,
      now.slice(0, 10),
      bytes,
      {
        files: this.quota.dailyFiles,
        bytes: this.quota.dailyBytes,
      },
    );
    if (!admitted)
      throw DomainError.refused('error.uploadQuota', {
        files: this.quota.dailyFiles,
        megabytes: Math.floor(this.quota.dailyBytes / (1024 * 1024)),
      });
    await this.repos.readerUploads.record(reader.id, path, bytes, now);
  }

  /**
   * Reads the upload's one file, checks it and stores it in `folder`; says why when it will not.
   * `beforeStore`, given the clean file's size and future address, may refuse it by throwing.
   */
  async acceptImage(
    source: FileSource,
    folder: string,
    beforeStore?: (bytes: number, path: string) => Promise<void>,
  ): Promise<ImageUpload> {
    let file: IncomingFile | undefined;
    let bytes: Buffer;
    try {
      file = await source.open(UPLOAD_MAX_BYTES);
      if (!file) return { ok: false, problem: 'missing' };
      bytes = await buffer(file.content);
    } catch (error) {
      if (file?.truncated() || source.isOverLimit(error)) return { ok: false, problem: 'tooLarge' };
      return { ok: false, problem: 'notImage' };
    }
    // The parser cuts a file at the limit and may flag the cut only after the last chunk it kept
    // was read: the stream then ends without an error, holding the first 5 MB of a larger file.
    if (file.truncated() || bytes.length > UPLOAD_MAX_BYTES)
      return { ok: false, problem: 'tooLarge' };
    const inspected = inspectImage(bytes, { maxBytes: UPLOAD_MAX_BYTES });
    if (!inspected.ok)
      return {
        ok: false,
        problem:
          inspected.reason === 'tooLarge' || inspected.reason === 'tooManyPixels'
            ? 'tooLarge'
            : 'notImage',
      };
    const clean = stripImageMetadata(bytes, inspected.format);
    await beforeStore?.(clean.length, publicPath(fileKey(clean, inspected.extension, folder)));
    const url = await this.media.put(clean, inspected.extension, folder);
    return { ok: true, url, width: inspected.width, height: inspected.height };
  }
}
