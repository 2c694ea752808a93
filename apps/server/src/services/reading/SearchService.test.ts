import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { createSearchIndex } from '../../search/createSearchIndex.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../../testing/TestRows.ts';
import { useServices } from '../../testing/useServices.ts';
import { ContentRepository } from '../../repositories/ContentRepository.ts';
import { ContentWriter } from '../editorial/ContentWriter.ts';

const site = siteByLang('en');
const firstPage = { pageNo: 1, pageSize: 10 };

describe.each(testEngines())('SearchService on $name', (engine) => {
  const fixture = useServices(engine);
  const search = () => fixture.services.search;

  async function write(
    title: string,
    description: string,
    fields: { publish_type?: string; publish_date?: string } = {},
  ) {
    const { database, rows, clock } = fixture.data;
    const writer = new ContentWriter(
      new ContentRepository(database.db),
      createSearchIndex(database.dialect, database.db),
    );
    return writer.insert({
      site_id: TEST_SITE_ID,
      category_id: await rows.category(),
      key: `search-${title}`,
      publish_type: fields.publish_type ?? 'TUWEN',
      title,
      description,
      status: 'published',
      publish_date: fields.publish_date ?? clock.iso(-60_000),
      created_at: clock.iso(),
      updated_at: clock.iso(),
    });
  }

  it('ranks items whose title matches before those that match elsewhere', async () => {
    const inBody = await write('Harbour news', 'The new ferry leaves at noon');
    const inTitle = await write('Ferry timetable', 'Harbour departures');
    const result = await search().search(site, 'ferry', undefined, firstPage);
    expect(result.rows.map((r) => Number(r.id))).toEqual([inTitle, inBody]);
    expect(result).toMatchObject({ total: 2, pageNo: 1, pageSize: 10 });
  });

  it('marks the matches in the title and description, escaping the rest', async () => {
    await write('Ferry <fast> line', 'A ferry & a bus');
    const [row] = (await search().search(site, 'ferry', undefined, firstPage)).rows;
    expect(row?.highlightTitle).toBe('<em>Ferry</em> &lt;fast&gt; line');
    expect(row?.highlightDescription).toBe('A <em>ferry</em> &amp; a bus');
  });

  it('finds only published items of the type asked for', async () => {
    const video = await write('Ferry video', '', { publish_type: 'SHIPING' });
    await write('Ferry article', '');
    await write('Ferry tomorrow', '', { publish_date: fixture.data.clock.iso(60_000) });
    const result = await search().search(site, 'ferry', 'SHIPING', firstPage);
    expect(result.rows.map((r) => Number(r.id))).toEqual([video]);
    expect((await search().search(site, 'ferry', undefined, firstPage)).total).toBe(2);
  });

  it('suggests hot words that start with what was typed first, then titles, ten at most', async () => {
    await fixture.data.db
      .insertInto('hot_words')
      .values([
        { site_id: TEST_SITE_ID, word: 'Ferry fares', sort: 1 },
        { site_id: TEST_SITE_ID, word: 'Festival', sort: 2 },
      ])
      .execute();
    await write('Ferry timetable', '');
    for (let i = 0; i < 12; i += 1) await write(`Ferry story ${String(i)}`, '');
    const suggestions = await search().suggest(site, 'fer');
    expect(suggestions[0]).toBe('Ferry fares');
    expect(suggestions).not.toContain('Festival');
    expect(suggestions).toHaveLength(10);
    expect(new Set(suggestions).size).toBe(10);
  });
});
