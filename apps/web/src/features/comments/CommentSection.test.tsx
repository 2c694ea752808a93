import { mdiyConfigGet } from '@news/contract/endpoints/common/mdiyConfigGet';
import { commentList } from '@news/contract/endpoints/interaction/commentList';
import { peopleCommentAppDelete } from '@news/contract/endpoints/interaction/peopleCommentAppDelete';
import { peopleCommentLikeSave } from '@news/contract/endpoints/interaction/peopleCommentLikeSave';
import { peopleCommentReplyList } from '@news/contract/endpoints/interaction/peopleCommentReplyList';
import { peopleCommentSave } from '@news/contract/endpoints/interaction/peopleCommentSave';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commentFixture as comment } from '../../testing/commentFixture.ts';
import { fakeApi, ok, refused } from '../../testing/fakeApi.ts';
import { renderWithApp, signIn } from '../../testing/renderWithApp.tsx';
import { CommentSection } from './CommentSection.tsx';

const page = (rows: unknown[], total = rows.length) => ok({ rows, total, pageNo: 1, pageSize: 10 });
const switchesOn = () => ok({ commentEnabled: true, likeEnabled: true, autoLogin: false });

function commentsServer(rows = [comment({ id: '3', content: 'First!' })]) {
  return fakeApi({
    [mdiyConfigGet.path]: switchesOn,
    [commentList.path]: () => page(rows),
  });
}

describe('CommentSection', () => {
  it('lists the item’s comments with their count', async () => {
    commentsServer([comment({ id: '3', content: 'First!' }), comment({ id: '2' })]);
    await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    expect(await screen.findByText('First!')).toBeTruthy();
    expect(screen.getAllByTestId('comment')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: /^Comments\s*2$/ })).toBeTruthy();
  });

  it('says when the item takes no comments', async () => {
    commentsServer();
    await renderWithApp(<CommentSection contentId="7" commentEnabled={false} />);
    expect(screen.getByTestId('comments-off').textContent).toBe(
      'Comments are turned off for this video or article',
    );
  });

  it('sends a signed-out reader who starts writing to sign in, and back here afterwards', async () => {
    commentsServer();
    window.location.hash = '#/pages/news-detail/news-detail?id=7&lang=en';
    const { user } = await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    await user.click(screen.getByRole('textbox'));
    expect(window.location.hash).toMatch(/^#\/pages\/login\/login\?redirect=/);
    expect(decodeURIComponent(window.location.hash)).toContain(
      'redirect=/pages/news-detail/news-detail?id=7',
    );
  });

  it('puts a posted comment first, counts it and empties the composer', async () => {
    signIn();
    const api = commentsServer();
    api.on(peopleCommentSave.path, (params) =>
      ok({
        ...comment({ id: '9', content: params['content'] ?? '', mine: true }),
        awaitingReview: false,
        notice: '',
      }),
    );
    const { user } = await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    await screen.findByText('First!');
    await user.type(screen.getByRole('textbox'), '  Well said  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Well said');
    expect(screen.getAllByTestId('comment')[0]?.textContent).toContain('Well said');
    expect(screen.getByRole('heading', { name: /^Comments\s*2$/ })).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('');
  });

  it('says a held comment awaits review, and lists it nowhere until it is approved', async () => {
    signIn();
    const api = commentsServer();
    api.on(peopleCommentSave.path, (params) =>
      ok({
        ...comment({ id: '9', content: params['content'] ?? '', mine: true }),
        awaitingReview: true,
        notice: 'Your comment was sent. It will appear once a moderator has reviewed it.',
      }),
    );
    const { user } = await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    await screen.findByText('First!');
    await user.type(screen.getByRole('textbox'), 'A word that waits');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(screen.getByTestId('comment-held').textContent).toBe(
        'Your comment was sent. It will appear once a moderator has reviewed it.',
      );
    });
    expect(screen.queryByText('A word that waits')).toBeNull();
    expect(screen.getAllByTestId('comment')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: /^Comments\s*1$/ })).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('');
  });

  it('refuses an empty comment without asking the server', async () => {
    signIn();
    const api = commentsServer();
    const { user } = await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    await screen.findByText('First!');
    await user.type(screen.getByRole('textbox'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status').textContent).toBe('Please write something first');
    expect(api.calls.some((call) => call.path === peopleCommentSave.path)).toBe(false);
  });

  it('keeps the text and says so when posting fails on the network', async () => {
    signIn();
    const api = commentsServer();
    api.on(peopleCommentSave.path, () => {
      throw new TypeError('network down');
    });
    const { user } = await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    await screen.findByText('First!');
    await user.type(screen.getByRole('textbox'), 'Lost?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('The comment or reply could not be sent');
    });
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('Lost?');
  });

  it('tells a reader suspended from commenting until when and why, keeping the text', async () => {
    signIn();
    const api = commentsServer();
    const why = 'You cannot comment until 26 November 2026 at 12:00 UTC: Insults in three threads';
    api.on(peopleCommentSave.path, () => refused(why));
    const { user } = await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    await screen.findByText('First!');
    await user.type(screen.getByRole('textbox'), 'Let me speak');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe(why);
    });
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('Let me speak');
    expect(screen.getAllByTestId('comment')).toHaveLength(1);
  });

  it('shows a like at once and keeps the server’s count', async () => {
    signIn();
    const api = commentsServer([comment({ id: '3', content: 'First!', likeCount: 4 })]);
    api.on(peopleCommentLikeSave.path, () => ok({ likeCount: 7, liked: true }));
    const { user } = await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    const like = await screen.findByRole('button', { name: /Like/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await user.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => {
      expect(like.textContent).toContain('7');
    });
  });

  it('takes a like back and tells the reader when the server cannot be reached', async () => {
    signIn();
    const api = commentsServer([comment({ id: '3', content: 'First!', likeCount: 4 })]);
    api.on(peopleCommentLikeSave.path, () => {
      throw new TypeError('network down');
    });
    const { user } = await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    const like = await screen.findByRole('button', { name: /Like/ });
    await user.click(like);
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe(
        'Something went wrong. Please try again later.',
      );
    });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(like.textContent).toContain('4');
  });

  it('deletes the reader’s own comment after confirming, and restores it if that fails', async () => {
    signIn();
    const api = commentsServer([
      comment({ id: '3', content: 'Mine', mine: true }),
      comment({ id: '2', content: 'Theirs' }),
    ]);
    api.on(peopleCommentAppDelete.path, () => {
      throw new TypeError('network down');
    });
    const { user } = await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    await screen.findByText('Mine');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe(
        'Something went wrong. Please try again later.',
      );
    });
    expect(screen.getByText('Mine')).toBeTruthy();

    api.on(peopleCommentAppDelete.path, () => ok(null));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this comment?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => {
      expect(screen.queryByText('Mine')).toBeNull();
    });
    expect(screen.getByRole('heading', { name: /^Comments\s*1$/ })).toBeTruthy();
  });

  it('opens a thread’s replies on request', async () => {
    const api = commentsServer([comment({ id: '3', content: 'First!', replyCount: 2 })]);
    api.on(peopleCommentReplyList.path, () =>
      page(
        [
          comment({ id: '5', parentId: '3', content: 'Reply one' }),
          comment({ id: '6', parentId: '3', content: 'Reply two' }),
        ],
        2,
      ),
    );
    const { user } = await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    await user.click(await screen.findByRole('button', { name: 'Show 2 replies' }));
    expect(await screen.findByText('Reply two')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show .* repl/ })).toBeNull();
  });

  it('asks the server for the popular order and shows its list', async () => {
    const api = commentsServer();
    api.on(commentList.path, (params) =>
      page([
        comment({ id: '3', content: params['order'] === 'hottest' ? 'Most liked' : 'Latest' }),
      ]),
    );
    const { user } = await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    await screen.findByText('Latest');
    await user.click(screen.getByRole('button', { name: 'Popular' }));
    expect(await screen.findByText('Most liked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Popular' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('offers a retry when the list cannot load, and loads on retry', async () => {
    let fail = true;
    const api = commentsServer();
    api.on(commentList.path, () => {
      if (fail) throw new TypeError('network down');
      return page([comment({ id: '3', content: 'Back again' })]);
    });
    const { user } = await renderWithApp(<CommentSection contentId="7" commentEnabled />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Couldn');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });
});
