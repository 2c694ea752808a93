import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire (fetch would undo any compression). */
  body: Buffer;
}

/**
 * An HTTP request whose answer is not decoded, for tests of what is actually sent. `path` sends
 * the request target exactly as given (a URL string would have its dot segments resolved).
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    path?: string;
  } = {},
): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ...(options.path === undefined ? {} : { path: options.path }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}
