import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SiteLang } from '@news/contract/sites';
import { parseHash } from '../lib/router/hashLocation.ts';
import { fakeApi, ok } from '../testing/fakeApi.ts';
import { renderWithApp } from '../testing/renderWithApp.tsx';
import { isRoutePath } from './routeTable.ts';
import { NewsDetailPage } from './NewsDetailPage.tsx';

const HARBOUR = '/media/pictures/0123456789abcdef0123456789abcdef/4032x3024-2a6f97.jpg';
const MARKET = '/media/pictures/fedcba9876543210fedcba9876543210/1000x750-336699.jpg';
const NOTE = {
  url: HARBOUR,
  alt: 'Fishing boats moored along the harbour wall at dawn',
  caption: 'The first boats back after the storm',
  credit: 'Li Wei',
};

/** A body picture as the server sends readers one: responsive, lazy, in a captioned figure. */
function bodyFigure(url: string, caption: string, credit: string): string {
  return `<figure><img src="${url}" alt="" srcset="${url.replace(/[^/]*$/, 'w320.webp')} 320w" sizes="(max-width: 480px) calc(100vw - 24px), 456px" width="4032" height="3024" loading="lazy" decoding="async"><figcaption><span class="caption">${caption}</span> <span class="credit">${credit}</span></figcaption></figure>`;
}

/** Each test's article has an id of its own: the app keeps what it fetched for a while. */
let lastId = 100;

/** A news article as `/cms/content/commonDetail` answers it, its lead picture focused. */
function article(fields: {
  content: string;
  img?: string;
  pictureNotes?: (typeof NOTE)[];
  versions?: {
    site: string;
    id: string;
    title: string;
    languageName: string;
    locale: string;
    sharePath: string;
  }[];
  updatedAt?: string;
  corrections?: { kind: 'correction' | 'update'; text: string; at: string }[];
}) {
  lastId += 1;
  return {
    id: String(lastId),
    title: 'Boats return to the harbour',
    description: '',
    publishType: 'TUWEN',
    img: JSON.stringify([{ url: `${HARBOUR}#focus=30,70`, name: 'harbour.jpg' }]),
    publishDate: '2026-11-28T08:00:00.000Z',
    categoryId: '1',
    categoryTitle: 'News',
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
    source: 'Harbour Daily',
    hit: 3,
    commentCount: 0,
    likeCount: 0,
    collectCount: 0,
    shareCount: 0,
    commentEnabled: false,
    tags: [],
    images: [],
    related: [],
    pictureNotes: [NOTE],
    ...fields,
  };
}

async function open(detail: ReturnType<typeof article>, lang: SiteLang = 'en') {
  fakeApi({ '/cms/content/commonDetail': () => ok(detail) });
  const view = await renderWithApp(
    <NewsDetailPage
      location={parseHash(`#/pages/news-detail/news-detail?id=${detail.id}&lang=${lang}`)}
      isRoutePath={isRoutePath}
    />,
    lang,
  );
  const page = await screen.findByTestId('news-detail');
  const body = page.querySelector('.detail-body');
  if (!body) throw new Error('no body');
  return { ...view, page, body };
}

describe('NewsDetailPage’s pictures', () => {
  it('heads the article with its lead picture, described, captioned and credited by the library', async () => {
    const { page } = await open(article({ content: '<p>The fleet came back at six.</p>' }));
    const lead = page.querySelector('figure.detail-lead');
    if (!lead) throw new Error('no lead figure');
    const img = within(lead as HTMLElement).getByRole('img');
    expect(img.getAttribute('alt')).toBe(NOTE.alt);
    expect(lead.querySelector('figcaption .caption')?.textContent).toBe(NOTE.caption);
    expect(lead.querySelector('figcaption .credit')?.textContent).toBe(NOTE.credit);
    // Cropped to 16:9 around the library's focal point; the fragment stays out of every request.
    // Set by an effect, which runs after the data's render is on the page.
    await waitFor(() => {
      expect(img.style.objectPosition).toBe('30% 70%');
    });
    expect(img.getAttribute('src')).not.toContain('#');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('shows a lead picture the library has no note on as before: no alt, no caption', async () => {
    const { page } = await open(
      article({ content: '<p>The fleet came back at six.</p>', pictureNotes: [] }),
    );
    const lead = page.querySelector('figure.detail-lead');
    expect(lead?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(lead?.querySelector('figcaption')).toBeNull();
  });

  it('does not repeat a lead picture the body starts with, and fetches that one first, not lazily', async () => {
    const { page, body } = await open(
      article({
        content: `${bodyFigure(HARBOUR, 'At dawn', 'Li Wei')}<p>${'The fleet came back. '.repeat(40)}</p>${bodyFigure(MARKET, 'The market', 'Wang Fang')}`,
      }),
    );
    expect(page.querySelector('figure.detail-lead')).toBeNull();
    const [first, second] = [...body.querySelectorAll('img')];
    expect(page.querySelectorAll(`img[src^="${HARBOUR}"]`)).toHaveLength(1);
    expect(first?.getAttribute('src')).toBe(HARBOUR);
    expect(first?.hasAttribute('loading')).toBe(false);
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    // Far down the body, the next one still waits until the reader scrolls near it.
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(second?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('fetches a body picture at once when it opens an article without a lead picture', async () => {
    const { body } = await open(
      article({
        img: '',
        content: `<p>Market day.</p>${bodyFigure(MARKET, 'Stalls', 'Wang Fang')}`,
      }),
    );
    const img = body.querySelector('img');
    expect(img?.hasAttribute('loading')).toBe(false);
    expect(img?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('opens a body picture in the viewer with its figure’s caption and credit', async () => {
    // jsdom does not scroll: the gallery's own scrolling is not what is tested here.
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');
    Object.defineProperty(Element.prototype, 'scrollTo', { value: vi.fn(), configurable: true });
    onTestFinished(() => {
      if (own) Object.defineProperty(Element.prototype, 'scrollTo', own);
      else Reflect.deleteProperty(Element.prototype, 'scrollTo');
    });
    const { body, user } = await open(
      article({
        content: `<p>Market day.</p>${bodyFigure(MARKET, 'Stalls', 'Wang Fang')}<p><img src="/media/seed/ab/old.svg" alt="An older body's picture"></p>`,
      }),
    );
    const [market] = [...body.querySelectorAll('img')];
    if (!market) throw new Error('no body picture');
    await user.click(market);
    const viewer = await screen.findByRole('dialog');
    const slides = [...viewer.querySelectorAll('.gallery-slide')];
    expect(
      slides.map((slide) => [
        slide.querySelector('.caption')?.textContent,
        slide.querySelector('.credit')?.textContent ?? '',
      ]),
    ).toEqual([
      ['Stalls', 'Wang Fang'],
      ["An older body's picture", ''],
    ]);
  });

  it('leaves the body’s pictures lazy under a lead picture of its own', async () => {
    const { page, body } = await open(
      article({ content: `<p>Market day.</p>${bodyFigure(MARKET, 'Stalls', 'Wang Fang')}` }),
    );
    expect(page.querySelector('figure.detail-lead')).not.toBeNull();
    expect(body.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});

describe('NewsDetailPage’s other languages', () => {
  it('links each published version in its own language’s name, to its share page', async () => {
    const { page } = await open(
      article({
        content: '<p>The boats came in.</p>',
        versions: [
          {
            site: 'kr',
            id: '31',
            title: '항구로 돌아온 어선들',
            languageName: '한국어',
            locale: 'ko',
            sharePath: '/s/kr/31',
          },
          {
            site: 'ja',
            id: '32',
            title: '港に戻った漁船',
            languageName: '日本語',
            locale: 'ja',
            sharePath: '/s/ja/32',
          },
        ],
      }),
    );
    const links = within(within(page).getByRole('navigation', { name: 'Also in:' })).getAllByRole(
      'link',
    );
    expect(
      links.map((a) => [
        a.textContent,
        a.getAttribute('href'),
        a.getAttribute('lang'),
        a.getAttribute('hreflang'),
      ]),
    ).toEqual([
      ['한국어', '/s/kr/31', 'ko', 'ko'],
      ['日本語', '/s/ja/32', 'ja', 'ja'],
    ]);
  });

  it('shows no language links for an item without versions', async () => {
    const { page } = await open(article({ content: '<p>The boats came in.</p>' }));
    expect(within(page).queryByRole('navigation', { name: 'Also in:' })).toBeNull();
  });
});

describe('NewsDetailPage’s corrections and updates', () => {
  it('says when the item was updated and shows its notes under the article, oldest first', async () => {
    const updatedAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const { page } = await open(
      article({
        content: '<p>Fares rise 3%.</p>',
        updatedAt,
        corrections: [
          {
            kind: 'correction',
            text: 'An earlier version said 5%.',
            at: '2026-11-28T09:00:00.000Z',
          },
          { kind: 'update', text: 'The council voted on Monday.', at: updatedAt },
        ],
      }),
    );
    const updated = within(page).getByTestId('updated-time');
    expect(updated.textContent).toBe('Updated 2 hours ago');
    expect(updated.getAttribute('datetime')).toBe(updatedAt);
    const notes = within(within(page).getByTestId('corrections'));
    expect(notes.getByRole('heading', { name: 'Corrections and updates' })).toBeTruthy();
    expect(
      notes.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Correction', 'Update']);
    expect(notes.getByText('An earlier version said 5%.')).toBeTruthy();
  });

  // Issue 32's acceptance: "Updated" with the note, in all five languages (the words written
  // here, not read from the catalogues, so a missing or English fallback fails).
  it.each([
    ['zh-Hans', '更新于', '更正与更新', '更正'],
    ['en', 'Updated', 'Corrections and updates', 'Correction'],
    ['kr', '업데이트', '정정 및 업데이트', '정정'],
    ['ja', '更新', '訂正と更新', '訂正'],
    ['ru', 'Обновлено', 'Исправления и обновления', 'Исправление'],
  ] as const)(
    'says "Updated" and shows the note on the %s site',
    async (lang, updatedWord, heading, kind) => {
      const updatedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
      const { page } = await open(
        article({
          content: '<p>…</p>',
          updatedAt,
          corrections: [{ kind: 'correction', text: `note-${lang}`, at: updatedAt }],
        }),
        lang,
      );
      const updated = within(page).getByTestId('updated-time');
      expect(updated.textContent).toContain(updatedWord);
      // The time is the reader's language's too: a digit and words, never the bare instant.
      expect(updated.textContent).toMatch(/3/);
      expect(updated.textContent).not.toContain('T');
      const notes = within(within(page).getByTestId('corrections'));
      expect(notes.getByRole('heading', { name: heading })).toBeTruthy();
      expect(notes.getByRole('listitem').querySelector('strong')?.textContent).toBe(kind);
      expect(notes.getByText(`note-${lang}`)).toBeTruthy();
    },
  );

  it('shows neither for an item without notes', async () => {
    const { page } = await open(article({ content: '<p>Nothing changed.</p>' }));
    expect(within(page).queryByTestId('updated-time')).toBeNull();
    expect(within(page).queryByTestId('corrections')).toBeNull();
  });
});
