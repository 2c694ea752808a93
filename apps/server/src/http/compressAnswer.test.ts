import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexListSchema } from '@news/contract/homeSchemas';
import { envelopeSchema } from '@news/contract/envelope';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { acceptedEncoding } from './compressAnswer.ts';

describe('acceptedEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('BR;q=0.5')).toBe('br');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe.each(embeddedEngine())('compressed API answers on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database);
    server = await startTestServer(database);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const home = (encoding?: string) =>
    rawRequest(`${server.baseUrl}/enapi/cms/content/indexList?pageSize=10`, {
      headers: signedHeaders('en', encoding ? { 'accept-encoding': encoding } : {}),
    });
  const homeSchema = envelopeSchema(indexListSchema);

  it('sends the home feed in Brotli to a browser that accepts it, the same bytes again from the cache', async () => {
    const plain = await home();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const first = await home('gzip, deflate, br');
    const second = await home('gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(String(first.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(first.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(first.body).toString()).toBe(plain.body.toString());
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.body.length).toBeLessThan(plain.body.length / 2);
    expect(homeSchema.safeParse(JSON.parse(plain.body.toString())).success).toBe(true);
  });

  it('answers a conditional request with 304 whatever the encoding', async () => {
    const first = await home('br');
    const again = await rawRequest(`${server.baseUrl}/enapi/cms/content/indexList?pageSize=10`, {
      headers: signedHeaders('en', {
        'accept-encoding': 'br',
        'if-none-match': String(first.headers.etag),
      }),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('compresses answers that are built per request (search) with gzip when that is all the client takes', async () => {
    const res = await rawRequest(`${server.baseUrl}/enapi/es/app/search.do`, {
      method: 'POST',
      headers: signedHeaders('en', {
        'content-type': 'application/json',
        'accept-encoding': 'gzip',
      }),
      body: JSON.stringify({ keyword: 'Qingdao', pageSize: '20' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.body).toString()) as { code: number };
    expect(body.code).toBe(1);
  });
});
