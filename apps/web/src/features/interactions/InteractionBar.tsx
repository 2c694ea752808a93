import { lazy, useEffect, useState, Suspense } from 'react';
import type { SiteSwitches } from '@news/contract/commonSchemas';
import { useI18n } from '../../i18n/i18n.tsx';
import { numberFormat } from '@news/contract/intlFormats';
import { openLogin, useSignedIn } from '../../lib/session.ts';
import { loadSiteSwitches } from '../../lib/siteSwitches.ts';
import { ActionIcon } from './ActionIcon.tsx';
import { LazyReportSheet } from './LazyReportSheet.ts';
import { useAttention } from './useAttention.ts';

// Its own loader rather than the sharing feature's LazyShareSheet module: an article's first load
// then carries no chunk for it (the bar is on every detail page's first screen).
const LazyShareSheet = lazy(() =>
  import('../sharing/ShareSheet.tsx').then((m) => ({ default: m.ShareSheet })),
);

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
  const { t, locale } = useI18n();
  const signedIn = useSignedIn();
  const [switches, setSwitches] = useState<SiteSwitches | null>(null);
  const [sheet, setSheet] = useState<'share' | 'report' | null>(null);
  const { counts, toggle: toggleAttention, shared, ready } = useAttention(contentId, signedIn);
  // Signed out, a tap opens sign-in at once; signed in, it waits for the reader's own state.
  const waiting = signedIn && !ready;
  useEffect(() => {
    void loadSiteSwitches().then(setSwitches);
  }, []);

  const number = numberFormat(locale, { notation: 'compact' });
  const toggle = (type: 'like' | 'collect'): void => {
    if (signedIn) toggleAttention(type);
    else openLogin();
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
          disabled={waiting}
          data-testid="like"
          onClick={() => {
            toggle('like');
          }}
        >
          <ActionIcon name="like" filled={counts?.liked ?? false} />
          <span className="visually-hidden">{t('detail.like')}</span>
          <span>{number.format(counts?.likeCount ?? 0)}</span>
        </button>
      ) : null}
      <button
        type="button"
        aria-pressed={counts?.collected ?? false}
        disabled={waiting}
        data-testid="collect"
        onClick={() => {
          toggle('collect');
        }}
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
              if (shareCount !== undefined) shared(shareCount);
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
