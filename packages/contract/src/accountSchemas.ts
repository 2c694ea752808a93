import { z } from 'zod/mini';
import { idParamSchema, idTextSchema } from './contentSchemas.ts';
import { listPageSchema, pagingSchema } from './envelope.ts';
import { POW_DIFFICULTY_MAX, POW_DIFFICULTY_MIN } from './powDifficulty.ts';
import { REPORT_REASONS } from './reportReasons.ts';
import { BIO_MAX_LENGTH } from './validators.ts';

export const publicKeySchema = z.object({ publicKey: z.string(), alg: z.literal('RSA-OAEP-256') });

/** Security questions a reader chooses from at registration (translated by the client). */
export const SECURITY_QUESTIONS = [
  'primarySchool',
  'firstPet',
  'motherBirthplace',
  'favouriteBook',
  'childhoodFriend',
  'firstCity',
] as const;

/** Password fields carry base64 RSA-OAEP ciphertext, never the password (docs/api.md, Accounts). */
const sealedPassword = z.string().check(z.minLength(1), z.maxLength(1024));
const captchaCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(10));
const username = z.string().check(z.trim(), z.minLength(1), z.maxLength(50));
const answer = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** The `codeChallenge` call: the captcha as proof of work (docs/adr/0021-captcha.md). */
export const powChallengeSchema = z.object({
  challenge: z.string().check(z.minLength(1), z.maxLength(64)),
  difficulty: z.number().check(z.int(), z.gte(POW_DIFFICULTY_MIN), z.lte(POW_DIFFICULTY_MAX)),
});

export const loginBodySchema = z.object({
  username,
  password: sealedPassword,
  code: captchaCode,
});
export const loginResultSchema = z.object({ token: z.string() });

export const registerBodySchema = z.object({
  username,
  password: sealedPassword,
  confirmPassword: sealedPassword,
  code: captchaCode,
  question: z.enum(SECURITY_QUESTIONS),
  answer,
});
export const registerResultSchema = z.object({ status: z.literal('pending') });

export const checkQuestionBodySchema = z.object({
  username,
  question: z.enum(SECURITY_QUESTIONS),
  answer,
  code: captchaCode,
});
export const ticketSchema = z.object({ ticket: z.string() });
export const setNewPassBodySchema = z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(200)),
  password: sealedPassword,
  confirmPassword: sealedPassword,
});
export const resetPasswordBodySchema = z.object({
  oldPassword: sealedPassword,
  newPassword: sealedPassword,
  confirmPassword: sealedPassword,
});
export const cancelAccountBodySchema = z.object({
  /** The reader ticked "I have read and agree" on the deactivation agreement. */
  agree: z.enum(['true', '1']),
});
export const loginStatusSchema = z.object({ isLogin: z.boolean() });

export const GENDERS = ['unknown', 'male', 'female'] as const;

/** The signed-in reader's own profile. The ID number only ever travels masked. */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  gender: z.enum(GENDERS),
  address: z.string(),
  bio: z.string(),
  birthday: z.string(),
  avatar: z.string(),
  phone: z.string(),
  wechatAccount: z.string(),
  idNumberMasked: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const userDataSchema = z.object({
  commentCount: z.int(),
  likeCount: z.int(),
  collectCount: z.int(),
  unreadMessageCount: z.int(),
});

export const profileUpdateSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(30))),
  gender: z.optional(z.enum(GENDERS)),
  address: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  bio: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(BIO_MAX_LENGTH * 4))),
  birthday: z.optional(z.union([z.iso.date(), z.literal('')])),
  avatar: z.optional(z.string().check(z.maxLength(500))),
  phone: z.optional(z.union([z.string().check(z.regex(/^\+?[0-9 -]{5,20}$/)), z.literal('')])),
  wechatAccount: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  idNumber: z.optional(z.string().check(z.trim(), z.maxLength(30))),
});

export const uploadResultSchema = z.object({ url: z.string() });

/** A comment as lists show it; a deactivated author's name is replaced, never their text. */
export const commentSchema = z.object({
  id: z.string(),
  contentId: z.string(),
  parentId: z.string(),
  userId: z.string(),
  userName: z.string(),
  userAvatar: z.string(),
  authorDeactivated: z.boolean(),
  replyToName: z.string(),
  content: z.string(),
  likeCount: z.int(),
  replyCount: z.int(),
  liked: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentPageSchema = listPageSchema(commentSchema);
/**
 * What posting a comment answers: the comment, and whether it waits for a moderator (the site or
 * the item is pre-moderated, or it holds a banned word) — until approved, no reader sees it.
 * `notice` is what the reader is told then, in the site's language ('' when it shows at once):
 * the server's words, so the reader app's first load carries no text for it.
 */
export const commentSavedSchema = z.extend(commentSchema, {
  awaitingReview: z.boolean(),
  notice: z.string(),
});
export type CommentSaved = z.infer<typeof commentSavedSchema>;

export const COMMENT_MAX_LENGTH = 500;
export const commentListQuerySchema = z.extend(pagingSchema, {
  contentId: idParamSchema,
  order: z._default(z.enum(['newest', 'hottest']), 'newest'),
});
export const replyListQuerySchema = z.extend(pagingSchema, { commentId: idParamSchema });
export const commentSaveSchema = z.object({
  contentId: idParamSchema,
  /** Set for a reply: the comment being answered. */
  parentId: z.optional(idParamSchema),
  content: z.string().check(z.maxLength(COMMENT_MAX_LENGTH * 4)),
});
export const commentIdSchema = z.object({ id: idParamSchema });
/** A comment's like state after liking or unliking it. */
export const commentLikeResultSchema = z.object({ likeCount: z.int(), liked: z.boolean() });
export const commentCountQuerySchema = z.object({ contentId: idParamSchema });
export const commentCountSchema = z.object({ count: z.int() });
const myCommentSchema = z.extend(commentSchema, { contentTitle: z.string() });
export const myCommentPageSchema = listPageSchema(myCommentSchema);

export const ATTENTION_TYPES = ['like', 'collect'] as const;
export const attentionBodySchema = z.object({
  contentId: idParamSchema,
  type: z.enum(ATTENTION_TYPES),
});
export const attentionCountQuerySchema = z.object({ contentId: idParamSchema });
export const attentionCountSchema = z.object({
  likeCount: z.int(),
  collectCount: z.int(),
  shareCount: z.int(),
  commentCount: z.int(),
  liked: z.boolean(),
  collected: z.boolean(),
});
export const existsSchema = z.object({ exists: z.boolean() });
export const attentionListQuerySchema = z.extend(pagingSchema, { type: z.enum(ATTENTION_TYPES) });
/** `POST /people/attention/collectionLog/delete.do`: one item (`contentId`) or several (`contentIds`). */
export const attentionDeleteSchema = z.object({
  type: z.enum(ATTENTION_TYPES),
  contentId: z.optional(idParamSchema),
  /** Ids of content items to remove from my likes or collections: a list, or one comma-separated text. */
  contentIds: z.optional(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.array(z.string())]),
        z.transform((v) => (Array.isArray(v) ? v : v.split(','))),
      ),
      z.array(idTextSchema).check(z.maxLength(100)),
    ),
  ),
});
export const shareCountSchema = z.object({ shareCount: z.int() });

export const reportBodySchema = z.object({
  targetType: z.enum(['content', 'comment']),
  targetId: idParamSchema,
  reason: z.enum(REPORT_REASONS),
  detail: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
});
export const feedbackBodySchema = z.object({
  content: z.string().check(z.trim(), z.maxLength(2000)),
  contact: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
});

/** `feedback`: the newsroom's answer to feedback the reader sent. */
export const MESSAGE_KINDS = ['reply', 'commentLike', 'review', 'feedback', 'system'] as const;
const messageSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  fromName: z.string(),
  body: z.string(),
  contentId: z.string(),
  commentId: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export const messagePageSchema = z.extend(listPageSchema(messageSchema), { unread: z.int() });
export const messageReadSchema = z.object({
  /** Message ids to mark read; none marks all read. */
  ids: z.optional(z.union([z.string(), z.array(z.string())])),
});

export const shareAddSchema = z.object({ spm: z.string().check(z.maxLength(100)) });

/** What a messaging-app OAuth flow is for: signing in, renewing a token, or binding an account. */
export const WECHAT_EVENTS = ['login', 'refresh', 'bind'] as const;
