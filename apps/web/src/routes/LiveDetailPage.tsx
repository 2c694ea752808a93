import { useEffect, useState, Suspense } from 'react';
import { LazyShareSheet } from '../features/sharing/LazyShareSheet.ts';
import { liveVideoDeatil } from '@news/contract/endpoints/live/liveVideoDeatil';
import { liveVideoGetBackPlayList } from '@news/contract/endpoints/live/liveVideoGetBackPlayList';
import { liveVideoLiveMessageList } from '@news/contract/endpoints/live/liveVideoLiveMessageList';
import { splitCountdown } from '@news/contract/countdown';
import { formatRelativeTime } from '@news/contract/relativeTime';
import type { PictureNote } from '@news/contract/contentSchemas';
import { liveMessageListSchema } from '@news/contract/liveSchemas';
import { detailPending } from '../components/detail/detailPending.tsx';
import { VideoPlayer } from '../features/players/VideoPlayer.tsx';
import { LazyImage } from '../components/LazyImage.tsx';
import { PictureCaption, pictureNote } from '../components/PictureCaption.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { StatusView } from '../components/StatusView.tsx';
import { siteDateTimeOptions } from '@news/contract/sites';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { imageSrc } from '@news/contract/imageField';
import { useApi } from '../lib/useApi.ts';
import type { PageProps } from '../lib/router/routeEntry.ts';
import { useLiveDetail } from './live/useLiveDetail.ts';
import { dateTimeFormat, numberFormat } from '@news/contract/intlFormats';

/** How often the host's posts and messages are fetched while a broadcast is on air. */
const MESSAGE_POLL_MS = 5_000;

type LiveMessage = ReturnType<typeof liveMessageListSchema.parse>['rows'][number];

function Countdown({
  startTime,
  clockOffset,
  onDone,
}: {
  startTime: string;
  clockOffset: number;
  onDone: () => void;
}) {
  const { t, locale, site } = useI18n();
  const [now, setNow] = useState(() => Date.now() + clockOffset);
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

function MessageList({ liveId, onAir }: { liveId: string; onAir: boolean }) {
  const { t, lang } = useI18n();
  const [messages, setMessages] = useState<LiveMessage[]>([]);
  // The library's notes on the host's pictures, as each page of posts brings them.
  const [notes, setNotes] = useState<PictureNote[]>([]);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cursor = '';
    let live = true;
    const load = (): void => {
      api(liveVideoLiveMessageList, {
        params: { id: liveId, pageSize: 50, ...(cursor ? { after: cursor } : {}) },
        quiet: true,
      })
        .then((page) => {
          if (!live) return;
          setFailure(undefined);
          if (page.cursor) cursor = page.cursor;
          // Newest first on screen; the server sends them oldest first.
          if (page.rows.length > 0)
            setMessages((current) => [...[...page.rows].reverse(), ...current]);
          const more = page.pictureNotes ?? [];
          if (more.length > 0) setNotes((current) => [...more, ...current]);
        })
        // Said under the lists until a poll (or the reader's retry) gets through.
        .catch((error: unknown) => {
          if (live) setFailure(error);
        });
    };
    load();
    const timer = onAir ? setInterval(load, MESSAGE_POLL_MS) : undefined;
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [liveId, onAir, attempt]);
  const host = messages.filter((m) => m.kind === 'host');
  const others = messages.filter((m) => m.kind === 'message');
  const render = (rows: LiveMessage[], testId: string) => (
    <ul className="live-messages" data-testid={testId}>
      {rows.map((message) => {
        const note = pictureNote(notes, message.image);
        return (
          <li key={message.id}>
            <p className="comment-author">
              {message.author}{' '}
              <time className="card-meta" dateTime={message.createdAt}>
                {formatRelativeTime(message.createdAt, { lang })}
              </time>
            </p>
            <p>{message.content}</p>
            {message.image ? (
              <figure className="post-picture">
                <LazyImage
                  field={message.image}
                  ratio="4 / 3"
                  sizes="(max-width: 480px) calc(100vw - 24px), 456px"
                  alt={note?.alt || t('live.postPicture', { author: message.author })}
                />
                <PictureCaption caption={note?.caption} credit={note?.credit} />
              </figure>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <>
      {failure !== undefined ? (
        <StatusView
          error={failure}
          onRetry={() => {
            setMessages([]);
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
      <section aria-labelledby="host-posts">
        <h2 id="host-posts" className="section-title">
          {t('live.hostPosts')}
        </h2>
        {host.length > 0 ? (
          render(host, 'host-posts')
        ) : (
          <p className="status">{t('common.noData')}</p>
        )}
      </section>
      <section aria-labelledby="live-messages" aria-live={onAir ? 'polite' : undefined}>
        <h2 id="live-messages" className="section-title">
          {t('live.messages')}
        </h2>
        {others.length > 0 ? (
          render(others, 'live-messages')
        ) : (
          <p className="status">{t('common.noData')}</p>
        )}
      </section>
    </>
  );
}

function Segments({ liveId, onPick }: { liveId: string; onPick: (seconds: number) => void }) {
  const { t, locale } = useI18n();
  const segments = useApi(`segments:${liveId}`, (signal) =>
    api(liveVideoGetBackPlayList, { params: { id: liveId }, signal, quiet: true }),
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
 * A live broadcast (`/pages/live/detail`) and its replay (`/pages/auth-publish/playback`, the id
 * is the live's): before it starts, the countdown and start time; on air, the stream with the
 * host's posts and the messages updating by themselves; afterwards, the replay and its segments.
 */
export function LiveDetailPage({ location }: PageProps) {
  const { t, lang, locale, site } = useI18n();
  const id = location.query.get('id') ?? '';
  const valid = /^\d{1,15}$/.test(id);
  const live = useApi(valid ? `live:${lang}:${id}` : null, (signal) =>
    api(liveVideoDeatil, { params: { id }, signal, quiet: true }),
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
        <Countdown startTime={data.startTime} clockOffset={clockOffset} onDone={askNow} />
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
      <MessageList liveId={data.id} onAir={onAir} />
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
