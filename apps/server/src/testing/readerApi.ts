import type { SiteLang } from '@news/contract/sites';
import { siteByLang } from '@news/contract/sites';
import { signedHeaders } from './signedHeaders.ts';

export interface ReaderAnswer {
  code: number;
  msg: string;
  data: unknown;
}

/** A signed call of the reader API, as the web app makes it. */
export async function readerApi(
  baseUrl: string,
  lang: SiteLang,
  path: string,
  query: Record<string, string> = {},
  method: 'GET' | 'POST' = 'GET',
): Promise<ReaderAnswer> {
  const url = new URL(`${baseUrl}${siteByLang(lang).prefix}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const res = await fetch(url, { method, headers: signedHeaders(lang) });
  return (await res.json()) as ReaderAnswer;
}
