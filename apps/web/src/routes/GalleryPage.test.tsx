import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { parseHash } from '../lib/router/hashLocation.ts';
import { fakeApi, ok } from '../testing/fakeApi.ts';
import { renderWithApp } from '../testing/renderWithApp.tsx';
import { isRoutePath } from './routeTable.ts';
import { PictureStoryPage } from './GalleryPage.tsx';

const DAWN = '/media/pictures/0123456789abcdef0123456789abcdef/4032x3024-2a6f97.jpg';
const NETS = '/media/pictures/fedcba9876543210fedcba9876543210/1000x750-336699.jpg';

const story = {
  id: '41',
  title: 'A day at the harbour',
  description: '',
  publishType: 'TUSHUO',
  img: DAWN,
  publishDate: '2026-11-28T08:00:00.000Z',
  categoryId: '1',
  categoryTitle: 'Pictures',
  categoryDomain: '',
  typeurl: '',
  outLink: '',
  adsImg: '',
  adsUrl: '',
  liveId: '',
  specialId: '',
  collectionId: '',
  videoUrl: '',
  videoHlsUrl: '',
  duration: 0,
  author: '',
  source: '',
  hit: 0,
  commentCount: 0,
  likeCount: 0,
  collectCount: 0,
  shareCount: 0,
  commentEnabled: false,
  tags: [],
  content: '',
  related: [],
  images: [
    // The picture story's own caption, and a picture it left uncaptioned.
    {
      url: `${DAWN}#focus=40,60`,
      caption: 'Boats leave before sunrise',
      position: 1,
      width: 0,
      height: 0,
    },
    { url: NETS, caption: '', position: 2, width: 0, height: 0 },
  ],
  pictureNotes: [
    { url: DAWN, alt: 'Three boats under a pink sky', caption: 'Dawn', credit: 'Li Wei' },
    { url: NETS, alt: 'Green nets piled on a quay', caption: 'Nets drying', credit: 'Wang Fang' },
  ],
};

describe('GalleryPage’s pictures', () => {
  it('shows each slide’s caption, the item’s own first, and the library’s credit and alt text', async () => {
    // jsdom does not scroll: the gallery's own scrolling is not what is tested here.
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');
    Object.defineProperty(Element.prototype, 'scrollTo', { value: vi.fn(), configurable: true });
    onTestFinished(() => {
      if (own) Object.defineProperty(Element.prototype, 'scrollTo', own);
      else Reflect.deleteProperty(Element.prototype, 'scrollTo');
    });
    fakeApi({ '/cms/content/commonDetail': () => ok(story) });
    await renderWithApp(
      <PictureStoryPage
        location={parseHash('#/pages/tu-shuo/detail?id=41&lang=en')}
        isRoutePath={isRoutePath}
      />,
    );
    const gallery = await screen.findByTestId('gallery');
    const slides = [...gallery.querySelectorAll('.gallery-slide')];
    const words = slides.map((slide) => [
      slide.querySelector('img')?.getAttribute('alt'),
      slide.querySelector('figcaption .caption')?.textContent,
      slide.querySelector('figcaption .credit')?.textContent,
    ]);
    expect(words).toEqual([
      ['Three boats under a pink sky', 'Boats leave before sunrise', 'Li Wei'],
      ['Green nets piled on a quay', 'Nets drying', 'Wang Fang'],
    ]);
    // The fragment reaches no request: every rendition comes from the picture's folder.
    expect(gallery.innerHTML).not.toContain('#focus');
  });
});
