import { useState } from 'react';
import { type MostRead } from '@news/contract/console/dashboardSchemas';
import { Link } from 'react-router';
import { DailyChart } from '../components/DailyChart.tsx';
import { errorText, Notice } from '../components/Notice.tsx';
import { SiteFilter } from '../components/SiteFilter.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { queryString, type SiteChoice } from '../lib/siteQuery.ts';
import { useLoad } from '../lib/useLoad.ts';
import { getDashboard } from '@news/contract/console/dashboardEndpoints';

function MostReadList({ title, rows }: { title: string; rows: MostRead }) {
  const { t, number } = useI18n();
  return (
    <div className="panel">
      <h2>{title}</h2>
      {rows.length === 0 ? <p className="empty">{t('dashboard.noReads')}</p> : null}
      <ol className="most-read">
        {rows.map((row) => (
          <li key={row.id}>
            {row.title}{' '}
            <span className="hint">
              {t('dashboard.reads', { count: row.reads, n: number(row.reads) })} ·{' '}
              {t(`site.${row.site}`)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Queue sizes, registrations and comments per day, and the most read items, per site. */
export function DashboardPage() {
  const { t, number } = useI18n();
  const [site, setSite] = useState<SiteChoice>('');
  const [days, setDays] = useState(14);
  const query = queryString({ site, days });
  const loaded = useLoad(() => api(getDashboard, { query }), query);
  const data = loaded.data;
  return (
    <section className="dashboard-page">
      <div className="page-head">
        <h1>{t('dashboard.title')}</h1>
        <div className="filters">
          <SiteFilter value={site} onValue={setSite} />
          <label>
            <span>{t('dashboard.days')}</span>
            <select
              value={days}
              onChange={(e) => {
                setDays(Number(e.target.value));
              }}
            >
              {[7, 14, 30, 90].map((n) => (
                <option key={n} value={n}>
                  {t('dashboard.lastDays', { count: n })}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {loaded.error ? <Notice kind="error">{errorText(loaded.error)}</Notice> : null}
      {data?.queues ? (
        <div className="queue-sizes" data-testid="queue-sizes">
          {(
            [
              ['dashboard.held', data.queues.comments.held, 'comments'],
              ['dashboard.reported', data.queues.comments.reported, 'comments'],
              ['dashboard.registrations', data.queues.registrations, 'registrations'],
              ['dashboard.reports', data.queues.reports, 'reports'],
              ['dashboard.feedback', data.queues.feedback, 'feedback'],
              ['dashboard.deactivations', data.queues.deactivations, 'deactivations'],
            ] as const
          ).map(([label, n, queue]) => (
            <Link key={label} to={`/moderation?queue=${queue}`} className="queue-size">
              <strong>{number(n)}</strong>
              <span>{t(label)}</span>
            </Link>
          ))}
        </div>
      ) : null}
      {data ? (
        <div className="dashboard-grid">
          <div className="panel">
            <h2>{t('dashboard.registrationsPerDay')}</h2>
            <DailyChart
              label={t('dashboard.registrationsPerDay')}
              counts={data.registrationsPerDay}
              color="#1f6feb"
            />
          </div>
          <div className="panel">
            <h2>{t('dashboard.commentsPerDay')}</h2>
            <DailyChart
              label={t('dashboard.commentsPerDay')}
              counts={data.commentsPerDay}
              color="#d9480f"
            />
          </div>
          <MostReadList title={t('dashboard.mostReadToday')} rows={data.mostReadToday} />
          <MostReadList title={t('dashboard.mostReadWeek')} rows={data.mostReadWeek} />
        </div>
      ) : null}
    </section>
  );
}
