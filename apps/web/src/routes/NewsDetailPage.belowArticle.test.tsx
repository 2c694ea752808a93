import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../testing/fakeApi.ts';
import { renderWithApp } from '../testing/renderWithApp.tsx';
import { parseHash } from '../lib/router/hashLocation.ts';
import { isRoutePath } from './routeTable.ts';
import { NewsDetailPage } from './NewsDetailPage.tsx';

// The related items' chunk arrives when the test says, as a slow network would bring it.
const relatedChunk = vi.hoisted(() => {
  let release = (): void => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    arrived,
    release: () => {
      release();
    },
  };
});
vi.mock('../components/detail/RelatedItems.tsx', async (original) => {
  await relatedChunk.arrived;
  return original();
});

const related = {
  id: '902',
  title: 'Ferry timetable changes for the winter',
  description: '',
  publishType: 'TUWEN',
  img: '',
  publishDate: '2026-11-27T08:00:00.000Z',
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
  source: '',
  hit: 0,
  commentCount: 0,
  likeCount: 0,
  collectCount: 0,
  shareCount: 0,
  commentEnabled: false,
  tags: [],
};

describe('NewsDetailPage, below the article', () => {
  it('shows the comments only with the related items above them, never before, so the composer does not move', async () => {
    fakeApi({
      '/cms/content/commonDetail': () =>
        ok({
          ...related,
          id: '901',
          title: 'Boats return to the harbour',
          content: '<p>The first boats came back this morning.</p>',
          commentEnabled: true,
          tags: ['harbour'],
          images: [],
          related: [related],
        }),
    });
    // The comments' own chunk is in hand before the page opens.
    await import('../features/comments/CommentSection.tsx');
    await renderWithApp(
      <NewsDetailPage
        location={parseHash('#/pages/news-detail/news-detail?id=901&lang=en')}
        isRoutePath={isRoutePath}
      />,
    );
    await screen.findByTestId('news-detail');
    // The comments could show now; they wait for what goes above them.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.queryByTestId('comments')).toBeNull();
    expect(screen.queryByText('Ferry timetable changes for the winter')).toBeNull();

    relatedChunk.release();
    const comments = await screen.findByTestId('comments');
    const card = screen.getByText('Ferry timetable changes for the winter');
    // Both in, related first.
    expect(card.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => {
      expect(document.querySelector('.composer textarea')).not.toBeNull();
    });
  });
});
