import { useEffect, useState, Suspense } from 'react';
import { LazyShareSheet } from '../../features/sharing/LazyShareSheet.ts';
import { liveVideoDeatil } from '@news/contract/endpoints/live/liveVideoDeatil';
import { liveVideoGetBackPlayList } from '@news/contract/endpoints/live/liveVideoGetBackPlayList';
import { splitCountdown } from '@news/contract/countdown';
import { backPlayListSchema, liveDetailSchema } from '@news/contract/liveSchemas';
import { dataKeys } from '@news/contract/serverRender';
import { detailPending } from '../../components/detail/detailPending.tsx';
import { VideoPlayer } from '../../features/players/VideoPlayer.tsx';
import { LazyImage } from '../../components/LazyImage.tsx';
import { PictureCaption, pictureNote } from '../../components/PictureCaption.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { siteDateTimeOptions } from '@news/contract/sites';
import { useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/apiClient.ts';
import { imageSrc } from '@news/contract/imageField';
import { useApi } from '../../lib/useApi.ts';
import { LiveMessages } from './LiveMessages.tsx';
import { useLiveDetail } from './useLiveDetail.ts';
import { dateTimeFormat, numberFormat } from '@news/contract/intlFormats';

function Countdown({
  startTime,
  serverTime,
  clockOffset,
  onDone,
}: {
  startTime: string;
  /** The answer's clock: where the count starts, the same on the server and in the browser. */
  serverTime: string;
  clockOffset: number;
  onDone: () => void;
}) {
  const { t, locale, site } = useI18n();
  // Not this device's clock: the first render must be the server's HTML, whenever it hydrates.
  const [now, setNow] = useState(() => Date.parse(serverTime));
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now() + clockOffset);
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [clockOffset]);
  const parts = splitCountdown(Date.parse(startTime) - now);
  useEffect(() => {
    if (parts.done) onDone();
  }, [parts.done, onDone]);
  return (
    <div className="countdown" data-testid="countdown">
      <p>{t('live.startsIn')}</p>
      <p className="countdown-clock" role="timer" aria-live="off">
        <span>{t('live.days', { count: Number(parts.days) })}</span>{' '}
        <span>
          {parts.hours}:{parts.minutes}:{parts.seconds}
        </span>
      </p>
      <p className="card-meta">
        {t('live.startTime', {
          time: dateTimeFormat(
            locale,
            siteDateTimeOptions(site, { dateStyle: 'medium', timeStyle: 'short' }),
          ).format(new Date(startTime)),
        })}
      </p>
    </div>
  );
}

function Segments({ liveId, onPick }: { liveId: string; onPick: (seconds: number) => void }) {
  const { t, lang, locale } = useI18n();
  const segments = useApi(
    dataKeys.liveSegments(lang, liveId),
    (signal) => api(liveVideoGetBackPlayList, { params: { id: liveId }, signal, quiet: true }),
    backPlayListSchema,
  );
  if (!segments.data || segments.data.length === 0) return null;
  const time = (seconds: number): string => {
    const two = numberFormat(locale, { minimumIntegerDigits: 2 });
    return `${two.format(Math.floor(seconds / 3600))}:${two.format(Math.floor(seconds / 60) % 60)}:${two.format(seconds % 60)}`;
  };
  return (
    <section aria-labelledby="segments-title">
      <h2 id="segments-title" className="section-title">
        {t('live.segments')}
      </h2>
      <ol className="playlist" data-testid="segments">
        {segments.data.map((segment) => (
          <li key={segment.id}>
            <button
              type="button"
              className="playlist-item"
              onClick={() => {
                onPick(segment.offsetSeconds);
              }}
            >
              <span className="playlist-title">{segment.title}</span>
              <span className="card-meta">{time(segment.offsetSeconds)}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A broadcast's screen from its id (LiveDetailPage), and the `live` island of its server-rendered
 * page: the countdown, the stream or replay, its state and the posts.
 */
export function LiveDetail({ id }: { id: string }) {
  const { t, lang, locale, site } = useI18n();
  const valid = /^\d{1,15}$/.test(id);
  const live = useApi(
    valid ? dataKeys.liveDetail(lang, id) : null,
    (signal) => api(liveVideoDeatil, { params: { id }, signal, quiet: true }),
    liveDetailSchema,
  );
  const [sharing, setSharing] = useState(false);
  const [seek, setSeek] = useState<{ seconds: number; at: number } | null>(null);

  const { view, askNow } = useLiveDetail(live.data);

  const header = <PageHeader title={t('detail.pageLive')} />;
  const pending = detailPending(t('detail.pageLive'), valid, live);
  if (pending || !view) return pending;
  const { data, clockOffset } = view;
  const onAir = data.status === 'live';
  const statusLabel = t(
    data.status === 'live'
      ? 'live.live'
      : data.status === 'preview'
        ? 'live.upcoming'
        : 'live.replay',
  );
  const src = data.status === 'live' ? data.streamUrl : data.replayUrl;
  const cover = pictureNote(data.pictureNotes, data.coverImg);
  return (
    <article className="detail live-detail" data-testid="live-detail" data-status={data.status}>
      {header}
      {data.status !== 'preview' && src ? (
        <div className="live-player" data-testid="live-player">
          <VideoPlayer
            // The stream back after a drop starts a fresh player: the old one gave up waiting.
            key={`${src}#${String(view.resumes)}`}
            src={src}
            poster={imageSrc(data.coverImg)}
            label={data.title}
            autoPlay={onAir}
            seek={seek}
            priority
          />
          {onAir ? (
            <p className="live-badge" data-testid="live-badge">
              <span className="live-badge-on">{t('live.live')}</span>
              {data.watchingNow !== undefined ? (
                <span>{t('live.viewers', { count: data.watchingNow })}</span>
              ) : null}
            </p>
          ) : null}
          {/* Always on the page, so the drop is announced as it comes. */}
          <div className="live-reconnecting-region" role="status">
            {onAir && data.reconnecting ? (
              <div className="live-reconnecting" data-testid="live-reconnecting">
                <span className="live-spinner" aria-hidden="true" />
                <p>{t('live.reconnect')}</p>
              </div>
            ) : null}
          </div>
        </div>
      ) : (
        <figure className="detail-lead">
          <LazyImage field={data.coverImg} ratio="16 / 9" alt={cover?.alt} priority />
          <PictureCaption caption={cover?.caption} credit={cover?.credit} />
        </figure>
      )}
      <h1 className="detail-title" data-testid="detail-title">
        {data.title}
      </h1>
      <p className="card-meta detail-meta">
        <span className={`live-status live-${data.status}`}>{statusLabel}</span>
        {data.host ? <span>{data.host}</span> : null}
        <span>{t('live.viewers', { count: data.viewerCount })}</span>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setSharing(true);
          }}
        >
          {t('share.title')}
        </button>
      </p>
      {data.status === 'preview' ? (
        <Countdown
          startTime={data.startTime}
          serverTime={data.serverTime}
          clockOffset={clockOffset}
          onDone={askNow}
        />
      ) : null}
      {data.description ? <p>{data.description}</p> : null}
      {data.status === 'playback' ? (
        <>
          <p className="card-meta">
            {t('live.endedAt', {
              time: dateTimeFormat(
                locale,
                siteDateTimeOptions(site, { dateStyle: 'medium', timeStyle: 'short' }),
              ).format(new Date(data.endTime)),
            })}
          </p>
          <Segments
            liveId={data.id}
            onPick={(seconds) => {
              setSeek({ seconds, at: Date.now() });
            }}
          />
        </>
      ) : null}
      <LiveMessages liveId={data.id} onAir={onAir} />
      {sharing ? (
        <Suspense fallback={null}>
          <LazyShareSheet
            target={{ route: { path: '/pages/live/detail', query: { id: data.id } } }}
            onClose={() => {
              setSharing(false);
            }}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
