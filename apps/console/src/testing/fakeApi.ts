import { vi } from 'vitest';

/**
 * What a fake call answers: the HTTP status and the envelope, as the server sends them
 * (`{ code: 1, data }` when done; the status, the message in the console's language and a stable
 * `reason` when refused).
 */
export interface FakeAnswer {
  status: number;
  body: { code: number; msg: string; data: unknown; reason?: string };
}
type Handler = (body: unknown, query: URLSearchParams) => FakeAnswer | Promise<FakeAnswer>;

export const ok = (data: unknown): FakeAnswer => ({
  status: 200,
  body: { code: 1, msg: 'ok', data },
});
export const refused = (status: number, msg: string, reason: string): FakeAnswer => ({
  status,
  body: { code: status, msg, data: null, reason },
});

export interface FakeCall {
  method: string;
  /** The path under /console/api, without its query. */
  path: string;
  query: Record<string, string>;
  /** The JSON body sent, if any. */
  body: unknown;
}

export interface FakeApi {
  /** Every call made, in order. */
  calls: FakeCall[];
  /** Replaces (or adds) a call's answer, keyed like the table: `'PUT /items/5'`. */
  on: (call: string, handler: Handler) => void;
}

/**
 * The console API as the browser's `fetch` sees it, for screen tests: the real API client sends
 * every call (language header, CSRF token) and parses every answer with the contract's schemas;
 * only the network answer is this table's, keyed by method and path (`'GET /items'`,
 * `'POST /items/5/publish'`). A call without a handler answers 404, as the server does.
 */
export function fakeApi(routes: Record<string, Handler> = {}): FakeApi {
  const handlers = new Map(Object.entries(routes));
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/console\/api(?=\/)/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, query: Object.fromEntries(url.searchParams), body });
    const handler = handlers.get(`${method} ${path}`);
    const answer = handler
      ? await handler(body, url.searchParams)
      : refused(404, 'Not found', 'notFound');
    return Response.json(answer.body, { status: answer.status });
  });
  return {
    calls,
    on: (call, handler) => {
      handlers.set(call, handler);
    },
  };
}
