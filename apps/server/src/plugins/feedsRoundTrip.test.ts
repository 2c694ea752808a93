import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImageField } from '@news/contract/imageField';
import { SITES } from '@news/contract/sites';
import { bodyText } from '../content/sanitizeBody.ts';
import type { ContentRow } from '../repositories/ContentRepository.ts';
import { CategoriesRepository } from '../repositories/CategoriesRepository.ts';
import { SitesRepository } from '../repositories/SitesRepository.ts';
import { escapeHtml } from '../content/escapeHtml.ts';
import { runAdminCli } from '../testing/runAdminCli.ts';
import { seedTestSites } from '../testing/seedTestSites.ts';
import { embeddedEngine, type TestDatabase } from '../testing/testDatabases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

const PICTURE_KINDS = ['TUSHUO', 'TUJIE'];

/**
 * The project's own importer (`npm run admin -- import`) reading the project's own feeds back:
 * every item of each site's RSS and Atom feed arrives in an empty database with its title,
 * summary, body, date, picture and author as the source has them.
 */
describe.each(embeddedEngine())('feeds read back by the importer on $name', (engine) => {
  let source: TestDatabase;
  let server: TestServer;
  let dir: string;

  beforeAll(async () => {
    source = await engine.open();
    await seedTestSites(
      source,
      SITES.map((s) => s.lang),
    );
    server = await startTestServer(source);
    dir = mkdtempSync(join(tmpdir(), 'news-feeds-'));
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await source.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** What a feed says of an item's body, with same-site addresses made absolute. */
  const absolute = (html: string): string =>
    html.replace(/ (src|href|poster)="\/(?!\/)/g, ` $1="${server.baseUrl}/`);

  async function sourceRow(id: string): Promise<ContentRow & { pictures: string[] }> {
    const row = await source.db
      .selectFrom('content')
      .innerJoin('categories', 'categories.id', 'content.category_id')
      .selectAll('content')
      .select(['categories.title as category_title', 'categories.domain as category_domain'])
      .where('content.id', '=', Number(id))
      .executeTakeFirstOrThrow();
    const images = await source.db
      .selectFrom('content_images')
      .select(['url', 'caption'])
      .where('content_id', '=', row.id)
      .orderBy('position')
      .execute();
    return {
      ...row,
      pictures: images.length ? images.map((i) => i.url) : [parseImageField(row.img)],
    };
  }

  it.each(['rss', 'atom'] as const)(
    'imports every site’s %s feed without losing titles, bodies, dates, pictures or authors',
    async (format) => {
      const target = await engine.open();
      const kinds = { pictures: 0, bodies: 0, summaries: 0 };
      try {
        for (const [index, site] of SITES.entries()) {
          await new SitesRepository(target.db).upsert({
            id: site.id,
            lang: site.lang,
            name: site.nativeName,
            appUrl: '',
          });
          await new CategoriesRepository(target.db).insert({
            site_id: site.id,
            parent_id: null,
            key: 'imported',
            title: 'Imported',
            kind: 'news',
            is_tab: 1,
            is_home_column: 1,
            sort: 0,
            domain: 'imported',
          });
          const feed = await (
            await fetch(`${server.baseUrl}/feeds/${site.lang}/${format}.xml`)
          ).text();
          const file = join(dir, `${site.lang}.${format}.xml`);
          writeFileSync(file, feed);
          // The operator's own command for the first site, the same script through node after.
          const ran = await runAdminCli(
            target,
            ['import', file, '--site', site.lang, '--channel', 'imported'],
            index === 0 ? 'npm' : 'node',
          );
          expect(ran.stderr).not.toMatch(/error/i);
          expect(ran.code).toBe(0);
          expect(ran.stdout).toContain(`importing 50 items (${format})`);
          expect(ran.stdout).toContain('added 50, updated 0, skipped 0');

          const links = [...feed.matchAll(/<link>([^<]+)<\/link>|<id>([^<]+\/s\/[^<]+)<\/id>/g)]
            .map((m) => m[1] ?? m[2] ?? '')
            .filter((l) => l.includes('/s/'));
          expect(links).toHaveLength(50);
          const imported = await target.db
            .selectFrom('content')
            .selectAll()
            .where('site_id', '=', site.id)
            .execute();
          const byTitle = new Map(imported.map((r) => [r.title, r]));
          expect(byTitle.size).toBe(50);
          for (const link of links) {
            const original = await sourceRow(link.slice(link.lastIndexOf('/') + 1));
            const copy = byTitle.get(original.title);
            const where = `${site.lang} ${link}`;
            expect(copy, where).toBeDefined();
            if (!copy) continue;
            expect(copy.description, where).toBe(original.description);
            expect(copy.author, where).toBe(original.author);
            // RSS dates name the second; Atom's carry the milliseconds too.
            const published = Date.parse(original.publish_date);
            expect(Date.parse(copy.publish_date), where).toBe(
              format === 'rss' ? Math.floor(published / 1000) * 1000 : published,
            );
            expect(parseImageField(copy.img), where).toBe(
              `${server.baseUrl}${original.pictures[0] ?? ''}`,
            );
            if (PICTURE_KINDS.includes(original.publish_type)) {
              // A picture story's body in a feed is its pictures with their captions.
              const captions = await source.db
                .selectFrom('content_images')
                .select('caption')
                .where('content_id', '=', original.id)
                .execute();
              for (const url of original.pictures)
                expect(copy.body_html, where).toContain(`src="${server.baseUrl}${url}"`);
              for (const { caption } of captions)
                expect(copy.body_html, where).toContain(
                  `<figcaption>${escapeHtml(caption).replace(/&#39;/g, "'")}</figcaption>`,
                );
              kinds.pictures += 1;
            } else if (original.body_html) {
              expect(copy.body_html, where).toBe(absolute(original.body_html));
              kinds.bodies += 1;
            } else {
              // Items that only open a list or a topic have their summary as their body.
              expect(bodyText(copy.body_html), where).toBe(original.description);
              kinds.summaries += 1;
            }
          }
        }
        // The feeds held articles with bodies and picture stories, not just one kind.
        expect(kinds.pictures).toBeGreaterThan(0);
        expect(kinds.bodies).toBeGreaterThan(0);
        console.log(`${format}: ${JSON.stringify(kinds)}`);
      } finally {
        await target.close();
      }
    },
    180_000,
  );
});
