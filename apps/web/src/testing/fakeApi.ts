import { vi } from 'vitest';

/**
 * What a fake endpoint answers: the envelope's data, a refusal, or a thrown network failure;
 * `status` for a protocol failure (its body repeats it as the code).
 */
export type FakeAnswer = { code: number; msg: string; data: unknown; status?: number };
type Handler = (params: Record<string, string>) => FakeAnswer | Promise<FakeAnswer>;

export const ok = (data: unknown): FakeAnswer => ({ code: 1, msg: 'ok', data });
export const refused = (msg: string): FakeAnswer => ({ code: 0, msg, data: null });
/** Too many tries: 429 with `Retry-After`, as the server's limits answer. */
export const tooMany = (msg: string): FakeAnswer => ({ code: 429, msg, data: null, status: 429 });

export interface FakeApi {
  /** Every call made, in order, with its parameters (query or body). */
  calls: { path: string; params: Record<string, string> }[];
  /** Replaces (or adds) an endpoint's answer. */
  on: (path: string, handler: Handler) => void;
}

/**
 * The API server as the browser's `fetch` sees it, for component tests: the real API client
 * signs, sends and parses every call with the contract's schemas; only the network answer is
 * this table's. A path without a handler answers 404, as the server does.
 */
export function fakeApi(routes: Record<string, Handler> = {}): FakeApi {
  const handlers = new Map(Object.entries(routes));
  const calls: FakeApi['calls'] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/(api|jaapi|krapi|enapi|ruapi)(?=\/)/, '');
    const body = typeof init?.body === 'string' ? init.body : '';
    const params = body.startsWith('{')
      ? (JSON.parse(body) as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(body || url.search));
    calls.push({ path, params });
    const handler = handlers.get(path);
    if (!handler)
      return Response.json({ code: 404, msg: 'Not Found', data: null }, { status: 404 });
    const { status = 200, ...envelope } = await handler(params);
    return Response.json(envelope, {
      status,
      ...(status === 429 ? { headers: { 'Retry-After': '30' } } : {}),
    });
  });
  return {
    calls,
    on: (path, handler) => {
      handlers.set(path, handler);
    },
  };
}
