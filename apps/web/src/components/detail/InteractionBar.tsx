import { useEffect, useState, Suspense } from 'react';
import { LazyShareSheet, LazyReportSheet } from './lazyDetailParts.ts';
import { z } from 'zod/mini';
import { attentionCountSchema } from '@news/contract/accountSchemas';
import type { SiteSwitches } from '@news/contract/commonSchemas';
import { useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/apiClient.ts';
import { openLogin, useSignedIn } from '../../lib/session.ts';
import { loadSiteSwitches } from '../../lib/siteSwitches.ts';
import { useApi } from '../../lib/useApi.ts';
import { ActionIcon } from './ActionIcon.tsx';
import { numberFormat } from '../../i18n/intlFormats.ts';

type Counts = {
  likeCount: number;
  collectCount: number;
  shareCount: number;
  commentCount: number;
  liked: boolean;
  collected: boolean;
};

/**
 * An item's action bar: comments, like, collect, share and report, with counts from the server.
 * Acting needs a signed-in reader; signed out, a tap opens login and comes back here.
 */
export function InteractionBar({
  contentId,
  onComment,
}: {
  contentId: string;
  /** Jump to the comments (and their composer). */
  onComment?: () => void;
}) {
  const { t, lang, locale } = useI18n();
  const signedIn = useSignedIn();
  const [switches, setSwitches] = useState<SiteSwitches | null>(null);
  const [counts, setCounts] = useState<Counts | null>(null);
  const [busy, setBusy] = useState(false);
  const [sheet, setSheet] = useState<'share' | 'report' | null>(null);
  const loaded = useApi(`attention:${lang}:${contentId}:${String(signedIn)}`, (signal) =>
    api('/attention/collection/attentionCount.do', attentionCountSchema, {
      method: 'POST',
      params: { contentId },
      signal,
      quiet: true,
    }),
  );
  useEffect(() => {
    void loadSiteSwitches().then(setSwitches);
  }, []);
  useEffect(() => {
    if (loaded.data) setCounts(loaded.data);
  }, [loaded.data]);

  const number = numberFormat(locale, { notation: 'compact' });
  const toggle = async (type: 'like' | 'collect'): Promise<void> => {
    if (!signedIn) {
      openLogin();
      return;
    }
    if (!counts || busy) return;
    const on = type === 'like' ? counts.liked : counts.collected;
    setBusy(true);
    try {
      if (on)
        await api('/people/attention/collectionLog/delete.do', z.null(), {
          method: 'POST',
          auth: true,
          params: { contentId, type },
        });
      const next = on
        ? await api('/attention/collection/attentionCount.do', attentionCountSchema, {
            method: 'POST',
            params: { contentId },
          })
        : await api('/people/attention/collectionLog/save.do', attentionCountSchema, {
            method: 'POST',
            auth: true,
            params: { contentId, type },
          });
      setCounts(next);
    } catch {
      // The API client has already told the reader why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="action-bar" role="group" aria-label={t('detail.actions')}>
      {switches?.commentEnabled !== false ? (
        <button type="button" onClick={onComment}>
          <ActionIcon name="comment" />
          <span className="visually-hidden">{t('comments.title')}</span>
          <span>{number.format(counts?.commentCount ?? 0)}</span>
        </button>
      ) : null}
      {switches?.likeEnabled !== false ? (
        <button
          type="button"
          aria-pressed={counts?.liked ?? false}
          data-testid="like"
          onClick={() => void toggle('like')}
        >
          <ActionIcon name="like" filled={counts?.liked ?? false} />
          <span className="visually-hidden">{t('detail.like')}</span>
          <span>{number.format(counts?.likeCount ?? 0)}</span>
        </button>
      ) : null}
      <button
        type="button"
        aria-pressed={counts?.collected ?? false}
        data-testid="collect"
        onClick={() => void toggle('collect')}
      >
        <ActionIcon name="collect" filled={counts?.collected ?? false} />
        <span className="visually-hidden">{t('detail.collect')}</span>
        <span>{number.format(counts?.collectCount ?? 0)}</span>
      </button>
      <button
        type="button"
        data-testid="share"
        onClick={() => {
          setSheet('share');
        }}
      >
        <ActionIcon name="share" />
        <span className="visually-hidden">{t('share.title')}</span>
        <span>{number.format(counts?.shareCount ?? 0)}</span>
      </button>
      <button
        type="button"
        aria-label={t('detail.report')}
        data-testid="report"
        onClick={() => {
          if (signedIn) setSheet('report');
          else openLogin();
        }}
      >
        <ActionIcon name="report" />
      </button>
      {sheet === 'share' ? (
        <Suspense fallback={null}>
          <LazyShareSheet
            target={{ id: contentId }}
            onClose={() => {
              setSheet(null);
            }}
            onShared={(shareCount) => {
              if (shareCount !== undefined)
                setCounts((current) => (current ? { ...current, shareCount } : current));
            }}
          />
        </Suspense>
      ) : null}
      {sheet === 'report' ? (
        <Suspense fallback={null}>
          <LazyReportSheet
            targetType="content"
            targetId={contentId}
            onClose={() => {
              setSheet(null);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
