import { randomBytes } from 'node:crypto';
import type { ShortLivedStore } from '../../state/ShortLivedStore.ts';

/** How long the desk's preview address works after the desk last asked for its status. */
const PREVIEW_TTL_MS = 60 * 60_000;

/**
 * The desk's pass to the live playlists of a broadcast readers cannot see (issue 39): a random
 * token in the query of its preview address, kept in short-lived state (so every instance knows
 * it) for an hour after the desk last looked. The console's session cookie cannot be the pass:
 * it is sent under /console only, never to a player fetching /media/.
 */
export async function previewTokenOf(store: ShortLivedStore, liveId: number): Promise<string> {
  const ref = `ingest-preview-of:${String(liveId)}`;
  const token = (await store.get(ref)) ?? randomBytes(18).toString('base64url');
  await store.set(ref, token, PREVIEW_TTL_MS);
  await store.set(`ingest-preview:${token}`, String(liveId), PREVIEW_TTL_MS);
  return token;
}

/** Whether `token` is the desk's pass to the playlists of broadcast `liveId`. */
export async function isPreviewToken(
  store: ShortLivedStore,
  liveId: number,
  token: string,
): Promise<boolean> {
  if (!/^[\w-]{24}$/.test(token)) return false;
  return (await store.get(`ingest-preview:${token}`)) === String(liveId);
}
