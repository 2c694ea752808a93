import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { copyText, countShare, loadShareCard, type ShareCard } from '../../lib/shareContent.ts';
import { currentUserId } from '../../lib/session.ts';
import { showToast } from '../toast.tsx';
import { Sheet } from './Sheet.tsx';

/**
 * Sharing an item or a page: the system share sheet where the browser has one (Web Share API),
 * and always the link to copy. The link carries an spm code crediting the sharer.
 */
export function ShareSheet({
  target,
  onClose,
  onShared,
}: {
  target: { id: string } | { path: string };
  onClose: () => void;
  onShared?: (shareCount: number | undefined) => void;
}) {
  const { t } = useI18n();
  const [card, setCard] = useState<ShareCard | null>(null);
  const [failed, setFailed] = useState(false);
  const key = 'id' in target ? `id:${target.id}` : `path:${target.path}`;

  useEffect(() => {
    let live = true;
    loadShareCard(target, currentUserId())
      .then((loaded) => {
        if (!live) return;
        if (!loaded.title || !loaded.link) setFailed(true);
        else setCard(loaded);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
    // The target is identified by its key: a new object with the same key is the same share.
  }, [key]);

  const shared = (): void => {
    if ('id' in target) void countShare(target.id).then((count) => onShared?.(count));
  };

  return (
    <Sheet title={t('share.title')} onClose={onClose}>
      {failed ? <p role="alert">{t('share.unavailable')}</p> : null}
      {card ? (
        <div className="share-card" data-testid="share-sheet">
          <p className="share-title">{card.title}</p>
          <label className="share-link">
            <span className="visually-hidden">{t('share.link')}</span>
            <input
              readOnly
              value={card.link}
              data-testid="share-link"
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
          </label>
          <div className="share-actions">
            {typeof navigator.share === 'function' ? (
              <button
                type="button"
                className="primary"
                onClick={() => {
                  navigator
                    .share({ title: card.title, text: card.desc, url: card.link })
                    .then(() => {
                      shared();
                      onClose();
                    })
                    // The reader closed the system sheet: nothing happened, nothing to say.
                    .catch(() => undefined);
                }}
              >
                {t('share.system')}
              </button>
            ) : null}
            <button
              type="button"
              className="primary"
              onClick={() => {
                void copyText(card.link).then((copied) => {
                  if (!copied) return;
                  showToast(t('common.copied'));
                  shared();
                });
              }}
            >
              {t('share.copyLink')}
            </button>
          </div>
        </div>
      ) : failed ? null : (
        <div className="spinner" role="status" aria-label={t('common.loading')} />
      )}
    </Sheet>
  );
}
