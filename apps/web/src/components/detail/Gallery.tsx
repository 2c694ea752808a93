import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { imageSrc } from '@news/contract/imageField';
import { ResponsiveImage } from '../LazyImage.tsx';
import { PictureCaption } from '../PictureCaption.tsx';
import { showToast } from '../toast.tsx';
import { numberFormat } from '@news/contract/intlFormats';

export interface GalleryImage {
  url: string;
  caption: string;
  /** Who took it (the media library's credit), shown after the caption. */
  credit?: string | undefined;
  /** What it shows, for whoever cannot see it; '' when the caption says it. */
  alt?: string | undefined;
}

const MAX_ZOOM = 4;
const DOUBLE_TAP_MS = 300;

/** Saves a picture: downloads it as a file; says so when the browser refuses. */
async function saveImage(url: string, failedMessage: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(String(response.status));
    const blob = await response.blob();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = url.split('/').pop()?.split('?')[0] ?? 'image';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => {
      URL.revokeObjectURL(link.href);
    }, 10_000);
  } catch {
    showToast(failedMessage);
  }
}

/**
 * How wide a slide draws its picture, for a processed picture's renditions: the column's width
 * times the zoom — so zooming in fetches a sharper one — in whole steps, since a pinch moves the
 * zoom continuously and each new `sizes` could ask for another file.
 */
function zoomedSizes(zoom: number): string {
  const times = Math.ceil(zoom);
  return `(max-width: 480px) ${String(times * 100)}vw, ${String(times * 480)}px`;
}

/**
 * A swipe gallery: one picture per screen with its caption and credit and an "n / total" counter. Swiping
 * is the browser's own scroll snapping (smooth on phones, and arrow keys work); a double tap or
 * a pinch zooms, and a zoomed picture pans by scrolling. As a dialog it covers the screen and
 * Escape closes it.
 */
export function Gallery({
  images,
  start = 0,
  onClose,
  title,
}: {
  images: GalleryImage[];
  start?: number;
  /** Given: the gallery is a full-screen dialog. */
  onClose?: () => void;
  title: string;
}) {
  const { t, locale } = useI18n();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState(1);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const lastTap = useRef(0);
  const number = numberFormat(locale);

  const goTo = useCallback(
    (next: number, smooth = true) => {
      const el = track.current;
      if (!el) return;
      const clamped = Math.max(0, Math.min(images.length - 1, next));
      setZoom(1);
      el.scrollTo({ left: clamped * el.clientWidth, behavior: smooth ? 'smooth' : 'instant' });
      setIndex(clamped);
    },
    [images.length],
  );

  useEffect(() => {
    goTo(start, false);
  }, [goTo, start]);

  useEffect(() => {
    if (!onClose) return;
    const onKey = (event: globalThis.KeyboardEvent): void => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    track.current?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  const onScroll = (): void => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const current = Math.round(el.scrollLeft / el.clientWidth);
    if (current !== index) {
      setIndex(current);
      setZoom(1);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    } else if (event.key === '+' || event.key === '=') setZoom((z) => Math.min(MAX_ZOOM, z + 1));
    else if (event.key === '-') setZoom((z) => Math.max(1, z - 1));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      if (a && b) pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), zoom };
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (pinch.current && a && b && pinch.current.distance > 0) {
      const ratio = Math.hypot(a.x - b.x, a.y - b.y) / pinch.current.distance;
      setZoom(Math.max(1, Math.min(MAX_ZOOM, pinch.current.zoom * ratio)));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (event.pointerType === 'mouse') return;
    const now = Date.now();
    if (now - lastTap.current < DOUBLE_TAP_MS) {
      setZoom((z) => (z > 1 ? 1 : 2));
      lastTap.current = 0;
    } else lastTap.current = now;
  };

  const current = images[index];
  const body = (
    <div className={`gallery ${onClose ? 'gallery-modal' : ''}`}>
      <div
        ref={track}
        className={`gallery-track ${zoom > 1 ? 'zoomed' : ''}`}
        tabIndex={0}
        role="region"
        aria-roledescription={t('gallery.roleDescription')}
        aria-label={title}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        data-testid="gallery"
      >
        {images.map((image, i) => (
          <figure
            key={`${String(i)}-${image.url}`}
            className="gallery-slide"
            aria-roledescription={t('gallery.slide')}
            aria-label={t('gallery.position', { index: i + 1, total: images.length })}
            aria-hidden={i === index ? undefined : true}
          >
            <div
              className="gallery-zoom"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onDoubleClick={() => {
                setZoom((z) => (z > 1 ? 1 : 2));
              }}
            >
              {/* The caption below is the picture's words: not said again as its alt. */}
              <ResponsiveImage
                src={imageSrc(image.url)}
                sizes={zoomedSizes(i === index ? zoom : 1)}
                alt={image.alt ?? ''}
                loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'}
                decoding="async"
                draggable={false}
                style={
                  i === index && zoom > 1
                    ? { width: `${String(zoom * 100)}%`, maxWidth: 'none' }
                    : undefined
                }
              />
            </div>
            <PictureCaption caption={image.caption} credit={image.credit} />
          </figure>
        ))}
      </div>
      <div className="gallery-bar">
        <button
          type="button"
          className="icon-button"
          aria-label={t('gallery.previous')}
          disabled={index === 0}
          onClick={() => {
            goTo(index - 1);
          }}
        >
          ‹
        </button>
        <span className="gallery-counter" aria-live="polite" data-testid="gallery-counter">
          {number.format(index + 1)} / {number.format(images.length)}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={t('gallery.next')}
          disabled={index >= images.length - 1}
          onClick={() => {
            goTo(index + 1);
          }}
        >
          ›
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={zoom > 1 ? t('gallery.zoomOut') : t('gallery.zoomIn')}
          aria-pressed={zoom > 1}
          onClick={() => {
            setZoom((z) => (z > 1 ? 1 : 2));
          }}
        >
          {zoom > 1 ? '−' : '+'}
        </button>
        {current ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('gallery.save')}
            onClick={() => void saveImage(imageSrc(current.url), t('gallery.saveFailed'))}
          >
            ⤓
          </button>
        ) : null}
        {onClose ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            ×
          </button>
        ) : null}
      </div>
    </div>
  );
  if (!onClose) return body;
  return (
    <div className="overlay gallery-overlay" role="dialog" aria-modal="true" aria-label={title}>
      {body}
    </div>
  );
}
