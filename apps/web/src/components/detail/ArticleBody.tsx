import { Suspense, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import type { GalleryImage } from './Gallery.tsx';
import { LazyGallery } from './LazyGallery.ts';

/**
 * An article's body. The HTML was sanitised by the server on the way in (an allow-list of tags
 * and attributes, no scripts or handlers), so it is rendered as is, then made readable on a
 * phone: pictures load lazily and open in the zoomable viewer, embedded videos play inline,
 * links to other sites open in a new tab, wide tables scroll sideways.
 */
export function ArticleBody({ html, title }: { html: string; title: string }) {
  const { t } = useI18n();
  const root = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<{ images: GalleryImage[]; start: number } | null>(null);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    for (const img of el.querySelectorAll('img')) {
      img.loading = 'lazy';
      img.decoding = 'async';
      img.tabIndex = 0;
      img.setAttribute('role', 'button');
      if (!img.getAttribute('aria-label'))
        img.setAttribute('aria-label', img.alt || t('gallery.open'));
    }
    for (const video of el.querySelectorAll('video')) {
      video.controls = true;
      video.playsInline = true;
      video.preload = 'none';
    }
    for (const link of el.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
        link.setAttribute('target', '_blank');
        link.setAttribute('rel', 'noopener noreferrer');
      }
    }
    for (const table of el.querySelectorAll('table')) {
      if (table.parentElement?.classList.contains('table-scroll')) continue;
      const wrapper = document.createElement('div');
      wrapper.className = 'table-scroll';
      wrapper.tabIndex = 0;
      table.replaceWith(wrapper);
      wrapper.append(table);
    }
  }, [html, t]);

  const open = (target: EventTarget): void => {
    const el = root.current;
    if (!el || !(target instanceof HTMLImageElement)) return;
    const all = [...el.querySelectorAll('img')];
    setViewer({
      // A figure's caption is its picture's caption, whether or not the picture has alt text.
      images: all.map((img) => ({
        // By its `src`: a processed picture's is its address, from which the viewer offers its
        // renditions again (the sanitiser leaves a `srcset` on no other picture).
        url: img.src,
        caption: img.alt || (img.closest('figure')?.querySelector('figcaption')?.textContent ?? ''),
      })),
      start: Math.max(0, all.indexOf(target)),
    });
  };

  return (
    <>
      <div
        ref={root}
        className="detail-body"
        // What read aloud reads (features/readAloud), with the title.
        data-read-aloud=""
        onClick={(event) => {
          open(event.target);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') open(event.target);
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {viewer ? (
        <Suspense fallback={null}>
          <LazyGallery
            images={viewer.images}
            start={viewer.start}
            title={title}
            onClose={() => {
              setViewer(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
