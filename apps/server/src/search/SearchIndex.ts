import type { Paging } from '@news/contract/envelope';

export interface SearchDocument {
  contentId: number;
  title: string;
  /** Description and body text, without markup. */
  body: string;
}

export interface SearchOptions {
  siteId: number;
  query: string;
  publishType?: string | undefined;
  now: string;
  paging: Paging;
}

export interface SearchHits {
  ids: number[];
  total: number;
}

/**
 * Full-text search over published content. Results rank title matches above body-only matches,
 * and newer above older within each group. One interface so a dedicated engine can replace the
 * database's own without touching routes.
 */
export interface SearchIndex {
  index(doc: SearchDocument): Promise<void>;
  remove(contentIds: readonly number[]): Promise<void>;
  search(options: SearchOptions): Promise<SearchHits>;
  /** Titles of the newest items whose words start with `prefix`. */
  suggestTitles(siteId: number, prefix: string, now: string, limit: number): Promise<string[]>;
  /**
   * Published items of the site that share any of the terms (tokens as `queryTokens` makes
   * them), the best matches first by the engine's own ranking, without `excludeId`: the
   * candidates of an item's related list.
   */
  similar(query: SimilarQuery): Promise<number[]>;
}

export interface SimilarQuery {
  siteId: number;
  terms: readonly string[];
  excludeId: number;
  now: string;
  limit: number;
}
