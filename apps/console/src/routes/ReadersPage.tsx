import { useState } from 'react';
import { Link } from 'react-router';
import { READER_STATUSES } from '@news/contract/console/moderationSchemas';
import { errorText, Notice } from '../components/Notice.tsx';
import { OptionSelect } from '../components/OptionSelect.tsx';
import { QueueEnd } from '../components/QueueParts.tsx';
import { SiteFilter } from '../components/SiteFilter.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { api } from '../lib/api.ts';
import { useCan } from '../lib/session.tsx';
import { queryString, type SiteChoice } from '../lib/siteQuery.ts';
import { useLoad } from '../lib/useLoad.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { getReaders } from '@news/contract/console/readerEndpoints';

const PAGE_SIZE = 20;

/** Reader accounts of the moderator's sites: search by name, filter by status. */
export function ReadersPage() {
  const can = useCan();
  return can('moderation') ? <Readers /> : <NotFoundPage />;
}

function Readers() {
  const { t, dateTime, number } = useI18n();
  const [site, setSite] = useState<SiteChoice>('');
  const [words, setWords] = useState('');
  const [status, setStatus] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = queryString({ site, q: words.trim(), status, pageNo, pageSize: PAGE_SIZE });
  const list = useLoad(() => api(getReaders, { query }), query);
  const rows = list.data?.rows ?? [];
  return (
    <section className="readers-page">
      <div className="page-head">
        <h1>{t('readers.title')}</h1>
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
          <span>{t('readers.search')}</span>
          <input
            type="search"
            name="q"
            value={words}
            onChange={(e) => {
              setWords(e.target.value);
              setPageNo(1);
            }}
          />
        </label>
        <OptionSelect
          label={t('readers.status')}
          value={status}
          onValue={(v) => {
            setStatus(v);
            setPageNo(1);
          }}
          any={t('readers.anyStatus')}
          options={READER_STATUSES.map((s) => ({
            value: s,
            label: t(`readers.status.${s}` as MessageKey),
          }))}
        />
      </div>
      {list.error ? <Notice kind="error">{errorText(list.error)}</Notice> : null}
      <table className="items-table">
        <thead>
          <tr>
            <th scope="col">{t('registrations.username')}</th>
            <th scope="col">{t('readers.name')}</th>
            <th scope="col">{t('items.filter.site')}</th>
            <th scope="col">{t('readers.status')}</th>
            <th scope="col">{t('readers.comments')}</th>
            <th scope="col">{t('registrations.at')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="reader-row">
              <td>
                <Link to={`/readers/${row.id}`}>{row.username}</Link>
              </td>
              <td>{row.name}</td>
              <td>{t(`site.${row.site}`)}</td>
              <td>
                {t(`readers.status.${row.status}` as MessageKey)}
                {row.commentSuspendedUntil ? (
                  <div className="hint">
                    {t('comments.suspendedUntil', { until: dateTime(row.commentSuspendedUntil) })}
                  </div>
                ) : null}
              </td>
              <td>{number(row.commentCount)}</td>
              <td>{dateTime(row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <QueueEnd
        empty={rows.length === 0 && !list.loading}
        emptyText={t('readers.none')}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPage={setPageNo}
      />
    </section>
  );
}
