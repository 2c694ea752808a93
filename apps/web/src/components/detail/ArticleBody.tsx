import { Suspense, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { LazyGallery } from './LazyGallery.ts';

/** How much text may come before a body's first picture for it to be on a phone's first screen. */
const FIRST_SCREEN_TEXT = 200;

/**
 * The body's HTML with its first picture fetched at once when it is on the first screen: when
 * it is the article's lead picture (which then heads the article from inside the body, and is
 * what Lighthouse measures as the largest paint: first, at high priority), or when little text
 * comes before it. Every body picture comes lazy from the server; the browser's preload scanner
 * reads the page's HTML before any script runs, so this is done to the markup, the same on the
 * server and in the browser.
 */
function firstScreen(html: string, lead: string): string {
  const start = html.search(/<img\s/i);
  if (start < 0) return html;
  // The sanitiser escapes `>` inside attribute values: the first one after `<img` ends the tag.
  const end = html.indexOf('>', start) + 1;
  const tag = html.slice(start, end);
  const isLead = lead !== '' && tag.includes(` src="${lead}`);
  if (!isLead && html.slice(0, start).replace(/<[^>]*>/g, '').length > FIRST_SCREEN_TEXT)
    return html;
  const eager = tag.replace(' loading="lazy"', isLead ? ' fetchpriority="high"' : '');
  return html.slice(0, start) + eager + html.slice(end);
}

/**
 * An article's body. The HTML was sanitised by the server on the way in (an allow-list of tags
 * and attributes, no scripts or handlers), so it is rendered as is, then made readable on a
 * phone: pictures load lazily (the server marks them so; not the first one when it is on the
 * first screen: `lead` is given where the body may start there, the address of the article's
 * lead picture or '') and open in the zoomable viewer, embedded videos play inline,
 * links to other sites open in a new tab, wide tables scroll sideways.
 */
export function ArticleBody({ html, title, lead }: { html: string; title: string; lead?: string }) {
  const { t } = useI18n();
  const root = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<{
    pictures: HTMLImageElement[];
    start: HTMLImageElement;
  } | null>(null);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    for (const img of el.querySelectorAll('img')) {
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
    if (el && target instanceof HTMLImageElement)
      setViewer({ pictures: [...el.querySelectorAll('img')], start: target });
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
        dangerouslySetInnerHTML={{ __html: lead === undefined ? html : firstScreen(html, lead) }}
      />
      {viewer ? (
        <Suspense fallback={null}>
          <LazyGallery
            pictures={viewer.pictures}
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
