import { useState } from 'react';
import {
  REPORT_STATES,
  REPORT_TARGETS,
  type ReportState,
} from '@news/contract/console/moderationSchemas';
import { REPORT_REASONS } from '@news/contract/reportReasons';
import { OptionSelect } from '../../components/OptionSelect.tsx';
import {
  BulkBar,
  QueueEnd,
  QueueMessages,
  QueueRow,
  SelectAllCell,
  SelectCell,
} from '../../components/QueueParts.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import type { MessageKey } from '../../i18n/en.ts';
import type { SiteChoice } from '../../lib/siteQuery.ts';
import { useQueueKeys } from '../../lib/useQueueKeys.ts';
import { QUEUE_PAGE_SIZE, useQueuePage } from '../../lib/useQueuePage.ts';
import { getReports, postReportsActions } from '@news/contract/console/moderationEndpoints';

const keyOf = (row: { targetType: string; targetId: string }): string =>
  `${row.targetType}:${row.targetId}`;

/**
 * Reports, one row per reported item or comment with how many readers reported it and why:
 * hide the target, or dismiss the reports. Keys: j/k move, x selects, h hides, d dismisses.
 */
export function ReportsQueue({ site, onChange }: { site: SiteChoice; onChange: () => void }) {
  const { t, dateTime, number } = useI18n();
  const [state, setState] = useState<ReportState>('open');
  const [targetType, setTargetType] = useState('');
  const [reason, setReason] = useState('');
  const queue = useQueuePage({
    endpoint: getReports,
    filters: { site, state, targetType, reason },
    keyOf,
    onChange,
  });
  const { rows, selection, pageNo, setPageNo, list } = queue;

  const act = async (action: 'hide' | 'dismiss', targets: string[]): Promise<void> => {
    if (targets.length === 0 || state !== 'open') return;
    await queue.run(postReportsActions, { action, targets });
  };
  useQueueKeys(selection, queue.keys, {
    h: (targets) => void act('hide', targets),
    d: (targets) => void act('dismiss', targets),
  });

  return (
    <div className="queue" data-testid="reports-queue">
      <div className="filters">
        <OptionSelect
          label={t('reports.state')}
          value={state}
          onValue={(v) => {
            setState((v || 'open') as ReportState);
            setPageNo(1);
          }}
          any={t('reports.state.open')}
          options={REPORT_STATES.filter((s) => s !== 'open').map((s) => ({
            value: s,
            label: t(`reports.state.${s}` as MessageKey),
          }))}
        />
        <OptionSelect
          label={t('reports.target')}
          value={targetType}
          onValue={(v) => {
            setTargetType(v);
            setPageNo(1);
          }}
          any={t('reports.anyTarget')}
          options={REPORT_TARGETS.map((s) => ({
            value: s,
            label: t(`reports.target.${s}` as MessageKey),
          }))}
        />
        <OptionSelect
          label={t('reports.reason')}
          value={reason}
          onValue={(v) => {
            setReason(v);
            setPageNo(1);
          }}
          any={t('reports.anyReason')}
          options={REPORT_REASONS.map((r) => ({
            value: r,
            label: t(`reason.${r}` as MessageKey),
          }))}
        />
      </div>
      {state === 'open' ? (
        <>
          <p className="hint">{t('reports.keys')}</p>
          <BulkBar
            selection={selection}
            actions={[
              { label: t('reports.hideSelected'), act: (ids) => void act('hide', ids) },
              { label: t('reports.dismissSelected'), act: (ids) => void act('dismiss', ids) },
            ]}
          />
        </>
      ) : null}
      <QueueMessages queue={queue} />
      <table className="items-table queue-table">
        <thead>
          <tr>
            <SelectAllCell selection={selection} rows={rows.length} />
            <th scope="col">{t('reports.reported')}</th>
            <th scope="col">{t('reports.count')}</th>
            <th scope="col">{t('reports.reasons')}</th>
            <th scope="col">{t('queue.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <QueueRow key={keyOf(row)} testId="report-row" selection={selection} index={index}>
              <SelectCell selection={selection} id={keyOf(row)} label={keyOf(row)} />
              <td className="comment-text">
                <span className="badge">{t(`reports.target.${row.targetType}` as MessageKey)}</span>{' '}
                {row.targetText}
                <div className="hint">
                  {row.targetAuthor} · {t(`site.${row.site}`)} ·{' '}
                  {row.targetVisible ? t('reports.visible') : t('reports.notVisible')}
                </div>
                {row.details.map((detail) => (
                  <blockquote key={detail}>{detail}</blockquote>
                ))}
              </td>
              <td data-testid="report-count">{number(row.count)}</td>
              <td>
                <ul className="reasons">
                  {row.reasons.map((r) => (
                    <li key={r.reason}>
                      {t(`reason.${r.reason}` as MessageKey)}: {number(r.count)}
                    </li>
                  ))}
                </ul>
                <div className="hint">
                  {dateTime(row.firstAt)} – {dateTime(row.lastAt)}
                </div>
              </td>
              <td className="row-actions">
                {state === 'open' ? (
                  <>
                    <button type="button" onClick={() => void act('hide', [keyOf(row)])}>
                      {t('reports.hide')}
                    </button>
                    <button type="button" onClick={() => void act('dismiss', [keyOf(row)])}>
                      {t('reports.dismiss')}
                    </button>
                  </>
                ) : null}
              </td>
            </QueueRow>
          ))}
        </tbody>
      </table>
      <QueueEnd
        empty={rows.length === 0 && !list.loading}
        pageNo={pageNo}
        pageSize={QUEUE_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPage={setPageNo}
      />
    </div>
  );
}
