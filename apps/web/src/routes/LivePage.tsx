import { useState } from 'react';
import { liveVideoLivingList } from '@news/contract/endpoints/live/liveVideoLivingList';
import { LIVE_STATUSES, type LiveStatus } from '@news/contract/liveSchemas';
import { LazyImage } from '../components/LazyImage.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { StatusView } from '../components/StatusView.tsx';
import { siteDateTimeOptions } from '@news/contract/sites';
import { useI18n, type MessageKey } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { navigate } from '../lib/router/navigation.ts';
import { useApi } from '../lib/useApi.ts';
import { dateTimeFormat } from '@news/contract/intlFormats';

const LABELS: Record<LiveStatus, MessageKey> = {
  preview: 'live.upcoming',
  live: 'live.live',
  playback: 'live.replay',
};

/** The live tab: on air, upcoming and replays, filterable by status. */
export function LivePage() {
  const { t, lang, locale, site } = useI18n();
  const [status, setStatus] = useState<LiveStatus | ''>('');
  const lives = useApi(`lives:${lang}:${status}`, (signal) =>
    api(liveVideoLivingList, { params: { pageSize: 50, ...(status ? { status } : {}) }, signal }),
  );
  const dateFormat = dateTimeFormat(
    locale,
    siteDateTimeOptions(site, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
  );
  return (
    <div>
      <PageHeader title={t('tab.live')} back={false} />
      <nav className="channel-tabs" aria-label={t('live.filter')}>
        <button
          type="button"
          aria-current={status === '' ? 'page' : undefined}
          onClick={() => {
            setStatus('');
          }}
        >
          {t('live.all')}
        </button>
        {LIVE_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-current={status === s ? 'page' : undefined}
            onClick={() => {
              setStatus(s);
            }}
          >
            {t(LABELS[s])}
          </button>
        ))}
      </nav>
      {lives.error !== undefined ? <StatusView error={lives.error} onRetry={lives.reload} /> : null}
      {lives.data?.total === 0 ? <StatusView empty /> : null}
      <ul className="feed" data-testid="feed">
        {(lives.data?.rows ?? []).map((live) => (
          <li key={live.id} className="card">
            <button
              type="button"
              className="card-button live-card"
              onClick={() => {
                navigate(
                  live.status === 'playback'
                    ? '/pages/auth-publish/playback'
                    : '/pages/live/detail',
                  { id: live.id },
                );
              }}
            >
              <LazyImage
                field={live.coverImg}
                ratio="16 / 9"
                sizes="(max-width: 480px) calc(100vw - 24px), 456px"
              />
              <span className={`live-status live-${live.status}`}>{t(LABELS[live.status])}</span>
              <span className="card-title">{live.title}</span>
              <span className="card-meta">
                {live.status === 'preview'
                  ? t('live.startsAt', { time: dateFormat.format(new Date(live.startTime)) })
                  : t('live.viewers', { count: live.viewerCount })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
