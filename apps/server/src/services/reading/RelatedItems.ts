import { toContentItem } from '../../mappers/contentMappers.ts';
import type { ContentRepository, ContentRow } from '../../repositories/ContentRepository.ts';
import type { SearchIndex } from '../../search/SearchIndex.ts';
import { indexTokens, queryTokens } from '../../search/searchTokens.ts';

/** Candidates read per source: enough to rank, bounded whatever the size of the site. */
const CANDIDATES = 60;
/** Tags of an item that look for candidates: more say little more and cost a condition each. */
const TAGS_LOOKED_UP = 8;
/** Title terms that look for candidates in the search index. */
const TERMS_LOOKED_UP = 16;

/** Words of one or two letters (articles, particles) match nearly everything: they are no sign of a shared subject. */
function meaningful(term: string): boolean {
  return Array.from(term).length >= 2 && !/^\p{N}+$/u.test(term);
}

function termsOf(row: Pick<ContentRow, 'title' | 'description'>): Set<string> {
  return new Set(indexTokens(`${row.title} ${row.description}`).filter(meaningful));
}

/** Jaccard similarity of two sets of terms: shared over all, 0 when either is empty. */
function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * An item's related items (issue 29): ranked by the tags they share with it, then by how alike
 * their titles and summaries are in the search index's terms, then newest first. Candidates come
 * from the items that carry any of its tags, the search index's best matches for its title's
 * terms and, so a lone item still gets a list, the newest of its channel; every one is a
 * published item of the same site (the repository's and the index's rule), never the item itself.
 */
export class RelatedItems {
  constructor(
    private readonly content: ContentRepository,
    private readonly index: SearchIndex,
  ) {}

  async of(row: ContentRow, count: number, now: string): Promise<ContentRow[]> {
    const tags = toContentItem(row).tags.slice(0, TAGS_LOOKED_UP);
    const terms = queryTokens(row.title).filter(meaningful).slice(0, TERMS_LOOKED_UP);
    const [byTag, byText, byChannel] = await Promise.all([
      tags.length
        ? this.content.newest(
            row.site_id,
            { anyOf: { tags }, excludeIds: [row.id] },
            CANDIDATES,
            now,
          )
        : Promise.resolve([]),
      this.index
        .similar({ siteId: row.site_id, terms, excludeId: row.id, now, limit: CANDIDATES })
        .then((ids) => this.content.findMany(row.site_id, ids, now)),
      this.content.newest(
        row.site_id,
        { categoryIds: [row.category_id], excludeIds: [row.id] },
        count,
        now,
      ),
    ]);
    const candidates = new Map<number, ContentRow>();
    for (const each of [...byTag, ...byText, ...byChannel])
      if (each.id !== row.id) candidates.set(each.id, each);
    const ownTags = new Set(tags);
    const ownTerms = termsOf(row);
    const ranked = [...candidates.values()].map((each) => ({
      row: each,
      sharedTags: toContentItem(each).tags.filter((tag) => ownTags.has(tag)).length,
      alike: similarity(ownTerms, termsOf(each)),
    }));
    ranked.sort(
      (a, b) =>
        b.sharedTags - a.sharedTags ||
        b.alike - a.alike ||
        b.row.publish_date.localeCompare(a.row.publish_date) ||
        b.row.id - a.row.id,
    );
    return ranked.slice(0, count).map((each) => each.row);
  }
}
