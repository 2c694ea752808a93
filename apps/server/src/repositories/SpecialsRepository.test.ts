import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { SpecialsRepository } from './SpecialsRepository.ts';

const DAY = 86_400_000;

describe.each(testEngines())('SpecialsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new SpecialsRepository(data.db);

  it('lists a site’s topics in the editors’ order, then newest first', async () => {
    const older = await data.rows.special({ sort: 1, publish_date: data.clock.iso(-2 * DAY) });
    const newer = await data.rows.special({ sort: 1, publish_date: data.clock.iso(-DAY) });
    const first = await data.rows.special({ sort: 0 });
    await data.rows.special({ site_id: 42, sort: 0 });
    expect((await repo().list(TEST_SITE_ID)).map((s) => s.id)).toEqual([first, newer, older]);
  });

  it('lists only the banner topics when asked', async () => {
    const banner = await data.rows.special({ is_banner: 1 });
    await data.rows.special({ is_banner: 0 });
    expect((await repo().list(TEST_SITE_ID, true)).map((s) => s.id)).toEqual([banner]);
  });

  it('finds a topic only within its site', async () => {
    const id = await repo().insert({
      site_id: TEST_SITE_ID,
      key: 'beer-festival',
      title: 'Beer festival',
      description: '',
      banner_img: '',
      cover_img: '',
      is_banner: 1,
      sort: 0,
      publish_date: data.clock.iso(),
    });
    expect(await repo().find(TEST_SITE_ID, id)).toMatchObject({ title: 'Beer festival' });
    expect(await repo().find(42, id)).toBeUndefined();
  });

  it('keeps a topic’s sections and each section’s items in the editors’ order', async () => {
    const topic = await data.rows.special();
    const [a, b, c] = [await data.rows.item(), await data.rows.item(), await data.rows.item()];
    const second = await repo().insertSection({ special_id: topic, title: 'Later', sort: 2 }, [c]);
    const first = await repo().insertSection({ special_id: topic, title: 'Opening', sort: 1 }, [
      b,
      a,
    ]);
    const empty = await repo().insertSection({ special_id: topic, title: 'Empty', sort: 3 }, []);
    expect((await repo().sections(topic)).map((s) => s.id)).toEqual([first, second, empty]);
    expect(await repo().sectionItemIds(first)).toEqual([b, a]);
    expect(await repo().sectionItemIds(empty)).toEqual([]);
  });
});
