import { useEffect, useState } from 'react';
import { Sheet } from '../../components/detail/Sheet.tsx';
import { showToast } from '../../components/toast.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { routeAddress } from '../../lib/router/routeQuery.ts';
import { currentUserId } from '../../lib/session.ts';
import { copyText } from './copyText.ts';
import { countShare, loadShareCard, type ShareCard, type ShareTarget } from './sharingApi.ts';

/**
 * Sharing an item or a page: the system share sheet where the browser has one (Web Share API),
 * and always the link to copy. The link carries an spm code crediting the sharer.
 */
export function ShareSheet({
  target,
  onClose,
  onShared,
}: {
  target: ShareTarget;
  onClose: () => void;
  onShared?: (shareCount: number | undefined) => void;
}) {
  const { t } = useI18n();
  const [card, setCard] = useState<ShareCard | null>(null);
  const [failed, setFailed] = useState(false);
  const key = 'id' in target ? `id:${target.id}` : `path:${routeAddress(target.route)}`;

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
                  navigator.share({ title: card.title, text: card.desc, url: card.link }).then(
                    () => {
                      shared();
                      onClose();
                    },
                    (error: unknown) => {
                      // AbortError: the reader closed the system sheet, nothing to say.
                      if (!(error instanceof DOMException && error.name === 'AbortError'))
                        showToast(t('common.requestFailed'));
                    },
                  );
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
                  if (!copied) {
                    showToast(t('common.requestFailed'));
                    return;
                  }
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
