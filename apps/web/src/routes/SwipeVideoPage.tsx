import { cmsContentVideoDetail } from '@news/contract/endpoints/mediaContent/cmsContentVideoDetail';
import { useEffect, useRef, useState } from 'react';
import { detailPending } from '../components/detail/detailPending.tsx';
import { VideoPlayer } from '../features/players/VideoPlayer.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { imageSrc } from '@news/contract/imageField';
import { navigate } from '../lib/router/navigation.ts';
import { readItem } from '../lib/storage.ts';
import { useApi } from '../lib/useApi.ts';
import { videoSource } from '../features/players/videoSource.ts';
import type { PageProps } from '../lib/router/routeEntry.ts';

/**
 * Swipe video (`/pages/video/sliderVideo/sliderVideo`, its own bar): the collection's videos
 * one per screen, swiped vertically. Only the video on screen plays; the others are paused and
 * load nothing. With "auto continue play" the next one scrolls in when a video ends.
 */
export function SwipeVideoPage({ location }: PageProps) {
  const { t, lang } = useI18n();
  const id = location.query.get('id') ?? '';
  const valid = /^\d{1,15}$/.test(id);
  const detail = useApi(valid ? `video:${lang}:${id}` : null, (signal) =>
    api(cmsContentVideoDetail, { params: { id }, signal, quiet: true }),
  );
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(-1);

  const playlist = detail.data
    ? detail.data.playlist.some((item) => item.id === detail.data?.video.id)
      ? detail.data.playlist
      : [detail.data.video, ...detail.data.playlist]
    : [];
  const startIndex = Math.max(
    0,
    playlist.findIndex((item) => item.id === id),
  );

  useEffect(() => {
    const el = track.current;
    if (!el || playlist.length === 0) return;
    el.scrollTo({ top: startIndex * el.clientHeight, behavior: 'instant' });
    setActive(startIndex);
    // A slide counts as on screen when most of it shows.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting)
            setActive(Number((entry.target as HTMLElement).dataset['index'] ?? '0'));
      },
      { root: el, threshold: 0.6 },
    );
    for (const slide of el.querySelectorAll('.swipe-slide')) observer.observe(slide);
    return () => {
      observer.disconnect();
    };
    // The slides are laid out once per loaded playlist.
  }, [playlist.length, startIndex]);

  const scrollTo = (index: number): void => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ top: index * el.clientHeight, behavior: 'smooth' });
  };

  const header = <PageHeader title={t('detail.pageVideo')} />;
  const pending = detailPending(t('detail.pageVideo'), valid, detail);
  if (pending || !detail.data) return pending;
  return (
    <div className="swipe-page" data-testid="swipe-video">
      {header}
      <div
        ref={track}
        className="swipe-track"
        tabIndex={0}
        role="region"
        aria-label={t('video.swipeLabel')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'PageDown') {
            event.preventDefault();
            scrollTo(Math.min(playlist.length - 1, active + 1));
          } else if (event.key === 'ArrowUp' || event.key === 'PageUp') {
            event.preventDefault();
            scrollTo(Math.max(0, active - 1));
          }
        }}
      >
        {playlist.map((item, index) => (
          <section
            key={item.id}
            className="swipe-slide"
            data-index={index}
            data-active={index === active ? 'true' : undefined}
            aria-label={t('video.position', { index: index + 1, total: playlist.length })}
          >
            <VideoPlayer
              src={videoSource(item)}
              poster={imageSrc(item.img)}
              label={item.title}
              autoPlay
              active={index === active}
              onEnded={() => {
                if (readItem('autoContinuePlay') && index + 1 < playlist.length)
                  scrollTo(index + 1);
              }}
              className="swipe-player"
            />
            <div className="swipe-caption">
              <h2>{item.title}</h2>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  navigate('/pages/video/video-detail1', { id: item.id });
                }}
              >
                {t('video.openDetail')}
              </button>
            </div>
          </section>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {active >= 0 ? t('video.position', { index: active + 1, total: playlist.length }) : ''}
      </p>
    </div>
  );
}
