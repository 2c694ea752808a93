import { useI18n } from '../../i18n/I18n.tsx';
import { ModalDialog } from '../ModalDialog.tsx';

/**
 * Asked before an item goes to readers with pictures the library has no alt text for: go back
 * and describe them (the answer focused first), or publish (schedule) anyway.
 */
export function UndescribedPicturesDialog({
  count,
  action,
  onBack,
  onGoOn,
}: {
  count: number;
  action: 'publish' | 'schedule';
  onBack: () => void;
  onGoOn: () => void;
}) {
  const { t } = useI18n();
  return (
    <ModalDialog title={t('undescribed.title')} onClose={onBack} role="alertdialog">
      <p>{t('undescribed.text', { count })}</p>
      <div className="dialog-actions">
        <button type="button" className="primary" data-autofocus="" onClick={onBack}>
          {t('undescribed.back', { count })}
        </button>
        <button type="button" onClick={onGoOn}>
          {action === 'publish' ? t('undescribed.publish') : t('undescribed.schedule')}
        </button>
      </div>
    </ModalDialog>
  );
}
