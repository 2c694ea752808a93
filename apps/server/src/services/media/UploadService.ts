import { buffer } from 'node:stream/consumers';
import { DomainError } from '../shared/DomainError.ts';
import type { FileSource, IncomingFile } from './FileSource.ts';
import { inspectImage } from '../../upload/inspectImage.ts';
import type { MediaStore } from '../../upload/MediaStore.ts';
import { stripImageMetadata } from '../../upload/stripImageMetadata.ts';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export type ImageUpload =
  | { ok: true; url: string; width: number; height: number }
  | { ok: false; problem: 'missing' | 'tooLarge' | 'notImage' };

/**
 * Uploaded pictures (readers' avatars, editors' pictures): the bytes must be a whole,
 * well-formed JPEG, PNG, GIF or WebP of sane dimensions, whatever the file is called; metadata
 * (location, camera, comments) is removed before the file is stored under a random name.
 */
export class UploadService {
  constructor(private readonly media: MediaStore) {}

  async uploadImage(source: FileSource): Promise<{ url: string }> {
    const upload = await this.acceptImage(source, 'uploads');
    if (upload.ok) return { url: upload.url };
    if (upload.problem === 'missing')
      throw DomainError.refused('error.missingParam', { name: 'file' });
    throw DomainError.refused(
      upload.problem === 'tooLarge' ? 'error.uploadTooLarge' : 'error.uploadNotImage',
    );
  }

  /** Reads the upload's one file, checks it and stores it in `folder`; says why when it will not. */
  async acceptImage(source: FileSource, folder: string): Promise<ImageUpload> {
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
    const url = await this.media.put(clean, inspected.extension, folder);
    return { ok: true, url, width: inspected.width, height: inspected.height };
  }
}
