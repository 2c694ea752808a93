import { useRef, useState, Suspense } from 'react';
import { cmsContentVideoDetail } from '@news/contract/endpoints/mediaContent/cmsContentVideoDetail';
import { formatRelativeTime } from '@news/contract/relativeTime';
import { dataKeys } from '@news/contract/serverRender';
import { videoDetailSchema } from '@news/contract/videoSchemas';
import { AlsoIn } from '../components/detail/AlsoIn.tsx';
import { ArticleBody } from '../components/detail/ArticleBody.tsx';
import type { CommentSectionHandle } from '../features/comments/CommentSection.tsx';
import { LazyCommentSection } from '../features/comments/LazyCommentSection.ts';
import { detailPending } from '../components/detail/detailPending.tsx';
import { InteractionBar } from '../features/interactions/InteractionBar.tsx';
import { ViewCount } from '../components/detail/ViewCount.tsx';
import { Island } from '../components/Island.tsx';
import { COMMENTS_TAB_ID } from '../lib/islandProps.ts';
import { VideoPlayer } from '../features/players/VideoPlayer.tsx';
import { LazyImage } from '../components/LazyImage.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { imageSrc } from '@news/contract/imageField';
import { navigate } from '../lib/router/navigation.ts';
import { readItem } from '../lib/storage.ts';
import { useApi } from '../lib/useApi.ts';
import { videoSource } from '../features/players/videoSource.ts';
import type { PageProps } from '../lib/router/routeEntry.ts';
import { numberFormat } from '@news/contract/intlFormats';

function formatDuration(seconds: number, locale: string): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const two = numberFormat(locale, { minimumIntegerDigits: 2 });
  return `${numberFormat(locale).format(minutes)}:${two.format(rest)}`;
}

/**
 * A video: the player, then two tabs — about (title, text, the collection's playlist) and
 * comments (`currentTabIdx=1` opens it). When a video ends and "auto continue play" is on, the
 * next one in the collection starts.
 */
export function VideoDetailPage({ location }: PageProps) {
  const { t, lang, locale } = useI18n();
  const id = location.query.get('id') ?? '';
  const valid = /^\d{1,15}$/.test(id);
  const [tab, setTab] = useState(location.query.get('currentTabIdx') === '1' ? 1 : 0);
  const comments = useRef<CommentSectionHandle>(null);
  const detail = useApi(
    valid ? dataKeys.videoDetail(lang, id) : null,
    (signal) => api(cmsContentVideoDetail, { params: { id }, signal, quiet: true }),
    videoDetailSchema,
  );
  const header = <PageHeader title={t('detail.pageVideo')} />;
  const pending = detailPending(t('detail.pageVideo'), valid, detail);
  if (pending || !detail.data) return pending;
  const { video, collection, playlist, next } = detail.data;
  const autoPlay = location.query.get('autoplay') === '1';
  const playNext = (): void => {
    if (next && readItem('autoContinuePlay'))
      navigate('/pages/video/video-detail1', { id: next.id, autoplay: '1' }, { replace: true });
  };
  return (
    <article className="detail video-detail" data-testid="video-detail">
      {header}
      <Island
        key={video.id}
        name="player"
        props={{
          src: videoSource(video),
          poster: imageSrc(video.img),
          label: video.title,
          priority: true,
          autoPlay,
        }}
      >
        <VideoPlayer
          src={videoSource(video)}
          poster={imageSrc(video.img)}
          label={video.title}
          autoPlay={autoPlay}
          onEnded={playNext}
          priority
        />
      </Island>
      <div className="tabs" role="tablist" aria-label={t('detail.pageVideo')}>
        {[t('detail.tabAbout'), t('comments.title')].map((label, i) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={i === 1 ? COMMENTS_TAB_ID : `video-tab-${String(i)}`}
            aria-selected={tab === i}
            aria-controls={`video-panel-${String(i)}`}
            onClick={() => {
              setTab(i);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="video-panel-0" role="tabpanel" aria-labelledby="video-tab-0" hidden={tab !== 0}>
        <h1 className="detail-title" data-testid="detail-title">
          {video.title}
        </h1>
        <p className="card-meta detail-meta">
          {video.source ? <span>{video.source}</span> : null}
          {/* Relative to the renderer's clock: the server's HTML may be a minute behind. */}
          <time dateTime={video.publishDate} suppressHydrationWarning>
            {formatRelativeTime(video.publishDate, { lang })}
          </time>
          <Island name="views" props={{ contentId: video.id, hit: video.hit, keep: false }}>
            <ViewCount contentId={video.id} hit={video.hit} keep={false} />
          </Island>
        </p>
        <AlsoIn versions={video.versions} />
        {video.content ? (
          <ArticleBody html={video.content} title={video.title} />
        ) : (
          <p>{video.description}</p>
        )}
        <Island name="actions" props={{ contentId: video.id, comments: 'tab' }}>
          <InteractionBar
            contentId={video.id}
            onComment={() => {
              setTab(1);
              setTimeout(() => comments.current?.focusComposer(), 0);
            }}
          />
        </Island>
        {playlist.length > 1 ? (
          <section aria-labelledby="playlist-title">
            <h2 id="playlist-title" className="section-title">
              {collection ? t('video.collection', { title: collection.title }) : t('video.more')}
            </h2>
            <ol className="playlist">
              {playlist.map((entry) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    className="playlist-item"
                    aria-current={entry.id === video.id ? 'true' : undefined}
                    onClick={() => {
                      navigate('/pages/video/video-detail1', { id: entry.id }, { replace: true });
                    }}
                  >
                    <LazyImage
                      field={entry.img}
                      ratio="16 / 9"
                      sizes="112px"
                      className="playlist-thumb"
                    />
                    <span className="playlist-title">{entry.title}</span>
                    {entry.duration > 0 ? (
                      <span className="card-meta">{formatDuration(entry.duration, locale)}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ol>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                navigate('/pages/video/sliderVideo/sliderVideo', { id: video.id });
              }}
            >
              {t('video.swipeMode')}
            </button>
          </section>
        ) : null}
      </div>
      <div id="video-panel-1" role="tabpanel" aria-labelledby="video-tab-1" hidden={tab !== 1}>
        <Suspense fallback={null}>
          <Island
            name="comments"
            props={{ contentId: video.id, commentEnabled: video.commentEnabled }}
          >
            <LazyCommentSection
              ref={comments}
              contentId={video.id}
              commentEnabled={video.commentEnabled}
            />
          </Island>
        </Suspense>
      </div>
    </article>
  );
}
