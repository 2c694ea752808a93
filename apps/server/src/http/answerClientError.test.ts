import { describe, expect, it } from 'vitest';
import { serverCatalogues } from '../i18n/serverMessages.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { openDatabase, migrateToLatest } from '../db/database.ts';
import { startTestServer } from '../testing/testServer.ts';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { languageOfRawRequest } from './answerClientError.ts';

describe('languageOfRawRequest', () => {
  it('reads the site from the request line, in either form Node or Fastify describe it', () => {
    expect(
      languageOfRawRequest(Buffer.from('GET /ruapi/cms/content/appList?x=1 HTTP/1.1\r\n')),
    ).toBe('ru');
    expect(
      languageOfRawRequest({ type: 'Buffer', data: [...Buffer.from('POST /krapi/code HTTP/1.1')] }),
    ).toBe('kr');
    expect(languageOfRawRequest(Buffer.from('GET /enapi HTTP/1.1'))).toBe('en');
    // No site prefix, an unknown one, or no bytes: the default site.
    expect(languageOfRawRequest(Buffer.from('GET /assets/app.js HTTP/1.1'))).toBe('zh-Hans');
    expect(languageOfRawRequest(Buffer.from('GET /enapix/a HTTP/1.1'))).toBe('zh-Hans');
    expect(languageOfRawRequest(Buffer.from('\u0000\u0001garbage'))).toBe('zh-Hans');
    expect(languageOfRawRequest(undefined)).toBe('zh-Hans');
  });

  it('answers a URL too long for the parser in the language of the site it was for', async () => {
    const database = openDatabase({ databaseUrl: undefined, dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(database);
    const server = await startTestServer(database);
    try {
      for (const [prefix, lang] of [
        ['/enapi', 'en'],
        ['/jaapi', 'ja'],
        ['/ruapi', 'ru'],
      ] as const) {
        const res = await rawRequest(
          `${server.baseUrl}${prefix}/cms/content/appList?q=${'ж'.repeat(5_000)}`,
          { headers: signedHeaders(lang) },
        );
        expect(res.status).toBe(431);
        expect(JSON.parse(res.body.toString())).toEqual({
          code: 431,
          msg: serverCatalogues[lang]['error.tooLarge'],
          data: null,
        });
      }
    } finally {
      await server.close();
      await database.close();
    }
  });
});
