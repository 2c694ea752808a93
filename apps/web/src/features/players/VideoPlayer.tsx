import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useI18n } from '../../i18n/i18n.tsx';
import { attachVideoSource, type AttachedSource } from './attachVideoSource.ts';
import { decidePlayback, isCellular } from './mobilePlayback.ts';
import { posterRendition } from '../../components/LazyImage.tsx';
import { ignoreFailure } from '../../lib/ignoreFailure.ts';
import { readItem, writeItem } from '../../lib/storage.ts';

type PlayerState = 'idle' | 'asking' | 'started' | 'failed';

export interface VideoPlayerProps {
  src: string;
  poster?: string;
  /** What the video is, for screen readers. */
  label: string;
  /** Start without a tap (the swipe player's visible video, the next one in a playlist). */
  autoPlay?: boolean;
  /** Playing is allowed at all (the swipe player pauses videos scrolled out of view). */
  active?: boolean;
  onEnded?: () => void;
  /** Jump to a point (a replay segment); `at` tells two picks of the same point apart. */
  seek?: { seconds: number; at: number } | null;
  className?: string;
  /**
   * The player is the page's main picture: its poster is asked for first, and the server's HTML
   * carries the preload (the app's loader waits for it before it fetches the app).
   */
  priority?: boolean;
}

/**
 * A video with the mobile-network rules: on mobile data it asks first (remind once or every
 * time), and a stream that cannot play says so instead of spinning. The source is attached only
 * when playback starts, so a page with several videos loads none of them up front.
 */
export function VideoPlayer({
  src,
  poster: posterField,
  label,
  autoPlay = false,
  active = true,
  onEnded,
  seek = null,
  className = '',
  priority = false,
}: VideoPlayerProps) {
  const poster = posterField ? posterRendition(posterField) : undefined;
  if (priority && poster) preload(poster, { as: 'image', fetchPriority: 'high' });
  const { t } = useI18n();
  const videoRef = useRef<HTMLVideoElement>(null);
  const sourceRef = useRef<AttachedSource | null>(null);
  const [state, setState] = useState<PlayerState>('idle');

  const start = async (): Promise<void> => {
    const video = videoRef.current;
    if (!video) return;
    setState('started');
    if (!sourceRef.current)
      sourceRef.current = await attachVideoSource(video, src, () => {
        setState('failed');
      });
    try {
      await video.play();
    } catch (error) {
      // Browsers refuse sound without a tap: start muted, the controls can unmute.
      if (error instanceof DOMException && error.name === 'NotAllowedError') {
        video.muted = true;
        // Refused even muted (a data-saver or battery mode): the controls are showing, and the
        // reader starts it with them.
        await video.play().catch(ignoreFailure('muted autoplay'));
      }
    }
  };

  const request = (): void => {
    const decision = decidePlayback(isCellular(), {
      nonWifiTips: readItem('nonWifiTips'),
      isOnceTips: readItem('isOnceTips'),
      setMobileNetStatus: readItem('setMobileNetStatus'),
    });
    if (decision === 'ask') setState('asking');
    else void start();
  };

  useEffect(() => {
    if (!active) videoRef.current?.pause();
    else if (autoPlay && state === 'idle') request();
    // play() also rejects when a swipe pauses the video before it starts: not a failure to show.
    else if (autoPlay && state === 'started')
      void videoRef.current?.play().catch(ignoreFailure('resume on view'));
    // Only a change of autoPlay or visibility starts or stops playback; `request` reads the
    // latest settings itself.
  }, [autoPlay, active]);

  useEffect(() => {
    const video = videoRef.current;
    if (!seek || !video) return;
    const apply = (): void => {
      video.currentTime = seek.seconds;
    };
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) apply();
    else video.addEventListener('loadedmetadata', apply, { once: true });
    if (state === 'idle') request();
    // Paused again by the reader before it started, or refused: the controls show either way.
    else void video.play().catch(ignoreFailure('play from segment'));
    // Only a new seek acts; the player's own state changes must not seek again.
  }, [seek]);

  useEffect(
    () => () => {
      sourceRef.current?.detach();
      sourceRef.current = null;
    },
    [src],
  );

  return (
    <div className={`player-box ${className}`}>
      <video
        ref={videoRef}
        className="player"
        poster={poster}
        controls={state === 'started'}
        playsInline
        preload="none"
        aria-label={label}
        data-testid="video"
        onError={() => {
          if (state === 'started') setState('failed');
        }}
        onEnded={onEnded}
      />
      {state === 'idle' ? (
        <button type="button" className="player-start" onClick={request}>
          <span aria-hidden="true">▶</span>
          <span className="visually-hidden">{t('video.play')}</span>
        </button>
      ) : null}
      {state === 'asking' ? (
        <div className="player-ask" role="alertdialog" aria-labelledby="mobile-data-title">
          <p id="mobile-data-title">{t('video.mobileData')}</p>
          <div className="player-ask-actions">
            <button
              type="button"
              onClick={() => {
                setState('idle');
              }}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => {
                writeItem('isOnceTips', true);
                void start();
              }}
            >
              {t('video.playAnyway')}
            </button>
          </div>
        </div>
      ) : null}
      {state === 'failed' ? (
        <p className="player-failed" role="alert">
          {t('video.playFailed')}
        </p>
      ) : null}
    </div>
  );
}
