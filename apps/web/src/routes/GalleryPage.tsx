import { useRef, Suspense } from 'react';
import { cmsContentCommonDetail } from '@news/contract/endpoints/common/cmsContentCommonDetail';
import { contentDetailSchema } from '@news/contract/contentSchemas';
import { dataKeys } from '@news/contract/serverRender';
import { formatRelativeTime } from '@news/contract/relativeTime';
import { AlsoIn } from '../components/detail/AlsoIn.tsx';
import { ArticleBody } from '../components/detail/ArticleBody.tsx';
import type { CommentSectionHandle } from '../features/comments/CommentSection.tsx';
import { LazyCommentSection } from '../features/comments/LazyCommentSection.ts';
import { detailPending } from '../components/detail/detailPending.tsx';
import { ItemGallery } from '../components/detail/ItemGallery.tsx';
import { ViewCount } from '../components/detail/ViewCount.tsx';
import { Island } from '../components/Island.tsx';
import { InteractionBar } from '../features/interactions/InteractionBar.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { useApi } from '../lib/useApi.ts';
import type { PageProps } from '../lib/router/routeEntry.ts';

/**
 * A picture story (`/pages/tu-shuo/detail`, its own dark bar) or a picture explainer
 * (`/pages/tu-jie/detail`): the pictures as a full-width swipe gallery with captions and a
 * counter, then the text, the action bar and the comments.
 */
function GalleryPage({ location, story }: PageProps & { story: boolean }) {
  const { t, lang } = useI18n();
  const id = location.query.get('id') ?? '';
  const pageTitle = t(story ? 'detail.pagePictureStory' : 'detail.pageExplainer');
  const comments = useRef<CommentSectionHandle>(null);
  const valid = /^\d{1,15}$/.test(id);
  const item = useApi(
    valid ? dataKeys.newsDetail(lang, id) : null,
    (signal) => api(cmsContentCommonDetail, { params: { id }, signal, quiet: true }),
    contentDetailSchema,
  );
  const header = <PageHeader title={pageTitle} />;
  const pending = detailPending(pageTitle, valid, item);
  if (pending || !item.data) return pending;
  const data = item.data;
  return (
    <article
      className={`detail gallery-page ${story ? 'gallery-page-dark' : ''}`}
      data-testid="gallery-detail"
    >
      {header}
      <Island name="gallery" props={{ contentId: data.id }}>
        <ItemGallery contentId={data.id} />
      </Island>
      <div className="gallery-text">
        <h2 className="detail-title" data-testid="detail-title">
          {data.title}
        </h2>
        <p className="card-meta detail-meta">
          {data.source ? <span>{data.source}</span> : null}
          <time dateTime={data.publishDate} suppressHydrationWarning>
            {formatRelativeTime(data.publishDate, { lang })}
          </time>
          <Island name="views" props={{ contentId: data.id, hit: data.hit, keep: true }}>
            <ViewCount contentId={data.id} hit={data.hit} keep />
          </Island>
        </p>
        <AlsoIn versions={data.versions} />
        {data.content ? (
          <ArticleBody html={data.content} title={data.title} />
        ) : (
          <p>{data.description}</p>
        )}
      </div>
      <Island name="actions" props={{ contentId: data.id, comments: 'here' }}>
        <InteractionBar
          contentId={data.id}
          onComment={() => {
            comments.current?.focusComposer();
          }}
        />
      </Island>
      <Suspense fallback={null}>
        <Island name="comments" props={{ contentId: data.id, commentEnabled: data.commentEnabled }}>
          <LazyCommentSection
            ref={comments}
            contentId={data.id}
            commentEnabled={data.commentEnabled}
          />
        </Island>
      </Suspense>
    </article>
  );
}

export const PictureStoryPage = (props: PageProps) => <GalleryPage {...props} story />;
export const PictureExplainerPage = (props: PageProps) => <GalleryPage {...props} story={false} />;
