import type { Comment } from '@news/contract/accountSchemas';
import { formatRelativeTime } from '@news/contract/relativeTime';
import { LazyImage } from '../../components/LazyImage.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { numberFormat } from '@news/contract/intlFormats';

/** One comment or reply: author, text, time, and what the reader can do with it. */
export function CommentItem({
  comment,
  onLike,
  onReply,
  onReport,
  onDelete,
}: {
  comment: Comment;
  onLike: (comment: Comment) => void;
  onReply: (comment: Comment) => void;
  onReport: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
}) {
  const { t, lang, locale } = useI18n();
  return (
    <div className="comment" data-testid="comment">
      <LazyImage field={comment.userAvatar} ratio="1 / 1" sizes="36px" className="comment-avatar" />
      <div className="comment-main">
        <p className="comment-author">
          {comment.authorDeactivated ? t('comments.deactivatedAuthor') : comment.userName}
          {comment.replyToName ? (
            <span className="comment-reply-to">
              {/* The arrow is what the eye reads; a screen reader hears the words instead. */}
              <span aria-hidden="true"> ▸ {comment.replyToName}</span>
              <span className="visually-hidden">
                {' '}
                {t('comments.inReplyTo', { name: comment.replyToName })}
              </span>
            </span>
          ) : null}
        </p>
        <p className="comment-text">{comment.content}</p>
        <p className="comment-meta">
          <time dateTime={comment.createdAt}>
            {formatRelativeTime(comment.createdAt, { lang })}
          </time>
          <button
            type="button"
            className="link-button"
            aria-pressed={comment.liked}
            onClick={() => {
              onLike(comment);
            }}
          >
            <span aria-hidden="true">{comment.liked ? '♥' : '♡'}</span>
            <span className="visually-hidden">{t('detail.like')}</span>{' '}
            {numberFormat(locale).format(comment.likeCount)}
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onReply(comment);
            }}
          >
            {t('comments.reply')}
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              (comment.mine ? onDelete : onReport)(comment);
            }}
          >
            {t(comment.mine ? 'comments.delete' : 'detail.report')}
          </button>
        </p>
      </div>
    </div>
  );
}
