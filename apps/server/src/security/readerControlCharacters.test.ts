import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postApi } from '../testing/readerAccount.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/**
 * Reader text that would steer a terminal (ESC, C1 such as CSI 0x9B, DEL) is refused with the
 * usual message naming the field; tabs and line breaks, which readers type, go through.
 */
describe.each(embeddedEngine())('control characters in reader text, on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
    server = await startTestServer(database);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it.each([
    ['ESC', 'tide\u001b[2J'],
    ['CSI (C1)', 'tide\u009b31m'],
    ['NEL (C1)', 'tide\u0085'],
    ['DEL', 'tide\u007f'],
  ])('refuses %s with the field named', async (_name, keyword) => {
    const answer = await postApi(server.baseUrl, '/es/app/search.do', { keyword });
    expect(answer).toMatchObject({ code: 0, msg: 'The value of “keyword” is not valid.' });
  });

  it('lets text with tabs and accents through', async () => {
    const answer = await postApi(server.baseUrl, '/es/app/search.do', { keyword: 'café\ttide' });
    expect(answer.code, answer.msg).toBe(1);
  });
});
