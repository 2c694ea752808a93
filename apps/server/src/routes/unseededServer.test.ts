import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '@news/contract/sites';
import { signedHeaders } from '../testing/signedHeaders.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

// A deployment that imports its own content starts with SEED_ON_START=false: no demo content.
describe.each(embeddedEngine())('a server without the demo content on $name', (engine) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await engine.open();
    server = await startTestServer(database, { SEED_ON_START: 'false' });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('records page views and answers the home feed on every site', async () => {
    for (const site of SITES) {
      const view = await fetch(
        `${server.baseUrl}${site.prefix}/statistics/accessStatistics/in.do?page=home&contentId=0`,
        { headers: signedHeaders(site.lang) },
      );
      expect(view.status, site.prefix).toBe(200);
      expect(((await view.json()) as { code: number }).code, site.prefix).toBe(1);
      const home = await fetch(`${server.baseUrl}${site.prefix}/cms/content/indexList`, {
        headers: signedHeaders(site.lang),
      });
      const body = (await home.json()) as { code: number; data: { feed: { total: number } } };
      expect(body.code, site.prefix).toBe(1);
      expect(body.data.feed.total).toBe(0);
    }
    const rows = await database.db.selectFrom('access_statistics').select('site_id').execute();
    expect(rows.map((r) => r.site_id).sort((a, b) => a - b)).toEqual(
      SITES.map((s) => s.id).sort((a, b) => a - b),
    );
  });
});
