import { constants, publicEncrypt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelopeSchema } from '@news/contract/envelope';
import { SITES, type SiteInfo } from '@news/contract/sites';
import { serverCatalogues } from '../i18n/serverMessages.ts';
import { UsersRepository } from '../repositories/UsersRepository.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { listApiRoutes, tableCounts, type ApiRoute } from '../testing/apiSurface.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { testEngines, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * Property-based fuzzing of every call under every site prefix: arbitrary values (unicode, lone
 * surrogates, control characters, huge and hostile strings, numbers, nested objects, prototype
 * keys) in every field, sent as JSON, form, multipart, the wrong content type, broken JSON,
 * invalid UTF-8 or another charset, in query strings with broken percent-encoding and repeated
 * keys — signed, with a valid reader's token, a forged one, none, or a bad signature. Whatever
 * comes, the server must answer below 500 with a well-formed envelope whose message is in the
 * site's language and leaks no internals, and a refused request must leave the database as it
 * was. The seed is printed on failure (FUZZ_SEED reruns it; FUZZ_RUNS sets the number of cases).
 */

const CAPTCHA = 'FUZZ';
const PASSWORD = 'Fuzz#2026ab';
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

// Calls that end the reader's session: given the shared valid token they would sign the rest of
// the run out, so they get a forged one (accountsFlow.test.ts covers them signed in).
const ENDS_SESSION = new Set(['/loginOut.do', '/people/cancelAccount', '/setNewPass.do']);

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '1; DROP TABLE users',
  '../../etc/passwd',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '%00',
  '%E0%A4%A',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
  '\u202e\u200b\ufeff',
  '𠜎𠜱𝒳😀',
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => 'ж'.repeat(n)) },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 400 }).map(String) },
);

const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: text },
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor')),
      tie('value'),
      { maxKeys: 3 },
    ),
  ),
}));

type Credentials = 'valid' | 'forged' | 'none' | 'badSignature';
type Encoding =
  | 'json'
  | 'form'
  | 'multipart'
  | 'textPlain'
  | 'brokenJson'
  | 'invalidUtf8'
  | 'latin1'
  | 'noContentType'
  | 'query'
  | 'brokenPercent'
  | 'repeatedKeys'
  | 'getWithBody';

function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  // JSON.stringify(undefined) is undefined at run time, whatever its type says.
  return v === undefined ? '' : JSON.stringify(v);
}

/** Regular expressions that match every message of a language (placeholders match anything). */
function catalogueMatchers(lang: SiteInfo['lang']): RegExp[] {
  return Object.values(serverCatalogues[lang]).map(
    (template) =>
      new RegExp(
        `^${template
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('[\\s\\S]*')}$`,
      ),
  );
}

describe.each(testEngines())('property-based fuzzing of every call on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;
  let routes: ApiRoute[] = [];
  let token = '';
  const matchers = new Map(SITES.map((s) => [s.lang, catalogueMatchers(s.lang)]));

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en', 'ru']);
    server = await startTestServer(database, { TEST_CAPTCHA: CAPTCHA });
    routes = await listApiRoutes(server.baseUrl);
    token = await signIn();
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  /** A reader registered through the API, approved as the operator would, and signed in. */
  async function signIn(): Promise<string> {
    const call = async (path: string, body: Record<string, string>) =>
      (await (
        await fetch(`${server.baseUrl}/enapi${path}`, {
          method: 'POST',
          headers: signedHeaders('en', { 'content-type': 'application/json' }),
          body: JSON.stringify(body),
        })
      ).json()) as { code: number; msg: string; data: Record<string, string> };
    const { publicKey } = (await call('/gov/publicKey/getPublicKey.do', {})).data;
    const seal = (secret: string): string =>
      publicEncrypt(
        { key: publicKey ?? '', padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(secret),
      ).toString('base64');
    const registered = await call('/register.do', {
      username: 'fuzz_reader',
      password: seal(PASSWORD),
      confirmPassword: seal(PASSWORD),
      code: CAPTCHA,
      question: 'firstPet',
      answer: 'Rex',
    });
    expect(registered.code, registered.msg).toBe(1);
    const users = new UsersRepository(database.db);
    const user = await users.findByUsername('fuzz_reader');
    if (!user) throw new Error('the reader was not stored');
    await users.update(user.id, { status: 'active' });
    const login = await call('/checkLogin.do', {
      username: 'fuzz_reader',
      password: seal(PASSWORD),
      code: CAPTCHA,
    });
    expect(login.code, login.msg).toBe(1);
    const value = login.data.token;
    if (!value) throw new Error('no token');
    return value;
  }

  const counts = (): Promise<number[]> => tableCounts(database.db);

  function headersFor(site: SiteInfo, route: ApiRoute, credentials: Credentials) {
    const useValid = credentials === 'valid' && !ENDS_SESSION.has(route.path);
    const tokenHeader: Record<string, string> = useValid
      ? { token }
      : credentials === 'forged'
        ? { token: 'f'.repeat(64) }
        : {};
    const headers = signedHeaders(site.lang, { deviceId: 'fuzz-device', ...tokenHeader });
    if (credentials === 'badSignature') headers.sign = '0'.repeat(64);
    return headers;
  }

  function request(
    route: ApiRoute,
    encoding: Encoding,
    payload: Record<string, unknown>,
  ): { query: string; contentType?: string; body?: string | Buffer } {
    const pairs = Object.entries(payload).map(([k, v]): [string, string] => [k, asText(v)]);
    const form = new URLSearchParams(pairs).toString();
    const json = JSON.stringify(payload);
    if (route.method === 'GET') {
      if (encoding === 'brokenPercent') return { query: `?${form}&id=%E0%A4%A&pageNo=%` };
      if (encoding === 'repeatedKeys') return { query: `?${form}&${form}&id=1&id=2&id[]=3` };
      if (encoding === 'getWithBody')
        return { query: `?${form}`, contentType: 'application/json', body: json };
      return { query: `?${form}` };
    }
    switch (encoding) {
      case 'form':
        return { query: '', contentType: 'application/x-www-form-urlencoded', body: form };
      case 'multipart': {
        const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
        const parts = pairs.map(
          ([k, v]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '_')}"\r\n\r\n${v}\r\n`,
        );
        parts.push(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${asText(payload.file ?? 'not a picture')}\r\n`,
        );
        return {
          query: '',
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: `${parts.join('')}--${boundary}--\r\n`,
        };
      }
      case 'textPlain':
        return { query: '', contentType: 'text/plain', body: json };
      case 'brokenJson':
        return { query: '', contentType: 'application/json', body: json.slice(0, -1) + ',}' };
      case 'invalidUtf8':
        return {
          query: '',
          contentType: 'application/json',
          body: Buffer.concat([
            Buffer.from('{"content":"'),
            Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]),
            Buffer.from(`","contentId":"1"}`),
          ]),
        };
      case 'latin1':
        return {
          query: '',
          contentType: 'application/json; charset=latin1',
          body: Buffer.from(json, 'latin1'),
        };
      case 'noContentType':
        return { query: '', body: json };
      case 'json':
      case 'query':
      case 'getWithBody':
      case 'brokenPercent':
        return { query: '?id=%E0%A4%A&x=%', contentType: 'application/json', body: json };
      case 'repeatedKeys':
        return {
          query: `?${form}&${form}`,
          contentType: 'application/x-www-form-urlencoded',
          body: `${form}&${form}`,
        };
        return { query: '', contentType: 'application/json', body: json };
    }
  }

  it('answers anything sent to any call under any prefix below 500, in the site language, and changes nothing it refuses', async () => {
    expect(routes.length).toBeGreaterThan(50);
    let sent = 0;
    const statuses = new Map<number, number>();
    const property = fc.asyncProperty(
      fc.integer({ min: 0, max: routes.length - 1 }),
      fc.constantFrom(...SITES),
      fc.constantFrom<Credentials>('valid', 'valid', 'forged', 'none', 'badSignature'),
      fc.constantFrom<Encoding>(
        'json',
        'json',
        'form',
        'multipart',
        'textPlain',
        'brokenJson',
        'invalidUtf8',
        'latin1',
        'noContentType',
        'query',
        'brokenPercent',
        'repeatedKeys',
        'getWithBody',
      ),
      fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 2 }),
      fc.array(value, { minLength: 8, maxLength: 8 }),
      async (index, site, credentials, encoding, extra, fieldValues) => {
        const route = routes[index];
        if (!route) return;
        const payload: Record<string, unknown> = { ...extra };
        route.fields.forEach((field, i) => {
          payload[field] = fieldValues[i % fieldValues.length];
        });
        const { query, contentType, body } = request(route, encoding, payload);
        const headers: Record<string, string> = {
          ...headersFor(site, route, credentials),
          ...(contentType ? { 'content-type': contentType } : {}),
        };
        const before = await counts();
        const res = await rawRequest(`${server.baseUrl}${site.prefix}${route.path}${query}`, {
          method: route.method,
          headers,
          ...(body === undefined ? {} : { body }),
        });
        sent += 1;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const label = `${route.method} ${site.prefix}${route.path} ${encoding} ${credentials}`;
        expect(res.status, label).toBeLessThan(500);
        if (!String(res.headers['content-type']).includes('json')) return;
        const raw: unknown = JSON.parse(res.body.toString('utf8'));
        const parsed = failureEnvelopeSchema.safeParse(raw);
        expect(parsed.success, `${label}: ${res.body.toString().slice(0, 200)}`).toBe(true);
        if (!parsed.success) return;
        const { code, msg } = parsed.data;
        expect(msg.length, label).toBeGreaterThan(0);
        expect(msg, label).not.toMatch(/Error:|at .+\.ts|SELECT|INSERT|sqlite|postgres|\/work\//i);
        if (code === 1) return;
        const inLanguage = (matchers.get(site.lang) ?? []).some((m) => m.test(msg));
        expect(inLanguage, `${label}: "${msg}" is not from the ${site.lang} messages`).toBe(true);
        expect(await counts(), `${label}: refused but changed the database`).toEqual(before);
      },
    );
    await fc.assert(property, {
      numRuns: RUNS,
      ...(SEED === undefined ? {} : { seed: SEED }),
      // A failure prints its seed; rerun with FUZZ_SEED to reproduce it.
    });
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    console.log(`fuzz: ${String(sent)} requests, by status ${JSON.stringify([...statuses])}`);
    // Most requests must have reached the handlers, not just the signature check.
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(RUNS / 3);
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
  }, 600_000);

  it('refuses a body over the limit under every prefix with the contract’s 413, in the site language', async () => {
    const huge = JSON.stringify({ content: 'x'.repeat(1_100_000), contentId: '1' });
    for (const site of SITES) {
      const res = await rawRequest(`${server.baseUrl}${site.prefix}/people/comment/save.do`, {
        method: 'POST',
        headers: signedHeaders(site.lang, { token, 'content-type': 'application/json' }),
        body: huge,
      });
      expect(res.status, site.prefix).toBe(413);
      const body = failureEnvelopeSchema.parse(JSON.parse(res.body.toString()));
      expect(body.code).toBe(413);
      expect(body.msg).toBe(serverCatalogues[site.lang]['error.tooLarge']);
    }
  });

  it('refuses a replayed request under every prefix', async () => {
    for (const site of SITES) {
      const headers = signedHeaders(site.lang);
      const url = `${server.baseUrl}${site.prefix}/cms/content/indexList`;
      expect((await fetch(url, { headers })).status).toBe(200);
      const again = await fetch(url, { headers });
      expect(again.status).toBe(403);
      const body = failureEnvelopeSchema.parse(await again.json());
      expect(body.msg).toBe(serverCatalogues[site.lang]['error.replayedNonce']);
    }
  });
});
