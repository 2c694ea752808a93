import type { z } from 'zod/mini';
import type { Endpoint, InputOf, InputSchema, OutputOf } from '@news/contract/endpoint';
import { postSession } from '@news/contract/console/sessionEndpoints';
import {
  CONSOLE_LANG_HEADER,
  CSRF_HEADER,
  type ConsoleLang,
} from '@news/contract/console/staffSchemas';

/** A console call that did not succeed, with the server's message in the console's language. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's stable word for it: `stale`, `totpRequired`, `mustChangePassword`, ... */
    readonly reason: string,
  ) {
    super(message);
  }
}

interface ApiState {
  lang: ConsoleLang;
  csrfToken: string;
  /** Called when the server says the session is gone (expired, ended elsewhere). */
  onSignedOut: () => void;
  /** Messages for an answer that is not what the contract says, and for no answer at all. */
  text: (problem: 'badAnswer' | 'network') => string;
}

const state: ApiState = {
  lang: 'zh-Hans',
  csrfToken: '',
  onSignedOut: () => undefined,
  text: (problem) =>
    problem === 'network'
      ? 'The server could not be reached.'
      : 'The server’s answer could not be read.',
};

export function configureApi(changes: Partial<ApiState>): void {
  Object.assign(state, changes);
}

function headers(method: string, json: boolean): Record<string, string> {
  return {
    [CONSOLE_LANG_HEADER]: state.lang,
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(method === 'GET' ? {} : { [CSRF_HEADER]: state.csrfToken }),
  };
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
  reason?: unknown;
}

/** Reads an answer: the success envelope's data parsed with the contract's schema, or the refusal. */
function readAnswer<T>(
  status: number,
  text: string,
  schema: z.ZodMiniType<T>,
  signedIn: boolean,
): T {
  let body: Envelope;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    throw new ConsoleApiError(status, state.text('badAnswer'), 'badAnswer');
  }
  if (status !== 200 || body.code !== 1) {
    const reason = typeof body.reason === 'string' ? body.reason : 'unknown';
    if (status === 401 && signedIn && reason === 'notSignedIn') state.onSignedOut();
    throw new ConsoleApiError(
      status,
      typeof body.msg === 'string' ? body.msg : state.text('badAnswer'),
      reason,
    );
  }
  const parsed = schema.safeParse(body.data);
  if (!parsed.success) throw new ConsoleApiError(status, state.text('badAnswer'), 'badAnswer');
  return parsed.data;
}

/** What a call sends besides its descriptor: the path's `:name` values, its query and its body. */
export interface CallInput<E extends Endpoint> {
  params?: Record<keyof NonNullable<InputOf<InputSchema<E, 'params'>>>, string | number>;
  /** Already built by the screen from its filters (an empty query adds nothing). */
  query?: URLSearchParams | string;
  body?: InputOf<InputSchema<E, 'body'>>;
  /** Sent even when the page is closing (the browser keeps the request alive). */
  keepalive?: boolean;
}

/** The address of a call under `/console/api`: the descriptor's path with its parameters filled in. */
export function callUrl<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = input.query?.toString() ?? '';
  return `/console/api${path}${query ? `?${query}` : ''}`;
}

/** One call of the console's API; every answer is parsed with its schema from the contract. */
export async function api<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<OutputOf<E>> {
  const { method } = endpoint;
  const body: unknown = input.body;
  let res: Response;
  try {
    res = await fetch(callUrl(endpoint, input), {
      method,
      headers: headers(method, body !== undefined),
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(input.keepalive ? { keepalive: true } : {}),
    });
  } catch {
    throw new ConsoleApiError(0, state.text('network'), 'network');
  }
  return readAnswer(
    res.status,
    await res.text(),
    endpoint.response as z.ZodMiniType<OutputOf<E>>,
    (endpoint as Endpoint) !== postSession,
  );
}

/**
 * Uploads a file as multipart (field `file`), reporting how much of it has been sent: video
 * files are large, and a progress bar is how an editor knows the upload is alive.
 */
export function upload<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<OutputOf<E>> {
  const schema = endpoint.response as z.ZodMiniType<OutputOf<E>>;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, callUrl(endpoint, input));
    for (const [name, value] of Object.entries(headers('POST', false)))
      request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      try {
        resolve(readAnswer(request.status, request.responseText, schema, true));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.addEventListener('error', () => {
      reject(new ConsoleApiError(0, state.text('network'), 'network'));
    });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
