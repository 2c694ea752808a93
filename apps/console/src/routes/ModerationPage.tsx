import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type QueueCounts } from '@news/contract/console/moderationSchemas';
import { SiteFilter } from '../components/SiteFilter.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { api } from '../lib/api.ts';
import { useCan } from '../lib/session.tsx';
import { queryString, type SiteChoice } from '../lib/siteQuery.ts';
import { useLoad } from '../lib/useLoad.ts';
import { useRefreshEvery } from '../lib/useRefreshEvery.ts';
import { CommentsQueue } from './moderation/CommentsQueue.tsx';
import { DeactivationsQueue } from './moderation/DeactivationsQueue.tsx';
import { FeedbackQueue } from './moderation/FeedbackQueue.tsx';
import { ModerationSettingsPanel } from './moderation/ModerationSettingsPanel.tsx';
import { RegistrationsQueue } from './moderation/RegistrationsQueue.tsx';
import { ReportsQueue } from './moderation/ReportsQueue.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { getModerationCounts } from '@news/contract/console/moderationEndpoints';

const QUEUES = [
  'comments',
  'registrations',
  'reports',
  'feedback',
  'deactivations',
  'settings',
] as const;
type QueueName = (typeof QUEUES)[number];

/** How often the queues' sizes are asked again while the screen is open and in view. */
const COUNTS_REFRESH_MS = 30_000;

function size(counts: QueueCounts | undefined, queue: QueueName): number | undefined {
  if (!counts || queue === 'settings') return undefined;
  if (queue === 'comments') return counts.comments.held + counts.comments.reported;
  return counts[queue];
}

/**
 * The moderators' queues, one tab each with its size: comments, registrations, reports,
 * feedback, deactivation requests, and the site's pre-moderation and banned words.
 */
export function ModerationPage() {
  const can = useCan();
  return can('moderation') ? <Moderation /> : <NotFoundPage />;
}

function Moderation() {
  const { t, number } = useI18n();
  const [params, setParams] = useSearchParams();
  const [site, setSite] = useState<SiteChoice>('');
  const [round, setRound] = useState(0);
  const queue = (QUEUES as readonly string[]).includes(params.get('queue') ?? '')
    ? (params.get('queue') as QueueName)
    : 'comments';
  // Counted again on every change of tab, after each action, and every half minute.
  const counts = useLoad(
    () => api(getModerationCounts, { query: queryString({ site }) }),
    `${site}:${queue}:${String(round)}`,
  );
  // New comments, reports and registrations arrive while a moderator works: the tabs' sizes keep up
  // (the open list does not move under the moderator's selection).
  useRefreshEvery(COUNTS_REFRESH_MS, counts.reload);
  const changed = (): void => {
    setRound((r) => r + 1);
  };
  return (
    <section className="moderation-page">
      <div className="page-head">
        <h1>{t('moderation.title')}</h1>
        <div className="filters">
          <SiteFilter value={site} onValue={setSite} />
        </div>
      </div>
      <nav className="tabs queue-tabs" aria-label={t('moderation.queues')}>
        {QUEUES.map((name) => {
          const n = size(counts.data, name);
          return (
            <button
              key={name}
              type="button"
              className={name === queue ? 'primary' : ''}
              aria-current={name === queue ? 'page' : undefined}
              data-testid={`queue-${name}`}
              onClick={() => {
                setParams({ queue: name });
              }}
            >
              {t(`moderation.queue.${name}` as MessageKey)}
              {n === undefined ? null : <span className="count">{number(n)}</span>}
            </button>
          );
        })}
      </nav>
      {queue === 'comments' ? (
        <CommentsQueue site={site} counts={counts.data?.comments} onChange={changed} />
      ) : null}
      {queue === 'registrations' ? <RegistrationsQueue site={site} onChange={changed} /> : null}
      {queue === 'reports' ? <ReportsQueue site={site} onChange={changed} /> : null}
      {queue === 'feedback' ? <FeedbackQueue site={site} onChange={changed} /> : null}
      {queue === 'deactivations' ? <DeactivationsQueue site={site} onChange={changed} /> : null}
      {queue === 'settings' ? <ModerationSettingsPanel site={site} /> : null}
    </section>
  );
}
