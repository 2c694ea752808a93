import type { FastifyRequest } from 'fastify';
import type { FileSource } from '../services/media/FileSource.ts';

/** The parser's refusals of a file or request over its limits. */
function isOverLimit(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT'
  );
}

/** The request's multipart body as the upload services read it: one file, within their limit. */
export function multipartFileOf(request: FastifyRequest): FileSource {
  return {
    async open(maxBytes) {
      const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
      if (!file) return undefined;
      return {
        filename: file.filename,
        content: file.file,
        truncated: () => file.file.truncated,
      };
    },
    isOverLimit,
  };
}
