import { buffer } from 'node:stream/consumers';
import { DomainError } from '../shared/DomainError.ts';
import type { FileSource, IncomingFile } from './FileSource.ts';
import type { Repositories } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import type { SignedInReader } from '../readers/SignedInReader.ts';
import type { MediaStore } from '../../upload/MediaStore.ts';
import { folderKey, publicPath } from '../../upload/mediaNames.ts';
import type { PictureLane, PicturePipeline } from '../../upload/PicturePipeline.ts';
import { PICTURE_FOLDER } from '@news/contract/pictures';

/** The largest picture a reader may upload (an avatar). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The largest picture staff may upload: camera and phone JPEGs are 4–15 MB, some more. */
export const STAFF_UPLOAD_MAX_BYTES = 40 * 1024 * 1024;

export type ImageUpload =
  | {
      ok: true;
      url: string;
      width: number;
      height: number;
      /** Bytes of the file at the address. */
      addressBytes: number;
    }
  | { ok: false; problem: 'missing' | 'tooLarge' | 'notImage' | 'busy' };

/** How much one reader may upload in a day (UTC). */
export interface UploadQuota {
  dailyFiles: number;
  dailyBytes: number;
}

/**
 * Uploaded pictures (readers' avatars, editors' pictures): the bytes must be a whole,
 * well-formed JPEG, PNG, GIF or WebP of sane dimensions, whatever the file is called; the
 * picture pipeline makes the folder of clean files the picture is stored as
 * (docs/adr/0024-pictures.md), and the answer is the picture's address.
 * A reader's uploads count against a daily quota kept in the database (so it holds across
 * restarts and servers), and each is recorded for the avatar check and the unused-upload sweep.
 */
export class UploadService {
  constructor(
    private readonly media: MediaStore,
    private readonly repos: Pick<Repositories, 'pictures' | 'readerUploads'>,
    private readonly quota: UploadQuota,
    private readonly clock: Clock,
    private readonly pictures: PicturePipeline,
  ) {}

  async uploadImage(reader: SignedInReader, source: FileSource): Promise<{ url: string }> {
    const upload = await this.acceptImage(source, UPLOAD_MAX_BYTES, 'public', (bytes, path) =>
      this.admit(reader, bytes, path),
    );
    if (upload.ok) return { url: upload.url };
    if (upload.problem === 'missing')
      throw DomainError.refused('error.missingParam', { name: 'file' });
    if (upload.problem === 'busy') throw DomainError.refused('error.pictureBusy');
    throw DomainError.refused(
      upload.problem === 'tooLarge' ? 'error.uploadTooLarge' : 'error.uploadNotImage',
    );
  }

  /**
   * An editor's picture for a site, up to `STAFF_UPLOAD_MAX_BYTES`: recorded in the site's media
   * library (issue 26), once per address — the same picture again answers the same entry.
   * Readers' avatars are not in any library.
   */
  async acceptStaffImage(
    source: FileSource,
    uploader: { siteId: number; staffId: number },
  ): Promise<ImageUpload> {
    const upload = await this.acceptImage(source, STAFF_UPLOAD_MAX_BYTES, 'desk');
    if (upload.ok)
      await this.repos.pictures.recordUpload({
        siteId: uploader.siteId,
        url: upload.url,
        width: upload.width,
        height: upload.height,
        bytes: upload.addressBytes,
        uploadedBy: uploader.staffId,
        now: this.clock.iso(),
      });
    return upload;
  }

  /**
   * Counts a checked picture against the reader's day, or refuses it, then records it before it
   * is stored: a sweeper that finds the record will not remove the files being written.
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
   * Reads the upload's one file (at most `maxBytes`), makes the picture's files and stores them
   * as one folder; says why when it will not. `beforeStore`, given the size of the file as sent
   * and the picture's future address, may refuse it by throwing.
   */
  private async acceptImage(
    source: FileSource,
    maxBytes: number,
    lane: PictureLane,
    beforeStore?: (bytes: number, path: string) => Promise<void>,
  ): Promise<ImageUpload> {
    let file: IncomingFile | undefined;
    let bytes: Buffer;
    try {
      file = await source.open(maxBytes);
      if (!file) return { ok: false, problem: 'missing' };
      bytes = await buffer(file.content);
    } catch (error) {
      if (file?.truncated() || source.isOverLimit(error)) return { ok: false, problem: 'tooLarge' };
      return { ok: false, problem: 'notImage' };
    }
    // The parser cuts a file at the limit and may flag the cut only after the last chunk it kept
    // was read: the stream then ends without an error, holding the first bytes of a larger file.
    if (file.truncated() || bytes.length > maxBytes) return { ok: false, problem: 'tooLarge' };
    const processed = await this.pictures.process(bytes, maxBytes, lane);
    if (!processed.ok) return processed;
    const { picture } = processed;
    // The store may take smaller files than the upload's limit (PostgreSQL's 16 MB): a picture
    // whose full-size source would not fit is too large for this server, said as such.
    if (picture.files.some((each) => each.bytes.length > this.media.maxFileBytes))
      return { ok: false, problem: 'tooLarge' };
    const address = `${publicPath(folderKey(picture.files, PICTURE_FOLDER))}/${picture.addressName}`;
    await beforeStore?.(bytes.length, address);
    const folder = await this.media.putFolder(picture.files, PICTURE_FOLDER);
    return {
      ok: true,
      url: `${folder}${picture.addressName}`,
      width: picture.width,
      height: picture.height,
      addressBytes:
        picture.files.find((each) => each.name === picture.addressName)?.bytes.length ?? 0,
    };
  }
}
