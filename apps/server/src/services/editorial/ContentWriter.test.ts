import { describe, expect, it } from 'vitest';
import { ContentRepository } from '../../repositories/ContentRepository.ts';
import { createSearchIndex } from '../../search/createSearchIndex.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../../testing/TestRows.ts';
import { useTestDatabase } from '../../testing/useTestDatabase.ts';
import { ContentWriter, type NewContent } from './ContentWriter.ts';

const firstPage = { pageNo: 1, pageSize: 10 };

describe.each(testEngines())('ContentWriter on $name', (engine) => {
  const data = useTestDatabase(engine);
  const index = () => createSearchIndex(data.database.dialect, data.db);
  const writer = () => new ContentWriter(new ContentRepository(data.db), index());

  async function item(fields: Partial<NewContent> = {}): Promise<NewContent> {
    return {
      site_id: TEST_SITE_ID,
      category_id: await data.rows.category(),
      key: `written-${String(Math.random())}`,
      publish_type: 'TUWEN',
      title: 'Harbour news',
      status: 'published',
      publish_date: data.clock.iso(-60_000),
      created_at: data.clock.iso(),
      updated_at: data.clock.iso(),
      ...fields,
    };
  }
  const found = async (query: string) =>
    (
      await index().search({
        siteId: TEST_SITE_ID,
        query,
        now: data.clock.iso(),
        paging: firstPage,
      })
    ).ids;
  const body = async (id: number) =>
    (
      await data.db
        .selectFrom('content')
        .select('body_html')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).body_html;

  it('cleans a body on the way in: no scripts, no event handlers, the article’s own markup kept', async () => {
    const id = await writer().insert(
      await item({
        body_html:
          '<p onclick="steal()">Ferry <b>news</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      }),
    );
    const html = await body(id);
    expect(html).toContain('<p>Ferry <b>news</b></p>');
    expect(html).not.toMatch(/script|onclick|onerror|alert/);
  });

  it('makes an item findable by its title, description, body, captions and tags at once', async () => {
    const id = await writer().insert(
      await item({
        title: 'Ferry',
        description: 'lighthouse',
        body_html: '<p>seagulls</p>',
        tags: JSON.stringify(['regatta']),
      }),
      [{ position: 1, url: '/media/a.jpg', caption: 'Sunset pier', width: 10, height: 10 }],
    );
    for (const word of ['ferry', 'lighthouse', 'seagulls', 'pier', 'regatta'])
      expect(await found(word)).toEqual([id]);
  });

  it('replaces an item’s body, pictures and search words on update', async () => {
    const id = await writer().insert(await item({ title: 'Ferry', body_html: '<p>seagulls</p>' }), [
      { position: 1, url: '/media/a.jpg', caption: 'Pier', width: 10, height: 10 },
    ]);
    const { created_at: _kept, ...changes } = await item({
      title: 'Tram',
      body_html: '<p>cobbles<script>x</script></p>',
    });
    await writer().update(id, changes, [
      { position: 1, url: '/media/b.jpg', caption: 'Depot', width: 10, height: 10 },
    ]);
    expect(await found('seagulls')).toEqual([]);
    expect(await found('pier')).toEqual([]);
    expect(await found('depot')).toEqual([id]);
    expect(await body(id)).toBe('<p>cobbles</p>');
    const images = await data.db
      .selectFrom('content_images')
      .select('url')
      .where('content_id', '=', id)
      .execute();
    expect(images).toEqual([{ url: '/media/b.jpg' }]);
  });
});
