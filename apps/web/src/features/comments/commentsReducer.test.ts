import { describe, expect, it } from 'vitest';
import { commentFixture as comment } from '../../testing/commentFixture.ts';
import {
  commentsReducer,
  initialCommentsState,
  type CommentsAction,
  type CommentsState,
} from './commentsReducer.ts';

const run = (actions: CommentsAction[], from: CommentsState = initialCommentsState) =>
  actions.reduce(commentsReducer, from);

const firstPage: CommentsAction = {
  type: 'pageLoaded',
  order: 'newest',
  pageNo: 1,
  rows: [comment({ id: '3' }), comment({ id: '2', replyCount: 2 })],
  total: 3,
};

describe('commentsReducer', () => {
  it('starts loading the first page, then lists it with the server’s total', () => {
    const state = run([firstPage]);
    expect(initialCommentsState.status).toBe('loading');
    expect(state.status).toBe('idle');
    expect(state.threads.map((t) => t.comment.id)).toEqual(['3', '2']);
    expect(state.total).toBe(3);
    expect(state.page).toBe(1);
  });

  it('appends the next page without repeating a comment the first page already showed', () => {
    const state = run([
      firstPage,
      {
        type: 'pageLoaded',
        order: 'newest',
        pageNo: 2,
        rows: [comment({ id: '2' }), comment({ id: '1' })],
        total: 3,
      },
    ]);
    expect(state.threads.map((t) => t.comment.id)).toEqual(['3', '2', '1']);
    expect(state.page).toBe(2);
  });

  it('marks a failed page and keeps what was listed', () => {
    const state = run([firstPage, { type: 'pageRequested' }, { type: 'pageFailed' }]);
    expect(state.status).toBe('failed');
    expect(state.threads).toHaveLength(2);
  });

  it('starts afresh in another order and ignores a late answer for the old one', () => {
    const state = run([firstPage, { type: 'orderChanged', order: 'hottest' }, firstPage]);
    expect(state.order).toBe('hottest');
    expect(state.threads).toEqual([]);
    expect(state.status).toBe('loading');
  });

  it('threads replies under their comment and pages them on', () => {
    const state = run([
      firstPage,
      {
        type: 'repliesLoaded',
        commentId: '2',
        pageNo: 1,
        rows: [comment({ id: '5', parentId: '2' })],
        total: 2,
      },
      {
        type: 'repliesLoaded',
        commentId: '2',
        pageNo: 2,
        rows: [comment({ id: '6', parentId: '2' })],
        total: 2,
      },
    ]);
    const thread = state.threads[1]!;
    expect(thread.replies.map((r) => r.id)).toEqual(['5', '6']);
    expect(thread.repliesPage).toBe(2);
  });

  it('puts a new comment first and counts it', () => {
    const state = run([firstPage, { type: 'commentPosted', comment: comment({ id: '9' }) }]);
    expect(state.threads[0]?.comment.id).toBe('9');
    expect(state.total).toBe(4);
  });

  it('adds a reply (also a reply to a reply) to its thread without counting a comment', () => {
    const state = run([
      firstPage,
      { type: 'commentPosted', comment: comment({ id: '10', parentId: '2' }) },
      { type: 'commentPosted', comment: comment({ id: '11', parentId: '10' }) },
    ]);
    const thread = state.threads[1]!;
    expect(thread.replies.map((r) => r.id)).toEqual(['10', '11']);
    expect(thread.comment.replyCount).toBe(4);
    expect(state.total).toBe(3);
  });

  it('shows a like at once, then the server’s count; toggling again takes it back', () => {
    const liked = run([firstPage, { type: 'likeToggled', commentId: '3' }]);
    expect(liked.threads[0]?.comment).toMatchObject({ liked: true, likeCount: 1 });
    const settled = run(
      [{ type: 'likeSettled', commentId: '3', likeCount: 5, liked: true }],
      liked,
    );
    expect(settled.threads[0]?.comment).toMatchObject({ liked: true, likeCount: 5 });
    const undone = run([{ type: 'likeToggled', commentId: '3' }], liked);
    expect(undone.threads[0]?.comment).toMatchObject({ liked: false, likeCount: 0 });
  });

  it('hides a comment being deleted, restores it when the server refuses', () => {
    const target = comment({ id: '3' });
    const removing = run([firstPage, { type: 'removeStarted', comment: target }]);
    expect(removing.removing).toEqual(['3']);
    const restored = run([{ type: 'removeFailed', comment: target }], removing);
    expect(restored.removing).toEqual([]);
    expect(restored.threads).toHaveLength(2);
  });

  it('drops a deleted comment and its count once the server confirms', () => {
    const target = comment({ id: '3' });
    const state = run([
      firstPage,
      { type: 'removeStarted', comment: target },
      { type: 'removeConfirmed', comment: target },
    ]);
    expect(state.threads.map((t) => t.comment.id)).toEqual(['2']);
    expect(state.total).toBe(2);
    expect(state.removing).toEqual([]);
  });

  it('drops a deleted reply from its thread and its thread’s reply count', () => {
    const reply = comment({ id: '5', parentId: '2' });
    const state = run([
      firstPage,
      { type: 'repliesLoaded', commentId: '2', pageNo: 1, rows: [reply], total: 2 },
      { type: 'removeConfirmed', comment: reply },
    ]);
    expect(state.threads[1]?.replies).toEqual([]);
    expect(state.threads[1]?.comment.replyCount).toBe(1);
    expect(state.total).toBe(3);
  });
});
