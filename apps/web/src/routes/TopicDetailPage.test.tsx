import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dataKeys } from '@news/contract/serverRender';
import { parseHash } from '../lib/router/hashLocation.ts';
import { fakeApi, ok } from '../testing/fakeApi.ts';
import { renderWithApp } from '../testing/renderWithApp.tsx';
import { takeOverServerRender } from '../testing/takeOverServerRender.tsx';
import { isRoutePath } from './routeTable.ts';
import { TopicDetailPage } from './TopicDetailPage.tsx';

const BANNER = '/media/pictures/0123456789abcdef0123456789abcdef/1920x1080-2a6f97.jpg';

describe('TopicDetailPage’s banner', () => {
  it('is described, captioned and credited by the library, and cropped around its focal point', async () => {
    fakeApi({
      '/cms/special/detail': () =>
        ok({
          id: '3',
          title: 'Storm week',
          description: 'Every report from the coast',
          bannerImg: JSON.stringify([{ url: `${BANNER}#focus=70,25`, name: 'banner.jpg' }]),
          coverImg: '',
          publishDate: '2026-11-28T08:00:00.000Z',
          sections: [],
          pictureNotes: [
            {
              url: BANNER,
              alt: 'Waves over the sea wall',
              caption: 'Tuesday night',
              credit: 'Li Wei',
            },
          ],
        }),
    });
    await renderWithApp(
      <TopicDetailPage
        location={parseHash('#/pages/topic/topic-detail-h5?id=3&lang=en')}
        isRoutePath={isRoutePath}
      />,
    );
    const page = await screen.findByTestId('topic-detail');
    const banner = page.querySelector('figure.detail-lead');
    const img = banner?.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('Waves over the sea wall');
    // Set by an effect, which runs after the data's render is on the page.
    await waitFor(() => {
      expect(img?.style.objectPosition).toBe('70% 25%');
    });
    expect(banner?.querySelector('.caption')?.textContent).toBe('Tuesday night');
    expect(banner?.querySelector('.credit')?.textContent).toBe('Li Wei');
  });
});

describe('TopicDetailPage’s follow button', () => {
  it('follows the topic on the device when signed out, and says so', async () => {
    localStorage.clear();
    window.location.hash = '#/pages/topic/topic-detail-h5?id=3&lang=en';
    fakeApi({
      '/cms/special/detail': () =>
        ok({
          id: '3',
          title: 'Storm week',
          description: 'Every report from the coast',
          bannerImg: '',
          coverImg: '',
          publishDate: '2026-11-28T08:00:00.000Z',
          sections: [],
          pictureNotes: [],
        }),
    });
    const { user } = await renderWithApp(
      <TopicDetailPage
        location={parseHash('#/pages/topic/topic-detail-h5?id=3&lang=en')}
        isRoutePath={isRoutePath}
      />,
    );
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    await user.click(follow);
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('follows:en') ?? '[]')).toEqual([
      { kind: 'topic', value: '3' },
    ]);
  });
});

/** An item of a topic's section, as the topic's answer lists it. */
function sectionItem(id: string, title: string) {
  return {
    id,
    title,
    description: '',
    publishType: 'TUWEN',
    img: '',
    publishDate: '2026-11-28T08:00:00.000Z',
    categoryId: '1',
    categoryTitle: 'Coast',
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
    source: 'Coast desk',
    hit: 0,
    commentCount: 0,
    likeCount: 0,
    collectCount: 0,
    shareCount: 0,
    commentEnabled: true,
    tags: [],
  };
}

describe('TopicDetailPage shared', () => {
  it('is taken over from the server’s HTML as it is, without asking for the topic again', async () => {
    const api = fakeApi();
    const topic = {
      id: '5',
      title: 'Storm week',
      description: 'Every report from the coast',
      bannerImg: JSON.stringify([{ url: BANNER }]),
      coverImg: '',
      publishDate: '2026-11-28T08:00:00.000Z',
      sections: [
        {
          id: '7',
          title: 'The first night',
          items: [sectionItem('41', 'Sea wall holds'), sectionItem('42', 'Ferries stay in port')],
        },
      ],
      pictureNotes: [],
    };
    const { root, serverHtml, reports } = await takeOverServerRender(
      'en',
      '/pages/topic/topic-detail-h5?id=5&lang=en',
      { [dataKeys.topicDetail('en', '5')]: topic },
    );
    expect(serverHtml).toContain('Sea wall holds');
    expect(reports).toEqual([]);
    expect(screen.getByTestId('detail-title').textContent).toBe('Storm week');
    expect([...root.querySelectorAll('.card-title')].map((title) => title.textContent)).toEqual([
      'Sea wall holds',
      'Ferries stay in port',
    ]);
    expect(api.calls.filter((call) => call.path === '/cms/special/detail')).toEqual([]);
  });
});
