import { SITES, type SiteLang } from '@news/contract/sites';
import type { DatabaseHandle } from '../db/database.ts';
import { CategoriesRepository } from '../repositories/CategoriesRepository.ts';
import { ContentRepository } from '../repositories/ContentRepository.ts';
import { createSearchIndex } from '../search/createSearchIndex.ts';
import { ContentWriter, type NewContent } from '../services/editorial/ContentWriter.ts';

/** "Breaking:" in each site's language, so hostile titles are in every script. */
const BREAKING: Record<SiteLang, string> = {
  'zh-Hans': '突发：',
  en: 'Breaking:',
  kr: '속보:',
  ja: '速報：',
  ru: 'Срочно:',
};

/** A title that is everything feeds and pages must carry as text: markup, quotes, CDATA ends, a control character. */
export function hostileTitle(lang: SiteLang): string {
  return `${BREAKING[lang]} </script><script>alert(1)</script> “Q&A” <b>'x' & "y"</b> ]]> \u0001end`;
}

export interface PlantedItems {
  /** Per site: the newest item (published seconds ago), with the hostile title and body. */
  hostile: Record<SiteLang, number>;
  /** Per site: items readers must not see — a draft, one scheduled for tomorrow, one taken down. */
  hidden: Record<SiteLang, number[]>;
}

/**
 * Adds to each site of a seeded database the items feeds, sitemaps and share pages are tested
 * with: one whose every text field is hostile, and three that are not published.
 */
export async function plantSyndicationItems(database: DatabaseHandle): Promise<PlantedItems> {
  const writer = new ContentWriter(
    new ContentRepository(database.db),
    createSearchIndex(database.dialect, database.db),
  );
  const categories = new CategoriesRepository(database.db);
  const now = Date.now();
  const at = (offsetMs: number): string => new Date(now + offsetMs).toISOString();
  const hostile = {} as Record<SiteLang, number>;
  const hidden = {} as Record<SiteLang, number[]>;
  for (const site of SITES) {
    const [channel] = await categories.list(site.id);
    if (!channel) throw new Error(`${site.lang} has no channels: seed it first`);
    const base = (key: string, offsetMs: number): NewContent => ({
      site_id: site.id,
      category_id: channel.id,
      key: `syndication-${key}`,
      publish_type: 'TUWEN',
      title: `${key} ${site.lang}`,
      description: `${key} item`,
      author: 'Test',
      body_html: `<p>${key}</p>`,
      publish_date: at(offsetMs),
      created_at: at(-60_000),
      updated_at: at(-60_000),
    });
    hostile[site.lang] = await writer.insert({
      ...base('hostile', -5_000),
      title: hostileTitle(site.lang),
      description: `${BREAKING[site.lang]} <i>not markup</i> & “quotes”`,
      author: `O'Brien & <Sons>`,
      body_html: `<p>${BREAKING[site.lang]} A &amp; B &lt;i&gt; ]]&gt; <a href="/s/${site.lang}/1">link</a></p>`,
      tags: JSON.stringify(['<tag>', 'R&D']),
    });
    hidden[site.lang] = [
      await writer.insert({ ...base('draft', -120_000), status: 'draft' }),
      await writer.insert({ ...base('scheduled', 24 * 3_600_000) }),
      await writer.insert({ ...base('unpublished', -180_000), status: 'unpublished' }),
    ];
  }
  return { hostile, hidden };
}
