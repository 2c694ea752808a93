import { accusationCommit } from '@news/contract/endpoints/interaction/accusationCommit';
import { attentionCollectionAttentionCount } from '@news/contract/endpoints/interaction/attentionCollectionAttentionCount';
import { peopleAttentionCollectionLogDelete } from '@news/contract/endpoints/interaction/peopleAttentionCollectionLogDelete';
import { peopleAttentionCollectionLogSave } from '@news/contract/endpoints/interaction/peopleAttentionCollectionLogSave';
import type { ReportReason } from '@news/contract/reportReasons';
import { api } from '../../lib/apiClient.ts';

export type AttentionType = 'like' | 'collect';
export type ReportTarget = 'content' | 'comment';

/*
 * Likes, collections and reports (docs/api.md, Interactions), each parsed
 * with its contract schema. Liking and collecting are idempotent on the server: a second tap in
 * flight cannot count twice.
 */

/** An item's counts, and (signed in) whether the reader liked or collected it. */
export function fetchAttention(contentId: string, signal?: AbortSignal) {
  return api(attentionCollectionAttentionCount, { params: { contentId }, signal, quiet: true });
}

/** Likes or collects an item, or takes it back; the answer is the item's counts afterwards. */
export async function setAttention(contentId: string, type: AttentionType, on: boolean) {
  if (on) return api(peopleAttentionCollectionLogSave, { auth: true, params: { contentId, type } });
  await api(peopleAttentionCollectionLogDelete, { auth: true, params: { contentId, type } });
  return fetchAttention(contentId);
}

/** Reports an item or a comment for one of the 12 reasons (sent as JSON, docs/api.md). */
export function sendReport(
  targetType: ReportTarget,
  targetId: string,
  reason: ReportReason,
  detail: string,
) {
  return api(accusationCommit, {
    json: true,
    auth: true,
    params: { targetType, targetId, reason, detail },
  });
}
