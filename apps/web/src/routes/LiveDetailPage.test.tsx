import { act, screen, within, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataKeys } from '@news/contract/serverRender';
import { parseHash } from '../lib/router/hashLocation.ts';
import { fakeApi, ok } from '../testing/fakeApi.ts';
import { renderWithApp } from '../testing/renderWithApp.tsx';
import { takeOverServerRender } from '../testing/takeOverServerRender.tsx';
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

const START = Date.parse('2026-11-29T10:00:00.000Z');
const STREAM = '/media/live/12/master.m3u8';
const REPLAY = '/media/replays/12/master.m3u8';

/** Broadcast 12 as the live detail describes it, with what a step needs changed. */
function broadcast(changes: Record<string, unknown> = {}) {
  return {
    id: '12',
    title: 'Harbour regatta',
    description: '',
    host: 'Harbour Daily',
    coverImg: COVER,
    status: 'preview',
    startTime: new Date(START).toISOString(),
    endTime: new Date(START + 2 * 3_600_000).toISOString(),
    viewerCount: 0,
    streamUrl: '',
    replayUrl: '',
    serverTime: new Date(Date.now()).toISOString(),
    ...changes,
  };
}

describe('LiveDetailPage as the broadcast goes', { timeout: 20_000 }, () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    // The page's clock and its asks are fake, moved on by the test; they also follow real time,
    // as Testing Library's waits end on a timeout of their own. The countdown's tick stays real.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: START - 3 * 60_000,
      shouldAdvanceTime: true,
    });
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    // The browser plays HLS itself; jsdom has no playback, so play() and load() do nothing.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The page on broadcast 12, the detail answering `now()` each time it is asked. */
  async function openBroadcast(now: () => Record<string, unknown>) {
    const api = fakeApi({
      '/live/video/deatil.do': () =>
        ok({ ...now(), serverTime: new Date(Date.now()).toISOString() }),
      '/live/video/liveMessageList.do': () => ok({ rows: [], cursor: '' }),
      '/live/video/getBackPlayList.do': () => ok([]),
    });
    await renderWithApp(
      <LiveDetailPage
        location={parseHash('#/pages/live/detail?id=12&lang=en')}
        isRoutePath={isRoutePath}
      />,
    );
    await screen.findByTestId('live-detail');
    return api;
  }
  const asks = (api: ReturnType<typeof fakeApi>) =>
    api.calls.filter((c) => c.path === '/live/video/deatil.do').length;
  const wait = async (ms: number): Promise<void> => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };
  const page = () => screen.getByTestId('live-detail');
  const video = () => screen.getByTestId<HTMLVideoElement>('video');

  it('turns the countdown into the live player, waits through a drop, resumes, and gives way to the replay, without a reload', async () => {
    let now = broadcast();
    const api = await openBroadcast(() => now);
    expect(screen.getByTestId('countdown')).toBeTruthy();
    expect(screen.queryByTestId('live-player')).toBeNull();

    // On air: the player, with its badge and the readers watching.
    now = broadcast({ status: 'live', streamUrl: STREAM, watchingNow: 1234, reconnecting: false });
    await wait(5_000);
    await waitFor(() => {
      expect(page().dataset['status']).toBe('live');
    });
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.getByTestId('live-badge').textContent).toBe('Live1.2k viewers');
    await waitFor(() => {
      expect(video().getAttribute('src')).toBe(STREAM);
    });
    const first = video();
    expect(screen.getByRole('status').textContent).toBe('');

    // The encoder drops: readers are told, and the player stays where it is, waiting.
    now = broadcast({ status: 'live', streamUrl: STREAM, watchingNow: 980, reconnecting: true });
    await wait(10_000);
    await screen.findByTestId('live-reconnecting');
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    expect(video()).toBe(first);
    expect(screen.getByTestId('live-badge').textContent).toBe('Live980 viewers');

    // It is back: the overlay goes and a fresh player picks the stream up again.
    now = broadcast({ status: 'live', streamUrl: STREAM, watchingNow: 1250, reconnecting: false });
    await wait(10_000);
    await waitFor(() => {
      expect(screen.queryByTestId('live-reconnecting')).toBeNull();
    });
    expect(video()).not.toBe(first);
    await waitFor(() => {
      expect(video().getAttribute('src')).toBe(STREAM);
    });

    // Ended, replay made: the replay takes the live player's place; nothing more to ask.
    now = broadcast({ status: 'playback', streamUrl: '', replayUrl: REPLAY });
    await wait(10_000);
    await waitFor(() => {
      expect(page().dataset['status']).toBe('playback');
    });
    expect(screen.queryByTestId('live-badge')).toBeNull();
    expect(video().getAttribute('src')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
    const asked = asks(api);
    await wait(120_000);
    expect(asks(api)).toBe(asked);
  });

  it('asks nothing while the tab is hidden, and at once on coming back', async () => {
    const api = await openBroadcast(() =>
      broadcast({ status: 'live', streamUrl: STREAM, watchingNow: 5 }),
    );
    const asked = asks(api);
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await wait(60_000);
    expect(asks(api)).toBe(asked);
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await wait(0);
    expect(asks(api)).toBe(asked + 1);
  });
});

describe('LiveDetailPage shared', () => {
  const posts = {
    rows: [
      {
        id: '2',
        kind: 'host',
        author: 'Harbour Daily',
        content: 'The boats are lining up',
        image: '',
        createdAt: '2026-11-29T09:58:00.000Z',
      },
      {
        id: '1',
        kind: 'message',
        author: 'sailor_li',
        content: 'Good luck to all crews',
        image: '',
        createdAt: '2026-11-29T09:57:00.000Z',
      },
    ],
    cursor: '2',
  };

  it.each([
    // A page kept a few minutes: its answer's clock is behind this device's.
    ['upcoming', '21', { status: 'preview', serverTime: '2026-11-29T09:59:58.250Z' }, {}],
    [
      'replay',
      '22',
      { status: 'playback', replayUrl: REPLAY, endTime: '2026-11-29T12:00:00.000Z' },
      { chapters: [{ id: '1', title: 'The start', offsetSeconds: 0, url: `${REPLAY}#t=0` }] },
    ],
  ])(
    'is taken over from the server’s HTML as it is when %s, asking for nothing it holds',
    async (_status, id, changes, more) => {
      const api = fakeApi();
      const live = broadcast({ id, ...changes });
      const data: Record<string, unknown> = {
        [dataKeys.liveDetail('en', id)]: live,
        [dataKeys.liveMessages('en', id)]: posts,
        ...('chapters' in more ? { [dataKeys.liveSegments('en', id)]: more.chapters } : {}),
      };
      const { serverHtml, reports } = await takeOverServerRender(
        'en',
        `/pages/live/detail?id=${id}&lang=en`,
        data,
      );
      expect(serverHtml).toContain('The boats are lining up');
      expect(reports).toEqual([]);
      expect(screen.getByTestId('detail-title').textContent).toBe('Harbour regatta');
      expect(
        within(screen.getByTestId('host-posts')).getByText('The boats are lining up'),
      ).toBeTruthy();
      if ('chapters' in more)
        expect(within(screen.getByTestId('segments')).getByText('The start')).toBeTruthy();
      expect(api.calls).not.toContainEqual(
        expect.objectContaining({ path: expect.stringMatching(/^\/live\//) as unknown }),
      );
    },
  );
});
