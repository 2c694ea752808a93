import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, failureEnvelopeSchema } from '@news/contract/envelope';
import { languageConfigSchema } from '@news/contract/languageEntry';
import { computeSign } from '@news/contract/signing';
import { SITES } from '@news/contract/sites';
import type { DatabaseHandle } from './db/database.ts';
import { defineRoute } from './http/routeSpec.ts';
import { signedHeaders, TEST_SIGN_SECRET } from './testing/signedHeaders.ts';
import { embeddedEngine } from './testing/testDatabases.ts';
import { startTestServer, type TestServer } from './testing/testServer.ts';

const appListEnvelope = envelopeSchema(languageConfigSchema);

/** A probe route: echoes a validated body, so the test can drive the request pipeline itself. */
const echoRoute = defineRoute(
  {
    method: 'POST',
    path: '/test/echo',
    body: z.object({ title: z.string().min(1).max(20), count: z.coerce.number().int() }),
    response: z.object({ title: z.string(), count: z.number() }),
  },
  { summary: 'echo', tag: 'test', handler: ({ body }) => Promise.resolve(body) },
);
const echoEnvelope = envelopeSchema(z.object({ title: z.string(), count: z.number() }));

/** A probe whose handler returns more than its contract names, or less when asked to. */
const leakyRoute = defineRoute(
  {
    method: 'GET',
    path: '/test/leaky',
    query: z.object({ drop: z.enum(['none', 'title']).default('none') }),
    response: z.object({ title: z.string(), count: z.int() }),
  },
  {
    summary: 'leaky',
    tag: 'test',
    handler: ({ query }) => {
      const row = { title: 'Ferry', count: 2, password_hash: 'scrypt$leak' };
      if (query.drop === 'none') return Promise.resolve(row);
      const { title: _dropped, ...rest } = row;
      return Promise.resolve(rest as unknown as { title: string; count: number });
    },
  },
);

/** A probe that needs a reader and validates its body. */
const signedInRoute = defineRoute(
  {
    method: 'POST',
    path: '/test/signed-in',
    body: z.object({ n: z.coerce.number().int() }),
    response: z.object({ n: z.int(), reader: z.string() }),
  },
  {
    summary: 'signed in',
    tag: 'test',
    auth: 'required',
    handler: ({ user, body }) => Promise.resolve({ n: body.n, reader: user.username }),
  },
);

describe.each(embeddedEngine())('server core on $name', (engine) => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await engine.open();
    server = await startTestServer(database, {}, () => [echoRoute, leakyRoute, signedInRoute]);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it.each(SITES.map((s) => [s.prefix, s.lang] as const))(
    'answers a signed appList under %s with the five language entries',
    async (prefix, lang) => {
      const res = await fetch(`${server.baseUrl}${prefix}/cms/content/appList`, {
        headers: signedHeaders(lang),
      });
      expect(res.status).toBe(200);
      const body = appListEnvelope.parse(await res.json());
      expect(body.code).toBe(1);
      expect(body.data.map((e) => [e.id, e.lang]).sort()).toEqual([
        [1, 'zh-Hans'],
        [36, 'ja'],
        [37, 'kr'],
        [38, 'en'],
        [42, 'ru'],
      ]);
    },
  );

  it('refuses an unsigned request with 403 in the site language', async () => {
    const res = await fetch(`${server.baseUrl}/ruapi/cms/content/appList`);
    expect(res.status).toBe(403);
    const body = failureEnvelopeSchema.parse(await res.json());
    expect(body.code).toBe(403);
    expect(body.msg).toMatch(/проверить запрос/i);
  });

  it('refuses a replayed request', async () => {
    const headers = signedHeaders('en');
    const first = await fetch(`${server.baseUrl}/enapi/cms/content/appList`, { headers });
    expect(first.status).toBe(200);
    const replay = await fetch(`${server.baseUrl}/enapi/cms/content/appList`, { headers });
    expect(replay.status).toBe(403);
    expect(failureEnvelopeSchema.parse(await replay.json()).msg).toMatch(/already/i);
  });

  it('refuses a forged sign and a stale timestamp', async () => {
    const forged = signedHeaders('en', {
      sign: computeSign(Date.now(), 'abcdefghij', 'wrong-secret'),
    });
    expect(
      (await fetch(`${server.baseUrl}/enapi/cms/content/appList`, { headers: forged })).status,
    ).toBe(403);

    const stale = String(Date.now() - 301_000);
    const staleHeaders = signedHeaders('en', {
      timestamp: stale,
      nonce: 'staleNonce',
      sign: computeSign(stale, 'staleNonce', TEST_SIGN_SECRET),
    });
    const res = await fetch(`${server.baseUrl}/enapi/cms/content/appList`, {
      headers: staleHeaders,
    });
    expect(res.status).toBe(403);
    expect(failureEnvelopeSchema.parse(await res.json()).msg).toMatch(/clock/i);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await fetch(`${server.baseUrl}/jaapi/no/such/path.do`, {
      headers: signedHeaders('ja'),
    });
    expect(res.status).toBe(404);
    const body = failureEnvelopeSchema.parse(await res.json());
    expect(body).toMatchObject({ code: 404, msg: 'ページが見つかりません。' });
  });

  it('answers a path whose percent-encoding does not decode with a 400 envelope in the site language', async () => {
    // The router refuses these before any route: Fastify's own answer echoed the path in English.
    const res = await fetch(`${server.baseUrl}/ruapi/cms/content/%E0%A4%A`, {
      headers: signedHeaders('ru'),
    });
    expect(res.status).toBe(400);
    expect(failureEnvelopeSchema.parse(await res.json())).toEqual({
      code: 400,
      msg: 'Не удалось обработать запрос. Обновите страницу и попробуйте снова.',
      data: null,
    });
  });

  it('sends a browser that asks for an unknown page to the app’s 404 page', async () => {
    const res = await fetch(`${server.baseUrl}/some/old/link`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/#/pages/public/404');
  });

  it('accepts form-encoded and JSON bodies alike', async () => {
    const form = await fetch(`${server.baseUrl}/krapi/test/echo`, {
      method: 'POST',
      headers: { ...signedHeaders('kr'), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ title: '칭다오', count: '3' }).toString(),
    });
    expect(echoEnvelope.parse(await form.json())).toMatchObject({
      code: 1,
      data: { title: '칭다오', count: 3 },
    });
    const json = await fetch(`${server.baseUrl}/krapi/test/echo`, {
      method: 'POST',
      headers: { ...signedHeaders('kr'), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Qingdao', count: 4 }),
    });
    expect(echoEnvelope.parse(await json.json())).toMatchObject({
      code: 1,
      data: { title: 'Qingdao', count: 4 },
    });
  });

  it('names the bad field in the reader’s language', async () => {
    const res = await fetch(`${server.baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: { ...signedHeaders('zh-Hans'), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(50), count: 1 }),
    });
    expect(res.status).toBe(200);
    expect(failureEnvelopeSchema.parse(await res.json())).toMatchObject({
      code: 0,
      msg: '“title”的值无效。',
    });
    const missing = await fetch(`${server.baseUrl}/enapi/test/echo`, {
      method: 'POST',
      headers: { ...signedHeaders('en'), 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
    });
    expect(failureEnvelopeSchema.parse(await missing.json()).msg).toBe('“title” is required.');
  });

  it('sends only the fields the contract names, in its order', async () => {
    const res = await fetch(`${server.baseUrl}/enapi/test/leaky`, { headers: signedHeaders('en') });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.text()).toBe('{"code":1,"msg":"OK","data":{"title":"Ferry","count":2}}');
  });

  it('answers 500 in the site language, not a body the client cannot parse, when an answer breaks its contract', async () => {
    const res = await fetch(`${server.baseUrl}/ruapi/test/leaky?drop=title`, {
      headers: signedHeaders('ru'),
    });
    expect(res.status).toBe(500);
    const body = failureEnvelopeSchema.parse(await res.json());
    expect(body.code).toBe(500);
    expect(body.msg).toMatch(/[а-я]/);
    expect(JSON.stringify(body)).not.toContain('title');
  });

  it('asks for sign-in before it looks at the input of a call that needs a reader', async () => {
    const res = await fetch(`${server.baseUrl}/enapi/test/signed-in`, {
      method: 'POST',
      headers: { ...signedHeaders('en'), 'content-type': 'application/json' },
      body: JSON.stringify({ n: 'not a number' }),
    });
    expect(res.status).toBe(200);
    expect(failureEnvelopeSchema.parse(await res.json())).toMatchObject({ code: 401 });
  });

  it('takes a POST call’s fields from the query string as well as the body', async () => {
    const res = await fetch(`${server.baseUrl}/enapi/test/echo?title=From%20query`, {
      method: 'POST',
      headers: { ...signedHeaders('en'), 'content-type': 'application/json' },
      body: JSON.stringify({ count: '5' }),
    });
    expect(echoEnvelope.parse(await res.json())).toMatchObject({
      code: 1,
      data: { title: 'From query', count: 5 },
    });
  });

  it('maps malformed JSON to 400 and an oversized body to 413, without internals', async () => {
    const bad = await fetch(`${server.baseUrl}/enapi/test/echo`, {
      method: 'POST',
      headers: { ...signedHeaders('en'), 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(bad.status).toBe(400);
    const badBody = failureEnvelopeSchema.parse(await bad.json());
    expect(badBody).toMatchObject({
      code: 400,
      msg: 'This could not be read. Refresh the page and try again.',
    });

    const big = await fetch(`${server.baseUrl}/enapi/test/echo`, {
      method: 'POST',
      headers: { ...signedHeaders('en'), 'content-type': 'application/x-www-form-urlencoded' },
      body: `title=${'x'.repeat(2 * 1024 * 1024)}`,
    });
    expect(big.status).toBe(413);
    expect(failureEnvelopeSchema.parse(await big.json()).code).toBe(413);
  });

  it('sets the security headers on every answer', async () => {
    const res = await fetch(`${server.baseUrl}/healthz`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports health, metrics and the OpenAPI document without a signature', async () => {
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: engine.name });

    await fetch(`${server.baseUrl}/api/cms/content/appList`, { headers: signedHeaders('zh-Hans') });
    const metrics = await (await fetch(`${server.baseUrl}/metrics`)).text();
    expect(metrics).toMatch(
      /http_requests_total\{method="GET",route="\/api\/cms\/content\/appList",status="200"\} \d+/,
    );
    // Labels in any order: prom-client writes `le` first.
    expect(metrics).toMatch(/http_request_duration_seconds_bucket\{[^}]*le="\+Inf"[^}]*\} \d+/);
    expect(metrics).toMatch(/process_resident_memory_bytes \d+/);

    const openapi = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      servers: { variables: { prefix: { enum: string[] } } }[];
    };
    expect(openapi.openapi).toBe('3.1.0');
    expect(openapi.paths).toHaveProperty(['/cms/content/appList', 'get']);
    expect(openapi.servers[0]?.variables.prefix.enum).toEqual(SITES.map((s) => s.prefix));
  });

  it('serves a rolling live playlist whose media sequence follows the clock', async () => {
    const res = await fetch(`${server.baseUrl}/media/live/stream.m3u8`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('mpegurl');
    const text = await res.text();
    const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
    expect(sequence).toBeGreaterThan(Math.floor(Date.now() / 2000) - 5);
    expect(text.match(/\/media\/demo\/live\/seg\d+\.ts/g)?.length).toBe(4);
  });
});
