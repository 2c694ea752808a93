import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/ApiError.ts';
import { inspectImage } from '../upload/inspectImage.ts';
import type { MediaStore } from '../upload/MediaStore.ts';
import { stripImageMetadata } from '../upload/stripImageMetadata.ts';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Reader uploads (avatars): the bytes must be a whole, well-formed JPEG, PNG, GIF or WebP of
 * sane dimensions, whatever the file is called; metadata (location, camera, comments) is
 * removed before the file is stored under a random name.
 */
export class UploadService {
  constructor(private readonly media: MediaStore) {}

  async uploadImage(request: FastifyRequest): Promise<{ url: string }> {
    let file: MultipartFile | undefined;
    let bytes: Buffer;
    try {
      file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
      if (!file) throw ApiError.refused('error.missingParam', { name: 'file' });
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (file?.file.truncated || isOverLimit(error))
        throw ApiError.refused('error.uploadTooLarge');
      throw ApiError.refused('error.uploadNotImage');
    }
    // The parser cuts a file at the limit and may flag the cut only after the last chunk it kept
    // was read: the stream then ends without an error, holding the first 5 MB of a larger file.
    if (file.file.truncated || bytes.length > UPLOAD_MAX_BYTES)
      throw ApiError.refused('error.uploadTooLarge');
    const inspected = inspectImage(bytes, { maxBytes: UPLOAD_MAX_BYTES });
    if (!inspected.ok)
      throw ApiError.refused(
        inspected.reason === 'tooLarge' || inspected.reason === 'tooManyPixels'
          ? 'error.uploadTooLarge'
          : 'error.uploadNotImage',
      );
    const clean = stripImageMetadata(bytes, inspected.format);
    return { url: await this.media.put(clean, inspected.extension, 'uploads') };
  }
}

/** The parser's refusals of a file or request over its limits. */
function isOverLimit(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT'
  );
}
