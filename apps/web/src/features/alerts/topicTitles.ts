import { cmsSpecialDetail } from '@news/contract/endpoints/mediaContent/cmsSpecialDetail';
import { cmsSpecialIndexList } from '@news/contract/endpoints/mediaContent/cmsSpecialIndexList';
import { api } from '../../lib/apiClient.ts';

/** The site's first page of topics: the same cached read the topics screen makes. */
const LIST_SIZE = 50;
/** Topics looked up one by one when the first page does not have them, at most. */
const LOOKUPS_MAX = 20;

/**
 * The titles of the topics a reader follows, by id (follows keep only the id). One read of the
 * topics list names most; an older topic is read on its own, a bounded number of them. A topic
 * that cannot be read (removed, offline) is missing from the answer: the caller names it by kind.
 */
export async function topicTitles(ids: readonly string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (ids.length === 0) return titles;
  try {
    const page = await api(cmsSpecialIndexList, { params: { pageSize: LIST_SIZE }, quiet: true });
    for (const topic of page.rows) if (ids.includes(topic.id)) titles.set(topic.id, topic.title);
  } catch {
    // Each is read on its own below.
  }
  const rest = [...new Set(ids)].filter((id) => !titles.has(id)).slice(0, LOOKUPS_MAX);
  const read = await Promise.allSettled(
    rest.map((id) => api(cmsSpecialDetail, { params: { id }, quiet: true })),
  );
  for (const outcome of read)
    if (outcome.status === 'fulfilled') titles.set(outcome.value.id, outcome.value.title);
  return titles;
}
