import { fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyImage, posterRendition } from './LazyImage.tsx';

const FOLDER = '/media/pictures/0123456789abcdef0123456789abcdef/';
/** A 12-megapixel camera picture as the pipeline stores it: 4032×3024, mostly sea blue. */
const CAMERA = `${FOLDER}4032x3024-2a6f97.jpg`;
/** How wide a figure is drawn: the column less its 12 px margins. */
const INSET_SIZES = '(max-width: 480px) calc(100vw - 24px), 456px';
const LADDER = [200, 320, 480, 640, 720, 960, 1080, 1280, 1920, 2560];

function ladder(format: string): string {
  return LADDER.map((w) => `${FOLDER}w${String(w)}.${format} ${String(w)}w`).join(', ');
}

function shown(container: HTMLElement) {
  const box = container.querySelector<HTMLElement>('.lazy-image');
  const source = container.querySelector('picture > source');
  const img = container.querySelector<HTMLImageElement>('picture > img');
  if (!box || !source || !img) throw new Error(`no <picture> in ${container.innerHTML}`);
  return { box, source, img };
}

describe('LazyImage with a processed picture’s address', () => {
  it('offers WebP and JPEG renditions for the use’s width, in the picture’s own box size', () => {
    const { container } = render(
      <LazyImage field={CAMERA} ratio="4 / 3" sizes="112px" className="card-image" />,
    );
    const { box, source, img } = shown(container);
    expect(box.className).toBe('lazy-image ratio-4-3 card-image');
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(ladder('webp'));
    expect(source.getAttribute('sizes')).toBe('112px');
    expect(img.getAttribute('src')).toBe(`${FOLDER}w640.jpg`);
    expect(img.getAttribute('srcset')).toBe(ladder('jpg'));
    expect(img.getAttribute('sizes')).toBe('112px');
    expect(img.getAttribute('width')).toBe('4032');
    expect(img.getAttribute('height')).toBe('3024');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('takes the caller’s size, or the address’s for a box of the picture’s own shape', () => {
    const own = render(<LazyImage field={CAMERA} ratio="own" sizes={INSET_SIZES} />);
    const first = shown(own.container);
    expect(first.box.className).toContain('ratio-own');
    expect(first.source.getAttribute('sizes')).toBe(INSET_SIZES);
    expect([first.img.getAttribute('width'), first.img.getAttribute('height')]).toEqual([
      '4032',
      '3024',
    ]);
    own.unmount();
    const given = render(<LazyImage field={CAMERA} size={{ width: 800, height: 600 }} />);
    const second = shown(given.container);
    expect([second.img.getAttribute('width'), second.img.getAttribute('height')]).toEqual([
      '800',
      '600',
    ]);
    // The column's width unless the caller says otherwise.
    expect(second.img.getAttribute('sizes')).toBe('(max-width: 480px) 100vw, 480px');
  });

  it('paints the picture’s colour while it loads, and takes it away once it has', () => {
    const { container } = render(<LazyImage field={CAMERA} />);
    const { box, img } = shown(container);
    expect(box.style.backgroundColor).toBe('rgb(42, 111, 151)');
    // Set through the CSSOM, never as markup the CSP would refuse or hydration would differ on.
    expect(renderToString(<LazyImage field={CAMERA} />)).not.toContain('style');
    fireEvent.load(img);
    expect(box.style.backgroundColor).toBe('');
  });

  it('preloads the screen’s main picture by its WebP srcset and fetches it first, not lazily', () => {
    const html = renderToString(<LazyImage field={CAMERA} priority />);
    const preload = /^<link [^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toContain('rel="preload"');
    expect(preload).toContain('as="image"');
    expect(preload).toContain('type="image/webp"');
    expect(preload).toContain(`imageSrcSet="${ladder('webp')}"`);
    expect(preload).toContain('imageSizes="(max-width: 480px) 100vw, 480px"');
    expect(preload).toContain('fetchPriority="high"');
    const { container } = render(<LazyImage field={CAMERA} priority />);
    const { img } = shown(container);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('LazyImage with a focal point', () => {
  it('crops the picture around the point the address’s fragment names, which no request sends', () => {
    const { container } = render(
      <LazyImage field={`${CAMERA}#focus=30,70`} ratio="4 / 3" sizes="112px" />,
    );
    const { source, img } = shown(container);
    expect(img.style.objectPosition).toBe('30% 70%');
    expect(img.getAttribute('src')).toBe(`${FOLDER}w640.jpg`);
    expect(img.getAttribute('srcset')).toBe(ladder('jpg'));
    expect(source.getAttribute('srcset')).toBe(ladder('webp'));
    const html = renderToString(<LazyImage field={`${CAMERA}#focus=30,70`} priority />);
    expect(html).not.toContain('#focus');
    // Not in the server's HTML, where the CSP would refuse a style attribute.
    expect(html).not.toContain('style');
  });

  it('leaves the browser’s centred crop to a picture without one', () => {
    const { container } = render(<LazyImage field={CAMERA} ratio="4 / 3" sizes="112px" />);
    expect(shown(container).img.style.objectPosition).toBe('');
  });

  it('follows the picture when the same box shows another', () => {
    const { container, rerender } = render(<LazyImage field={`${CAMERA}#focus=10,20`} />);
    expect(shown(container).img.style.objectPosition).toBe('10% 20%');
    rerender(<LazyImage field={CAMERA} />);
    expect(shown(container).img.style.objectPosition).toBe('');
  });
});

describe('LazyImage with any other URL', () => {
  it('is the plain lazy <img> it always was', () => {
    const { container } = render(<LazyImage field="/media/seed/ab/abcdef.svg" />);
    expect(container.innerHTML).toBe(
      '<span class="lazy-image ratio-16-9 "><img alt="" loading="lazy" decoding="async" src="/media/seed/ab/abcdef.svg"></span>',
    );
  });

  it('keeps a provider’s picture, the main one eager and first, with no colour behind it', () => {
    const field = JSON.stringify([{ url: 'https://cdn.example/a/photo.jpg', name: 'photo.jpg' }]);
    const { container } = render(
      <LazyImage field={field} size={{ width: 640, height: 480 }} sizes="112px" priority />,
    );
    expect(container.innerHTML).toBe(
      '<span class="lazy-image ratio-own "><img alt="" width="640" height="480" loading="eager" decoding="sync" fetchpriority="high" src="https://cdn.example/a/photo.jpg"></span>',
    );
    expect(container.querySelector<HTMLElement>('.lazy-image')?.style.backgroundColor).toBe('');
  });
});

const BASE = '/media/pictures/0123456789abcdef0123456789abcdef/';

describe('posterRendition', () => {
  it('shows a pipeline picture’s 720-pixel WebP, focal point or not', () => {
    expect(posterRendition(`${BASE}4032x3024-2a6f97.jpg`)).toBe(`${BASE}w720.webp`);
    expect(posterRendition(`${BASE}4032x3024-2a6f97.jpg#focus=30,70`)).toBe(`${BASE}w720.webp`);
  });

  it('never asks for a rendition larger than the picture', () => {
    expect(posterRendition(`${BASE}600x338-336699.jpg`)).toBe(`${BASE}w600.webp`);
  });

  it('keeps any other address as it is', () => {
    expect(posterRendition('/media/demo/video/clip1.jpg')).toBe('/media/demo/video/clip1.jpg');
    expect(posterRendition('https://example.com/poster.png')).toBe(
      'https://example.com/poster.png',
    );
  });
});
