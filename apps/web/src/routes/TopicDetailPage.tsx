import { cmsSpecialDetail } from '@news/contract/endpoints/mediaContent/cmsSpecialDetail';
import { dataKeys } from '@news/contract/serverRender';
import { topicDetailSchema } from '@news/contract/topicSchemas';
import { useState, Suspense } from 'react';
import { LazyFollowButton } from '../features/following/LazyFollowButton.ts';
import { LazyShareSheet } from '../features/sharing/LazyShareSheet.ts';
import { ContentCard } from '../components/ContentCard.tsx';
import { detailPending } from '../components/detail/detailPending.tsx';
import { LazyImage } from '../components/LazyImage.tsx';
import { PictureCaption, pictureNote } from '../components/PictureCaption.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { StatusView } from '../components/StatusView.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { useApi } from '../lib/useApi.ts';
import type { PageProps } from '../lib/router/routeEntry.ts';

/**
 * A topic (both topic routes, docs/product.md §2): its banner and description, then its sections with
 * their items, and sharing the topic.
 */
export function TopicDetailPage({ location }: PageProps) {
  const { t, lang } = useI18n();
  const id = location.query.get('id') ?? '';
  const valid = /^\d{1,15}$/.test(id);
  const [sharing, setSharing] = useState(false);
  const topic = useApi(
    valid ? dataKeys.topicDetail(lang, id) : null,
    (signal) => api(cmsSpecialDetail, { params: { id }, signal, quiet: true }),
    topicDetailSchema,
  );
  const header = <PageHeader title={t('detail.pageTopic')} />;
  const pending = detailPending(t('detail.pageTopic'), valid, topic);
  if (pending || !topic.data) return pending;
  const data = topic.data;
  const note = pictureNote(data.pictureNotes, data.bannerImg);
  return (
    <article className="topic-detail" data-testid="topic-detail">
      {header}
      <figure className="detail-lead">
        <LazyImage field={data.bannerImg} ratio="16 / 9" alt={note?.alt} />
        <PictureCaption caption={note?.caption} credit={note?.credit} />
      </figure>
      <div className="detail">
        <h1 className="detail-title" data-testid="detail-title">
          {data.title}
        </h1>
        <p className="topic-description">{data.description}</p>
        <button
          type="button"
          className="primary"
          data-testid="share"
          onClick={() => {
            setSharing(true);
          }}
        >
          {t('share.title')}
        </button>
        <Suspense fallback={null}>
          <LazyFollowButton follow={{ kind: 'topic', value: data.id }} />
        </Suspense>
      </div>
      {data.sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`} className="section-title">
            {section.title}
          </h2>
          {section.items.length > 0 ? (
            <ul className="feed">
              {section.items.map((item) => (
                <ContentCard key={item.id} item={item} />
              ))}
            </ul>
          ) : (
            <StatusView empty />
          )}
        </section>
      ))}
      {sharing ? (
        <Suspense fallback={null}>
          <LazyShareSheet
            target={{ route: { path: '/pages/topic/topic-detail-h5', query: { id: data.id } } }}
            onClose={() => {
              setSharing(false);
            }}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
