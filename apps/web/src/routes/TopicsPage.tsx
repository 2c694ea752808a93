import { topicDetailSchema, topicPageSchema } from '@news/contract/topicSchemas';
import { ContentCard } from '../components/ContentCard.tsx';
import { LazyImage } from '../components/LazyImage.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { StatusView } from '../components/StatusView.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { navigate } from '../lib/router/navigation.ts';
import { useApi } from '../lib/useApi.ts';
import type { PageProps } from './routeTable.ts';

function TopicDetail({ id }: { id: string }) {
  const { lang } = useI18n();
  const topic = useApi(`topic:${lang}:${id}`, (signal) =>
    api('/cms/special/detail', topicDetailSchema, { params: { id }, signal }),
  );
  if (topic.error !== undefined) return <StatusView error={topic.error} onRetry={topic.reload} />;
  if (!topic.data) return <div className="banner skeleton" aria-hidden="true" />;
  return (
    <article>
      <PageHeader title={topic.data.title} />
      <LazyImage field={topic.data.bannerImg} ratio="16 / 9" />
      <p className="topic-description">{topic.data.description}</p>
      {topic.data.sections.map((section) => (
        <section key={section.id} aria-labelledby={`s${section.id}`}>
          <h2 id={`s${section.id}`} className="section-title">
            {section.title}
          </h2>
          <ul className="feed">
            {section.items.map((item) => (
              <ContentCard key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

/** Topics home, and a topic's page with its sections (both topic routes of the spec). */
export function TopicsPage({ location }: PageProps) {
  const { t, lang } = useI18n();
  const id = location.query.get('id');
  const topics = useApi(id ? null : `topics:${lang}`, (signal) =>
    api('/cms/special/indexList', topicPageSchema, { params: { pageSize: 50 }, signal }),
  );
  if (id) return <TopicDetail id={id} />;
  return (
    <div>
      <PageHeader title={t('tab.topics')} back={false} />
      {topics.error !== undefined ? (
        <StatusView error={topics.error} onRetry={topics.reload} />
      ) : null}
      <ul className="feed" data-testid="feed">
        {(topics.data?.rows ?? []).map((topic) => (
          <li key={topic.id} className="card">
            <button
              type="button"
              className="card-button topic-card"
              onClick={() => {
                navigate('/pages/topic/topic-detail-h5', { id: topic.id });
              }}
            >
              <LazyImage field={topic.coverImg} ratio="16 / 9" />
              <span className="card-title">{topic.title}</span>
              <span className="card-meta">{topic.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
