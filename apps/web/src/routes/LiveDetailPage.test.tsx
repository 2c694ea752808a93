import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseHash } from '../lib/router/hashLocation.ts';
import { fakeApi, ok } from '../testing/fakeApi.ts';
import { renderWithApp } from '../testing/renderWithApp.tsx';
import { isRoutePath } from './routeTable.ts';
import { LiveDetailPage } from './LiveDetailPage.tsx';

const COVER = '/media/pictures/0123456789abcdef0123456789abcdef/1920x1080-2a6f97.jpg';
const POSTED = '/media/pictures/fedcba9876543210fedcba9876543210/1200x900-336699.jpg';

describe('LiveDetailPage’s pictures', () => {
  it('captions and credits the cover and the host’s pictures from the library, with its alt text', async () => {
    fakeApi({
      '/live/video/deatil.do': () =>
        ok({
          id: '9',
          title: 'Regatta',
          description: '',
          host: 'Harbour Daily',
          coverImg: `${COVER}#focus=20,40`,
          status: 'preview',
          startTime: '2099-01-01T08:00:00.000Z',
          endTime: '2099-01-01T10:00:00.000Z',
          viewerCount: 0,
          streamUrl: '',
          replayUrl: '',
          serverTime: '2026-11-28T08:00:00.000Z',
          pictureNotes: [
            {
              url: COVER,
              alt: 'Sails on a grey sea',
              caption: 'Last year’s race',
              credit: 'Li Wei',
            },
          ],
        }),
      '/live/video/liveMessageList.do': () =>
        ok({
          rows: [
            {
              id: '1',
              kind: 'host',
              author: 'Host',
              content: 'The boats are lining up',
              image: POSTED,
              createdAt: '2026-11-28T07:59:00.000Z',
            },
          ],
          cursor: '1',
          pictureNotes: [
            { url: POSTED, alt: 'Boats at the start line', caption: '', credit: 'Wang Fang' },
          ],
        }),
    });
    await renderWithApp(
      <LiveDetailPage
        location={parseHash('#/pages/live/detail?id=9&lang=en')}
        isRoutePath={isRoutePath}
      />,
    );
    const page = await screen.findByTestId('live-detail');
    const cover = page.querySelector('figure.detail-lead');
    if (!cover) throw new Error('no cover');
    const coverImg = within(cover as HTMLElement).getByRole('img');
    expect(coverImg.getAttribute('alt')).toBe('Sails on a grey sea');
    // Set by an effect, which runs after the data's render is on the page.
    await waitFor(() => {
      expect(coverImg.style.objectPosition).toBe('20% 40%');
    });
    expect(cover.querySelector('.caption')?.textContent).toBe('Last year’s race');
    expect(cover.querySelector('.credit')?.textContent).toBe('Li Wei');

    const posts = await screen.findByTestId('host-posts');
    const post = await within(posts).findByRole('img', { name: 'Boats at the start line' });
    const figure = post.closest('figure');
    expect(figure?.querySelector('.caption')).toBeNull();
    expect(figure?.querySelector('.credit')?.textContent).toBe('Wang Fang');
  });
});
