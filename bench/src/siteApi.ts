import { failureEnvelopeSchema, parseWith, RESULT_CODE } from '@news/contract/envelope';
import { buildSignedHeaders } from '@news/contract/signing';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { BENCH_SECRET } from './benchProcesses.ts';

/** The schema type `parseWith` takes, named without a dependency on zod of our own. */
type Schema<T> = Parameters<typeof parseWith<T>>[0];

/**
 * A signed call to one site's API as the web app makes it, its answer parsed with the contract's
 * schema: the benchmarks find their pages from what a reader's app would be told.
 */
export async function siteApi<T>(
  base: string,
  lang: SiteLang,
  path: string,
  schema: Schema<T>,
  params: Record<string, string>,
  method: 'GET' | 'POST' = 'GET',
): Promise<T> {
  const headers = buildSignedHeaders({
    platform: 'H5',
    deviceId: 'bench-web',
    lang,
    secret: BENCH_SECRET,
    token: null,
  });
  const query = new URLSearchParams(params).toString();
  const url = `${base}${siteByLang(lang).prefix}${path}${method === 'GET' ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method,
    headers: {
      ...headers,
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: method === 'POST' ? query : undefined,
  });
  const envelope = parseWith(failureEnvelopeSchema, await response.json());
  if (!envelope.ok) throw new Error(`${path} answered no envelope: ${envelope.error}`);
  if (envelope.value.code !== RESULT_CODE.success)
    throw new Error(`${path} answered ${String(envelope.value.code)}: ${envelope.value.msg}`);
  const data = parseWith(schema, envelope.value.data);
  if (!data.ok) throw new Error(`${path} answered data the contract refuses: ${data.error}`);
  return data.value;
}
