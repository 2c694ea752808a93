import { buildSignedHeaders } from '@news/contract/signing';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { E2E_SIGN_SECRET } from './startServer.ts';

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/**
 * A signed call to the running server's API, as the app makes it: for finding real ids to open
 * in the browser (the tests never hard-code content ids, which differ per site).
 */
export async function siteApi<T>(
  baseUrl: string,
  lang: SiteLang,
  path: string,
  params: Record<string, string> = {},
  method: 'GET' | 'POST' = 'GET',
): Promise<T> {
  const headers = buildSignedHeaders({
    platform: 'H5',
    deviceId: 'e2e-device',
    lang,
    secret: E2E_SIGN_SECRET,
    token: null,
  });
  const query = new URLSearchParams(params).toString();
  const url = `${baseUrl}${siteByLang(lang).prefix}${path}${method === 'GET' && query ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method,
    headers: {
      ...headers,
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: method === 'POST' ? query : undefined,
  });
  const body = (await response.json()) as Envelope;
  if (body.code !== 1) throw new Error(`${path}: ${String(body.code)} ${body.msg}`);
  return body.data as T;
}
