import type { z } from 'zod/mini';
import type { InputOf, InputSchema, OutputOf, ReaderEndpoint } from '@news/contract/endpoint';
import { REQUEST_TIMEOUT_MS } from '@news/contract/constants';
import { envelopeSchema, failureEnvelopeSchema } from '@news/contract/envelope';
import { buildSignedHeaders } from '@news/contract/signing';
import { DEFAULT_SITE_LANG, siteByLang, type SiteLang } from '@news/contract/sites';
import { deviceId } from './deviceId.ts';
import { readRuntimeConfig } from './runtimeConfig.ts';
import { readItem } from './storage.ts';

export class ApiRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface ClientState {
  lang: SiteLang;
  /** The site's own API base in site-specific mode (the language entry's appUrl). */
  baseUrl: string | undefined;
  onRefused: (message: string) => void;
  onUnauthorized: () => void;
}

const state: ClientState = {
  lang: DEFAULT_SITE_LANG,
  baseUrl: undefined,
  onRefused: () => undefined,
  onUnauthorized: () => undefined,
};

export function configureApiClient(changes: Partial<ClientState>): void {
  Object.assign(state, changes);
}

type Params = Record<string, string | number | boolean | undefined>;

/** What a call sends: its query on a GET, its body on a POST, as the contract's schema takes it. */
export type ParamsOf<E extends ReaderEndpoint> = InputOf<
  InputSchema<E, E['method'] extends 'GET' ? 'query' : 'body'>
>;

export interface CallOptions<E extends ReaderEndpoint = ReaderEndpoint> {
  params?: ParamsOf<E> & Params;
  /** The call needs a signed-in reader: without a token it is not sent at all. */
  auth?: boolean;
  /** Send the POST body as JSON (the report call, docs/api.md) instead of a form. */
  json?: boolean;
  /**
   * A POST body of nested values (an alert subscription's keys and subjects), sent as JSON as
   * it is; `params` are flat and cannot carry it.
   */
  body?: InputOf<InputSchema<E, 'body'>>;
  /** Refusals are shown by the caller instead of the default toast. */
  quiet?: boolean;
  signal?: AbortSignal;
}

function searchParams(params: Params = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) search.set(key, String(value));
  return search;
}

function callUrl(path: string, params: URLSearchParams, method: 'GET' | 'POST'): string {
  const base = state.baseUrl ?? siteByLang(state.lang).prefix;
  const query = method === 'GET' && params.size > 0 ? `?${params.toString()}` : '';
  return `${base}${path}${query}`;
}

/**
 * The absolute address a GET call goes to, query included and nothing of its signature (which
 * travels in headers): what an answer kept for offline reading is found by.
 */
export function apiGetUrl<E extends ReaderEndpoint & { method: 'GET' }>(
  endpoint: E,
  params?: ParamsOf<E> & Params,
): string {
  return new URL(callUrl(endpoint.path, searchParams(params), 'GET'), window.location.href).href;
}

/**
 * One API call: signed, time-limited, parsed with the contract schema. Code 0 and HTTP 429 toast
 * the server's message (docs/product.md §6), 401 signs the reader out, HTTP and network failures reject
 * with the status (or -1) as code.
 */
export async function api<E extends ReaderEndpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<OutputOf<E>> {
  const { method, path } = endpoint;
  const token = readItem('token');
  if (options.auth && !token) {
    state.onUnauthorized();
    throw new ApiRequestError(401, 'not signed in');
  }
  const params = searchParams(options.params);
  const headers: Record<string, string> = buildSignedHeaders({
    platform: readItem('platform'),
    deviceId: deviceId(),
    lang: state.lang,
    secret: readRuntimeConfig().signSecret,
    token: token || null,
  });
  // What goes as JSON: the nested body, or the flat params when asked to.
  const json = options.body ?? (options.json ? Object.fromEntries(params) : undefined);
  if (method === 'POST')
    headers['content-type'] = json ? 'application/json' : 'application/x-www-form-urlencoded';
  // Combined by hand: AbortSignal.any is missing in older in-app browsers.
  const controller = new AbortController();
  const timeout = { fired: false };
  const timer = setTimeout(() => {
    timeout.fired = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => {
    controller.abort();
  });
  let response: Response;
  try {
    response = await fetch(callUrl(path, params, method), {
      method,
      headers,
      body: method !== 'POST' ? undefined : json ? JSON.stringify(json) : params.toString(),
      signal: controller.signal,
    });
  } catch {
    throw new ApiRequestError(timeout.fired ? 408 : -1, timeout.fired ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  const body: unknown = await response.json().catch(() => null);
  const failure = failureEnvelopeSchema.safeParse(body);
  if (!response.ok) {
    // Too many tries: the server says so, and for how long, in the reader's language; the
    // reader is told as of any refusal (a sign-in form must not just stop).
    if (response.status === 429 && failure.success && !options.quiet)
      state.onRefused(failure.data.msg);
    throw new ApiRequestError(
      response.status,
      failure.success ? failure.data.msg : response.statusText,
    );
  }
  if (failure.success && failure.data.code === 401) {
    state.onUnauthorized();
    throw new ApiRequestError(401, failure.data.msg);
  }
  if (failure.success && failure.data.code !== 1) {
    if (!options.quiet) state.onRefused(failure.data.msg);
    throw new ApiRequestError(failure.data.code, failure.data.msg);
  }
  // The contract's response schemas are zod mini schemas; the descriptor types them as zod's core type.
  const parsed = envelopeSchema(endpoint.response as z.ZodMiniType).safeParse(body);
  if (!parsed.success) throw new ApiRequestError(-2, 'unexpected response');
  // zod cannot carry the generic through its object type; the shape was just checked.
  return (parsed.data as { data: OutputOf<E> }).data;
}
