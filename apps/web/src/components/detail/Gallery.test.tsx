import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import { Gallery } from './Gallery.tsx';

const FOLDER = '/media/pictures/0123456789abcdef0123456789abcdef/';

describe('Gallery', () => {
  it('offers a processed picture’s renditions for the slide’s width, sharper when zoomed in', async () => {
    // jsdom does not scroll: the gallery's own scrolling is not what is tested here.
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');
    Object.defineProperty(Element.prototype, 'scrollTo', { value: vi.fn(), configurable: true });
    onTestFinished(() => {
      if (own) Object.defineProperty(Element.prototype, 'scrollTo', own);
      else Reflect.deleteProperty(Element.prototype, 'scrollTo');
    });
    const { user, container } = await renderWithApp(
      <Gallery
        title="The harbour"
        images={[
          { url: `${FOLDER}1000x750-2a6f97.jpg`, caption: 'Dawn' },
          { url: '/media/seed/ab/abcdef.svg', caption: 'A drawing' },
        ]}
      />,
    );
    const [first, second] = [...container.querySelectorAll('.gallery-slide')];
    const source = first?.querySelector('picture > source');
    const img = first?.querySelector('picture > img');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(
      [200, 320, 480, 640, 720, 960, 1000]
        .map((w) => `${FOLDER}w${String(w)}.webp ${String(w)}w`)
        .join(', '),
    );
    expect(source?.getAttribute('sizes')).toBe('(max-width: 480px) 100vw, 480px');
    expect(img?.getAttribute('src')).toBe(`${FOLDER}w640.jpg`);
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1000', '750']);

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(source?.getAttribute('sizes')).toBe('(max-width: 480px) 200vw, 960px');
    expect(img?.getAttribute('sizes')).toBe('(max-width: 480px) 200vw, 960px');

    // Any other picture is the plain <img> it was.
    expect(second?.querySelector('picture')).toBeNull();
    const plain = second?.querySelector('img');
    expect(plain?.getAttribute('src')).toBe('/media/seed/ab/abcdef.svg');
    expect(plain?.hasAttribute('srcset')).toBe(false);
    expect(plain?.hasAttribute('sizes')).toBe(false);
  });
});
