import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { PictureNotesRepository } from './PictureNotesRepository.ts';

const address = (n: number): string =>
  `/media/pictures/${String(n).padStart(32, '0')}/1600x900-336699.jpg`;

describe.each(testEngines())('PictureNotesRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new PictureNotesRepository(data.db);

  async function picture(siteId: number, url: string, alt: string): Promise<void> {
    await data.db
      .insertInto('pictures')
      .values({
        site_id: siteId,
        url,
        width: 1600,
        height: 900,
        bytes: 1_000,
        alt,
        focus_x: 20,
        focus_y: 80,
        uploaded_by: null,
        created_at: data.clock.iso(),
        updated_at: data.clock.iso(),
      })
      .execute();
  }

  it('finds the site’s rows among the addresses asked for, and no other site’s', async () => {
    await picture(TEST_SITE_ID, address(1), 'Ours');
    await picture(TEST_SITE_ID, address(2), 'Not asked for');
    await picture(42, address(1), 'Theirs');
    await picture(42, address(3), 'Theirs only');
    const rows = await repo().find(TEST_SITE_ID, [address(1), address(3), address(1)]);
    expect(rows).toEqual([
      { url: address(1), alt: 'Ours', caption: '', credit: '', focus_x: 20, focus_y: 80 },
    ]);
  });

  it('asks nothing for no addresses', async () => {
    await picture(TEST_SITE_ID, address(1), 'Ours');
    expect(await repo().find(TEST_SITE_ID, [])).toEqual([]);
  });
});
