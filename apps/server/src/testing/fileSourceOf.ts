import { Readable } from 'node:stream';
import type { FileSource } from '../services/media/FileSource.ts';

/**
 * An upload of these bytes as the HTTP edge hands it to a service: cut at the limit the service
 * opens it with, and saying so. `undefined` is an upload without a file.
 */
export function fileSourceOf(bytes: Uint8Array | undefined, filename = 'upload.bin'): FileSource {
  return {
    open(maxBytes) {
      if (bytes === undefined) return Promise.resolve(undefined);
      return Promise.resolve({
        filename,
        content: Readable.from([Buffer.from(bytes.subarray(0, maxBytes))]),
        truncated: () => bytes.length > maxBytes,
      });
    },
    isOverLimit: () => false,
  };
}
