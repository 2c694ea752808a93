import { useState } from 'react';
import { type AuditEntry } from '@news/contract/console/auditSchemas';
import { errorText, Notice } from '../components/Notice.tsx';
import { QueueEnd } from '../components/QueueParts.tsx';
import { SiteFilter } from '../components/SiteFilter.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { useCan } from '../lib/session.tsx';
import { queryString, type SiteChoice } from '../lib/siteQuery.ts';
import { useLoad } from '../lib/useLoad.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { getAudit } from '@news/contract/console/auditEndpoints';

const PAGE_SIZE = 25;

/** A state as the log keeps it, readable: one `name: value` a line. */
function StateView({ state }: { state: unknown }) {
  if (state === null || state === undefined) return <span className="hint">—</span>;
  // A long state scrolls in its cell; focusable, so it scrolls from the keyboard too.
  return (
    <pre className="audit-state" tabIndex={0}>
      {JSON.stringify(state, null, 1)}
    </pre>
  );
}

/**
 * The audit log (admins): every staff, operator and system action — who, when, what, before and
 * after — filtered, paged and exported as CSV. Nothing here edits or deletes an entry.
 */
export function AuditPage() {
  const can = useCan();
  return can('audit') ? <AuditLog /> : <NotFoundPage />;
}

function AuditLog() {
  const { t, dateTime } = useI18n();
  const [site, setSite] = useState<SiteChoice>('');
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState('');
  const [targetId, setTargetId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const filters = queryString({
    site,
    actor: actor.trim(),
    action: action.trim(),
    targetType: targetType.trim(),
    targetId: targetId.trim(),
    from,
    to,
  });
  const query = `${filters}&${queryString({ pageNo, pageSize: PAGE_SIZE })}`;
  const list = useLoad(() => api(getAudit, { query }), query);
  const rows: AuditEntry[] = list.data?.rows ?? [];
  const text =
    (set: (v: string) => void) =>
    (event: { target: { value: string } }): void => {
      set(event.target.value);
      setPageNo(1);
    };
  return (
    <section className="audit-page">
      <div className="page-head">
        <h1>{t('audit.title')}</h1>
        <a className="button" href={`/console/api/audit/export.csv?${filters}`} download>
          {t('audit.export')}
        </a>
      </div>
      <div className="filters">
        <SiteFilter
          value={site}
          onValue={(v) => {
            setSite(v);
            setPageNo(1);
          }}
        />
        <label>
          <span>{t('audit.actor')}</span>
          <input name="actor" value={actor} onChange={text(setActor)} />
        </label>
        <label>
          <span>{t('audit.action')}</span>
          <input
            name="action"
            placeholder="comment.hide"
            value={action}
            onChange={text(setAction)}
          />
        </label>
        <label>
          <span>{t('audit.targetType')}</span>
          <input name="targetType" value={targetType} onChange={text(setTargetType)} />
        </label>
        <label>
          <span>{t('audit.targetId')}</span>
          <input name="targetId" value={targetId} onChange={text(setTargetId)} />
        </label>
        <label>
          <span>{t('audit.from')}</span>
          <input type="date" value={from} onChange={text(setFrom)} />
        </label>
        <label>
          <span>{t('audit.to')}</span>
          <input type="date" value={to} onChange={text(setTo)} />
        </label>
      </div>
      {list.error ? <Notice kind="error">{errorText(list.error)}</Notice> : null}
      <table className="items-table audit-table">
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.id} data-testid="audit-row" data-action={entry.action}>
              <td>{dateTime(entry.at)}</td>
              <td>
                {entry.actorName}
                <div className="hint">{t(`audit.actorType.${entry.actorType}`)}</div>
              </td>
              <td>
                <code>{entry.action}</code>
                <div className="hint">
                  {entry.targetType} {entry.targetId}
                  {entry.site ? ` · ${t(`site.${entry.site}`)}` : ''}
                </div>
              </td>
              <td>
                <StateView state={entry.before} />
              </td>
              <td>
                <StateView state={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <QueueEnd
        empty={rows.length === 0 && !list.loading}
        emptyText={t('audit.none')}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPage={setPageNo}
      />
    </section>
  );
}
