import type { z } from 'zod';
import { envelopeSchema, failureEnvelopeSchema } from '@news/contract/envelope';
import { buildSignedHeaders } from '@news/contract/signing';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { REQUEST_TIMEOUT_MS } from '@news/contract/constants';

export class ApiRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  lang: SiteLang;
  deviceId: string;
  signSecret: string;
  /** The site's API base when the language entry names one (site-specific mode). */
  baseUrl?: string;
}

/** A signed GET whose answer is parsed with the contract schema before anyone sees it. */
export async function apiGet<T extends z.ZodType>(
  options: ApiClientOptions,
  path: string,
  dataSchema: T,
): Promise<z.output<T>> {
  const base = options.baseUrl ?? siteByLang(options.lang).prefix;
  const headers = buildSignedHeaders({
    platform: 'H5',
    deviceId: options.deviceId,
    lang: options.lang,
    secret: options.signSecret,
  });
  const response = await fetch(`${base}${path}`, {
    headers,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = failureEnvelopeSchema.safeParse(body);
    throw new ApiRequestError(
      response.status,
      failure.success ? failure.data.msg : response.statusText,
    );
  }
  const parsed = envelopeSchema(dataSchema).safeParse(body);
  if (!parsed.success) {
    const failure = failureEnvelopeSchema.safeParse(body);
    if (failure.success && failure.data.code !== 1)
      throw new ApiRequestError(failure.data.code, failure.data.msg);
    throw new ApiRequestError(-1, 'unexpected response');
  }
  // zod cannot carry the generic through its object type; the shape was just checked.
  const envelope = parsed.data as { code: number; msg: string; data: z.output<T> };
  if (envelope.code !== 1) throw new ApiRequestError(envelope.code, envelope.msg);
  return envelope.data;
}
