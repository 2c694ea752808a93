import { cmsSpecialIndexList } from '@news/contract/endpoints/mediaContent/cmsSpecialIndexList';
import { LazyImage } from '../components/LazyImage.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { StatusView } from '../components/StatusView.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { navigate } from '../lib/router/navigation.ts';
import { useApi } from '../lib/useApi.ts';

/** Topics home: every topic with its cover. */
export function TopicsPage() {
  const { t, lang } = useI18n();
  const topics = useApi(`topics:${lang}`, (signal) =>
    api(cmsSpecialIndexList, { params: { pageSize: 50 }, signal }),
  );
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
              <LazyImage
                field={topic.coverImg}
                ratio="16 / 9"
                sizes="(max-width: 480px) calc(100vw - 24px), 456px"
              />
              <span className="card-title">{topic.title}</span>
              <span className="card-meta">{topic.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
