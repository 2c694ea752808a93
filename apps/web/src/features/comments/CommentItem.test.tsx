import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comment } from '@news/contract/accountSchemas';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import { CommentItem } from './CommentItem.tsx';

const comment = (fields: Partial<Comment>): Comment => ({
  id: '7',
  contentId: '1',
  parentId: '3',
  userId: '9',
  userName: 'Harbour Walker',
  userAvatar: '',
  authorDeactivated: false,
  replyToName: 'Li Wei',
  content: 'Agreed, the ferry was late again.',
  likeCount: 1234,
  replyCount: 0,
  liked: false,
  mine: false,
  createdAt: new Date().toISOString(),
  ...fields,
});

const ignore = (): void => undefined;

describe('CommentItem', () => {
  it('says “in reply to” in words, and keeps the arrow from screen readers', async () => {
    await renderWithApp(
      <CommentItem
        comment={comment({})}
        onLike={ignore}
        onReply={ignore}
        onReport={ignore}
        onDelete={ignore}
      />,
    );
    const author = screen.getByText('Harbour Walker', { exact: false });
    expect(author.textContent).toContain('in reply to Li Wei');
    const arrow = [...author.querySelectorAll('[aria-hidden="true"]')].map((el) => el.textContent);
    expect(arrow.join()).toContain('▸');
  });

  it('names the author of a deactivated account as such', async () => {
    await renderWithApp(
      <CommentItem
        comment={comment({ userName: '', authorDeactivated: true, replyToName: '' })}
        onLike={ignore}
        onReply={ignore}
        onReport={ignore}
        onDelete={ignore}
      />,
      'zh-Hans',
    );
    expect(screen.getByText('已注销用户')).toBeTruthy();
  });
});
