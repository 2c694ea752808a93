import { mdiyConfigGet } from '@news/contract/endpoints/common/mdiyConfigGet';
import { attentionCollectionAttentionCount } from '@news/contract/endpoints/interaction/attentionCollectionAttentionCount';
import { peopleAttentionCollectionLogSave } from '@news/contract/endpoints/interaction/peopleAttentionCollectionLogSave';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../testing/fakeApi.ts';
import { renderWithApp, signIn } from '../../testing/renderWithApp.tsx';
import { InteractionBar } from './InteractionBar.tsx';

const counts = (changes: object = {}) =>
  ok({
    likeCount: 3,
    collectCount: 1,
    shareCount: 0,
    commentCount: 5,
    liked: false,
    collected: false,
    ...changes,
  });

function barServer() {
  return fakeApi({
    [mdiyConfigGet.path]: () => ok({ commentEnabled: true, likeEnabled: true, autoLogin: false }),
    [attentionCollectionAttentionCount.path]: () => counts(),
  });
}

describe('InteractionBar', () => {
  it('shows the item’s counts', async () => {
    barServer();
    await renderWithApp(<InteractionBar contentId="41" />);
    const like = await screen.findByTestId('like');
    await waitFor(() => {
      expect(like.textContent).toBe('Like3');
    });
    expect(screen.getByTestId('collect').textContent).toBe('Save1');
  });

  it('sends a signed-out reader to sign in instead of liking', async () => {
    const api = barServer();
    window.location.hash = '#/pages/news-detail/news-detail?id=41&lang=en';
    const { user } = await renderWithApp(<InteractionBar contentId="41" />);
    await user.click(await screen.findByTestId('like'));
    expect(window.location.hash).toMatch(/^#\/pages\/login\/login\?redirect=/);
    expect(api.calls.some((call) => call.path.includes('collectionLog'))).toBe(false);
  });

  it('likes for a signed-in reader and shows the server’s counts afterwards', async () => {
    signIn();
    const api = barServer();
    api.on(peopleAttentionCollectionLogSave.path, (params) =>
      counts({ likeCount: 4, liked: params['type'] === 'like' }),
    );
    const { user } = await renderWithApp(<InteractionBar contentId="41" />);
    const like = await screen.findByTestId('like');
    await waitFor(() => {
      expect(like.textContent).toBe('Like3');
    });
    await user.click(like);
    await waitFor(() => {
      expect(like.getAttribute('aria-pressed')).toBe('true');
    });
    expect(like.textContent).toBe('Like4');
  });

  it('holds a signed-in reader’s like until their own state has come, instead of dropping the tap', async () => {
    signIn();
    const api = barServer();
    let answer: () => void = () => undefined;
    api.on(
      attentionCollectionAttentionCount.path,
      () =>
        new Promise((resolve) => {
          answer = () => {
            resolve(counts({ liked: true, likeCount: 4 }));
          };
        }),
    );
    await renderWithApp(<InteractionBar contentId="77" />);
    const like = await screen.findByTestId('like');
    expect(like.hasAttribute('disabled')).toBe(true);
    answer();
    await waitFor(() => {
      expect(like.hasAttribute('disabled')).toBe(false);
    });
    expect(like.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps a signed-out reader’s like open while the counts load: it opens sign-in', async () => {
    const api = barServer();
    api.on(attentionCollectionAttentionCount.path, () => new Promise(() => undefined));
    await renderWithApp(<InteractionBar contentId="77" />);
    expect((await screen.findByTestId('like')).hasAttribute('disabled')).toBe(false);
  });

  it('says so when a like cannot reach the server, and shows it not liked', async () => {
    signIn();
    const api = barServer();
    api.on(peopleAttentionCollectionLogSave.path, () => {
      throw new TypeError('network down');
    });
    const { user } = await renderWithApp(<InteractionBar contentId="41" />);
    const like = await screen.findByTestId('like');
    await waitFor(() => {
      expect(like.textContent).toBe('Like3');
    });
    await user.click(like);
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe(
        'Something went wrong. Please try again later.',
      );
    });
    expect(like.getAttribute('aria-pressed')).toBe('false');
  });
});
