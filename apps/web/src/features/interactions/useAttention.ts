import { useEffect, useState } from 'react';
import { showFailure } from '../../components/showFailure.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { useApi } from '../../lib/useApi.ts';
import { markCollectedOffline } from '../offline/offlineApi.ts';
import { fetchAttention, setAttention, type AttentionType } from './interactionsApi.ts';

export interface AttentionCounts {
  likeCount: number;
  collectCount: number;
  shareCount: number;
  commentCount: number;
  liked: boolean;
  collected: boolean;
}

/**
 * An item's counts and the reader's like and collect, with the calls that change them: a toggle
 * shows the server's counts afterwards, a share adds its count. One toggle at a time: `ready`
 * says whether a toggle can start now (the reader's own like and collect are known, and no other
 * is under way), so the buttons can say so instead of ignoring a tap.
 */
export function useAttention(contentId: string, signedIn: boolean) {
  const { t, lang } = useI18n();
  const [counts, setCounts] = useState<AttentionCounts | null>(null);
  const [busy, setBusy] = useState(false);
  // Signed in or out, the reader's own like and collect differ: a separate answer for each.
  const loaded = useApi(`attention:${lang}:${contentId}:${String(signedIn)}`, (signal) =>
    fetchAttention(contentId, signal),
  );
  useEffect(() => {
    if (!loaded.data) return;
    setCounts(loaded.data);
    // Collected, here or elsewhere: kept for reading offline.
    if (loaded.data.collected) markCollectedOffline(lang, [contentId], true);
  }, [loaded.data, lang, contentId]);

  const toggle = (type: AttentionType): void => {
    if (!counts || busy) return;
    const on = type === 'like' ? counts.liked : counts.collected;
    setBusy(true);
    setAttention(contentId, type, !on)
      .then(
        (changed) => {
          setCounts(changed);
          if (type === 'collect') markCollectedOffline(lang, [contentId], changed.collected);
        },
        (error: unknown) => {
          showFailure(error, t('common.requestFailed'));
        },
      )
      .finally(() => {
        setBusy(false);
      });
  };
  const shared = (shareCount: number): void => {
    setCounts((current) => (current ? { ...current, shareCount } : current));
  };
  return { counts, toggle, shared, ready: counts !== null && !busy };
}
