import { z } from 'zod';
import { idParamSchema } from './contentSchemas.ts';
import { listPageSchema, pagingSchema } from './envelope.ts';
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

/** Password fields carry base64 RSA-OAEP ciphertext, never the password (CONTRACT.md, Accounts). */
const sealedPassword = z.string().min(1).max(1024);
const captchaCode = z.string().trim().min(1).max(10);

export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(50),
  password: sealedPassword,
  code: captchaCode,
});
export const loginResultSchema = z.object({ token: z.string() });

export const registerBodySchema = z.object({
  username: z.string().trim().min(1).max(50),
  password: sealedPassword,
  confirmPassword: sealedPassword,
  code: captchaCode,
  question: z.enum(SECURITY_QUESTIONS),
  answer: z.string().trim().min(1).max(100),
});
export const registerResultSchema = z.object({ status: z.literal('pending') });

export const checkQuestionBodySchema = z.object({
  username: z.string().trim().min(1).max(50),
  question: z.enum(SECURITY_QUESTIONS),
  answer: z.string().trim().min(1).max(100),
  code: captchaCode,
});
export const ticketSchema = z.object({ ticket: z.string() });
export const setNewPassBodySchema = z.object({
  ticket: z.string().min(1).max(200),
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
  commentCount: z.number().int(),
  likeCount: z.number().int(),
  collectCount: z.number().int(),
  unreadMessageCount: z.number().int(),
});

export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1).max(30).optional(),
  gender: z.enum(GENDERS).optional(),
  address: z.string().trim().max(200).optional(),
  bio: z
    .string()
    .trim()
    .min(1)
    .max(BIO_MAX_LENGTH * 4)
    .optional(),
  birthday: z.union([z.iso.date(), z.literal('')]).optional(),
  avatar: z.string().max(500).optional(),
  phone: z.union([z.string().regex(/^\+?[0-9 -]{5,20}$/), z.literal('')]).optional(),
  wechatAccount: z.string().trim().max(50).optional(),
  idNumber: z.string().trim().max(30).optional(),
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
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  liked: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentPageSchema = listPageSchema(commentSchema);

export const COMMENT_MAX_LENGTH = 500;
export const commentListQuerySchema = pagingSchema.extend({
  contentId: idParamSchema,
  order: z.enum(['newest', 'hottest']).default('newest'),
});
export const replyListQuerySchema = pagingSchema.extend({ commentId: idParamSchema });
export const commentSaveSchema = z.object({
  contentId: idParamSchema,
  /** Set for a reply: the comment being answered. */
  parentId: idParamSchema.optional(),
  content: z.string().max(COMMENT_MAX_LENGTH * 4),
});
export const commentIdSchema = z.object({ id: idParamSchema });
export const commentCountQuerySchema = z.object({ contentId: idParamSchema });
export const commentCountSchema = z.object({ count: z.number().int() });
export const myCommentSchema = commentSchema.extend({ contentTitle: z.string() });
export const myCommentPageSchema = listPageSchema(myCommentSchema);

export const ATTENTION_TYPES = ['like', 'collect'] as const;
export const attentionBodySchema = z.object({
  contentId: idParamSchema,
  type: z.enum(ATTENTION_TYPES),
});
export const attentionCountQuerySchema = z.object({ contentId: idParamSchema });
export const attentionCountSchema = z.object({
  likeCount: z.number().int(),
  collectCount: z.number().int(),
  shareCount: z.number().int(),
  commentCount: z.number().int(),
  liked: z.boolean(),
  collected: z.boolean(),
});
export const existsSchema = z.object({ exists: z.boolean() });
export const attentionListQuerySchema = pagingSchema.extend({ type: z.enum(ATTENTION_TYPES) });
export const attentionDeleteSchema = z.object({
  /** Ids of content items to remove from my likes or collections. */
  contentIds: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')))
    .pipe(
      z
        .array(z.string().regex(/^\d{1,15}$/))
        .min(1)
        .max(100),
    ),
  type: z.enum(ATTENTION_TYPES),
});
export const shareCountSchema = z.object({ shareCount: z.number().int() });

export const reportBodySchema = z.object({
  targetType: z.enum(['content', 'comment']),
  targetId: idParamSchema,
  reason: z.enum(REPORT_REASONS),
  detail: z.string().trim().max(500).default(''),
});
export const feedbackBodySchema = z.object({
  content: z.string().trim().max(2000),
  contact: z.string().trim().max(100).default(''),
});

export const MESSAGE_KINDS = ['reply', 'commentLike', 'review', 'system'] as const;
export const messageSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  fromName: z.string(),
  body: z.string(),
  contentId: z.string(),
  commentId: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export const messagePageSchema = listPageSchema(messageSchema).extend({ unread: z.number().int() });
export const messageReadSchema = z.object({
  /** Message ids to mark read; none marks all read. */
  ids: z.union([z.string(), z.array(z.string())]).optional(),
});

export const shareAddSchema = z.object({ spm: z.string().max(100) });
