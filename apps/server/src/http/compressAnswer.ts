import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const MIN_COMPRESS_BYTES = 1_024;

/** The best encoding the client accepts (Brotli, then gzip), or undefined for none. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function compress(body: string, encoding: Encoding): Buffer {
  // Quality 5: most of Brotli's gain over gzip at gzip's speed, for answers built per request.
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body, { level: 6 });
}

/** Compresses a JSON answer built for this request, for a client that accepts it. */
export function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): unknown {
  if (typeof payload !== 'string' || payload.length < MIN_COMPRESS_BYTES) return payload;
  reply.header('Vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('Content-Encoding', encoding);
  return compress(payload, encoding);
}

/**
 * The bytes of a cached answer in the best encoding the client accepts; each encoding is made
 * once per cached answer and kept with it.
 */
export function cachedAnswerBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { body: string; bytes: Buffer; compressed: Partial<Record<Encoding, Buffer>> },
): Buffer {
  const encoding =
    answer.bytes.length >= MIN_COMPRESS_BYTES
      ? acceptedEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return answer.bytes;
  let bytes = answer.compressed[encoding];
  if (!bytes) {
    bytes = compress(answer.body, encoding);
    answer.compressed[encoding] = bytes;
  }
  reply.header('Content-Encoding', encoding);
  return bytes;
}
