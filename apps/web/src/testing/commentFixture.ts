import type { Comment } from '@news/contract/accountSchemas';

/** A comment as the server lists it, with the fields a test cares about given. */
export function commentFixture(fields: Partial<Comment> & { id: string }): Comment {
  return {
    contentId: '7',
    parentId: '0',
    userId: '2',
    userName: `Reader ${fields.id}`,
    userAvatar: '',
    authorDeactivated: false,
    replyToName: '',
    content: `Comment ${fields.id}`,
    likeCount: 0,
    replyCount: 0,
    liked: false,
    mine: false,
    createdAt: '2026-11-20T08:00:00+08:00',
    ...fields,
  };
}
