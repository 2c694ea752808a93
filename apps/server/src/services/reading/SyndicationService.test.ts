import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PictureNotesRepository } from '../../repositories/PictureNotesRepository.ts';
import { PictureLibrary } from './PictureLibrary.ts';
import { siteByLang } from '@news/contract/sites';
import { systemClock } from '../shared/Clock.ts';
import { DomainError } from '../shared/DomainError.ts';
import { CategoriesRepository } from '../../repositories/CategoriesRepository.ts';
import { ContentRepository } from '../../repositories/ContentRepository.ts';
import { CorrectionsRepository } from '../../repositories/CorrectionsRepository.ts';
import { VersionsRepository } from '../../repositories/VersionsRepository.ts';
import { SitesRepository } from '../../repositories/SitesRepository.ts';
import { seedTestSites } from '../../testing/seedTestSites.ts';
import { testEngines, type TestDatabase } from '../../testing/testDatabases.ts';
import { SyndicationService } from './SyndicationService.ts';

describe.each(testEngines())('SyndicationService on $name', (engine) => {
  let database: TestDatabase;
  const site = siteByLang('en');

  beforeAll(async () => {
    database = await engine.open();
    await seedTestSites(database, ['en']);
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  const service = (pageSize?: number): SyndicationService =>
    new SyndicationService(
      new SitesRepository(database.db),
      new CategoriesRepository(database.db),
      new ContentRepository(database.db),
      new PictureLibrary(new PictureNotesRepository(database.db)),
      systemClock,
      new VersionsRepository(database.db),
      new CorrectionsRepository(database.db),
      pageSize,
    );

  it('splits a site’s items over sitemap files that together list each once, newest first', async () => {
    const whole = await service().sitemapLinks(site, 1);
    expect(whole.length).toBeGreaterThan(50);
    const paged = service(7);
    const pages = await paged.sitemapPageCount(site);
    expect(pages).toBe(Math.ceil(whole.length / 7));
    const links = [];
    for (let page = 1; page <= pages; page += 1) {
      const part = await paged.sitemapLinks(site, page);
      expect(part.length).toBe(page < pages ? 7 : whole.length - 7 * (pages - 1));
      links.push(...part);
    }
    expect(links.map((l) => l.id)).toEqual(whole.map((l) => l.id));
    expect(await paged.sitemapLinks(site, pages + 1)).toEqual([]);
    const dates = links.map((l) => l.publish_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives a channel’s feed the items of its sub-channels too, and refuses a channel the site lacks', async () => {
    const categories = new CategoriesRepository(database.db);
    const cities = await categories.findByKey(site.id, 'cities');
    const children = await categories.list(site.id, cities?.id ?? -1);
    expect(children.length).toBeGreaterThan(1);
    const feed = await service().feed(site, 'cities');
    expect(feed.channel?.key).toBe('cities');
    const channelIds = new Set(feed.items.map((i) => i.row.category_id));
    expect(children.some((c) => channelIds.has(c.id))).toBe(true);
    for (const id of channelIds) expect([cities?.id, ...children.map((c) => c.id)]).toContain(id);
    await expect(service().feed(site, 'no-such-channel')).rejects.toBeInstanceOf(DomainError);
  });
});
