import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { ModerationSettingsRepository } from './ModerationSettingsRepository.ts';

const OTHER_SITE_ID = 37;

describe.each(testEngines())('ModerationSettingsRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new ModerationSettingsRepository(data.db);

  it('replaces a site’s banned words and reads them in order, each site its own', async () => {
    await repo().replaceBannedWords(TEST_SITE_ID, ['spam', 'casino'], data.clock.iso());
    await repo().replaceBannedWords(OTHER_SITE_ID, ['other'], data.clock.iso());
    expect(await repo().bannedWords(TEST_SITE_ID)).toEqual(['casino', 'spam']);
    await repo().replaceBannedWords(TEST_SITE_ID, [], data.clock.iso());
    expect(await repo().bannedWords(TEST_SITE_ID)).toEqual([]);
    expect(await repo().bannedWords(OTHER_SITE_ID)).toEqual(['other']);
  });

  it('turns an item’s pre-moderation on and off, saying whether it changed', async () => {
    const item = await data.rows.item();
    expect(await repo().isPremoderated(item)).toBe(false);
    expect(await repo().setPremoderated(item, TEST_SITE_ID, true, data.clock.iso())).toBe(true);
    expect(await repo().setPremoderated(item, TEST_SITE_ID, true, data.clock.iso())).toBe(false);
    expect(await repo().isPremoderated(item)).toBe(true);
    expect(await repo().setPremoderated(item, TEST_SITE_ID, false, data.clock.iso())).toBe(true);
    expect(await repo().isPremoderated(item)).toBe(false);
  });

  it('lists a site’s pre-moderated items with their titles, the latest first', async () => {
    const older = await data.rows.item({ title: 'Older' });
    const newer = await data.rows.item({ title: 'Newer' });
    const theirs = await data.rows.item({ site_id: OTHER_SITE_ID });
    await repo().setPremoderated(older, TEST_SITE_ID, true, data.clock.iso());
    await repo().setPremoderated(newer, TEST_SITE_ID, true, data.clock.iso(1000));
    await repo().setPremoderated(theirs, OTHER_SITE_ID, true, data.clock.iso());
    expect(await repo().premoderatedItems(TEST_SITE_ID)).toEqual([
      { id: newer, title: 'Newer' },
      { id: older, title: 'Older' },
    ]);
  });
});
