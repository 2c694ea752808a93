import { useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '@news/contract/reportReasons';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { Sheet } from '../../components/detail/Sheet.tsx';
import { showFailure } from '../../components/showFailure.ts';
import { showToast } from '../../components/toast.tsx';
import { sendReport, type ReportTarget } from './interactionsApi.ts';

const REASON_LABELS: Record<ReportReason, MessageKey> = {
  politicalHarm: 'report.politicalHarm',
  unfriendly: 'report.unfriendly',
  spamAd: 'report.spamAd',
  illegal: 'report.illegal',
  pornographic: 'report.pornographic',
  infringement: 'report.infringement',
  cyberViolence: 'report.cyberViolence',
  minors: 'report.minors',
  selfHarm: 'report.selfHarm',
  falseInformation: 'report.falseInformation',
  plagiarism: 'report.plagiarism',
  disturbingOrder: 'report.disturbingOrder',
};

/** Reporting an item or a comment for one of the 12 reasons of docs/product.md §5. */
export function ReportSheet({
  targetType,
  targetId,
  onClose,
}: {
  targetType: ReportTarget;
  targetId: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [sending, setSending] = useState(false);
  return (
    <Sheet
      title={t(targetType === 'content' ? 'report.titleContent' : 'report.titleComment')}
      onClose={onClose}
    >
      <form
        className="report-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason) {
            showToast(t('report.chooseReason'));
            return;
          }
          setSending(true);
          sendReport(targetType, targetId, reason, detail.trim()).then(
            () => {
              showToast(t('report.sent'));
              onClose();
            },
            (error: unknown) => {
              setSending(false);
              showFailure(error, t('common.requestFailed'));
            },
          );
        }}
      >
        <fieldset>
          <legend className="visually-hidden">{t('report.reason')}</legend>
          {REPORT_REASONS.map((code) => (
            <label key={code} className="choice">
              <input
                type="radio"
                name="reason"
                value={code}
                checked={reason === code}
                onChange={() => {
                  setReason(code);
                }}
              />
              <span>{t(REASON_LABELS[code])}</span>
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span>{t('report.detail')}</span>
          <textarea
            value={detail}
            maxLength={500}
            rows={2}
            onChange={(event) => {
              setDetail(event.target.value);
            }}
          />
        </label>
        <button type="submit" className="primary" disabled={sending}>
          {t('report.submit')}
        </button>
      </form>
    </Sheet>
  );
}
