import { useEffect, useRef, Suspense } from 'react';
import { cmsContentCommonDetail } from '@news/contract/endpoints/common/cmsContentCommonDetail';
import { contentDetailSchema } from '@news/contract/contentSchemas';
import { formatRelativeTime, formatSiteDateTime } from '@news/contract/relativeTime';
import { dataKeys } from '@news/contract/serverRender';
import { AlsoIn } from '../components/detail/AlsoIn.tsx';
import { ArticleBody } from '../components/detail/ArticleBody.tsx';
import { ArticleCorrections, UpdatedTime } from '../components/detail/ArticleCorrections.tsx';
import { LazyRelatedItems } from '../components/detail/LazyRelatedItems.ts';
import type { CommentSectionHandle } from '../features/comments/CommentSection.tsx';
import { LazyCommentSection } from '../features/comments/LazyCommentSection.ts';
import { LazyVideoPlayer } from '../features/players/LazyVideoPlayer.ts';
import { DetailSkeleton } from '../components/detail/DetailSkeleton.tsx';
import { InteractionBar } from '../features/interactions/InteractionBar.tsx';
import { LazyReadAloud } from '../features/readAloud/LazyReadAloud.ts';
import { ViewCount } from '../components/detail/ViewCount.tsx';
import { Island } from '../components/Island.tsx';
import { LazyImage } from '../components/LazyImage.tsx';
import { PictureCaption, pictureNote } from '../components/PictureCaption.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { StatusView } from '../components/StatusView.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { imageSrc } from '@news/contract/imageField';
import { plainPictureUrl } from '@news/contract/pictures';
import { contentTarget } from '../lib/openContent.ts';
import { navigateTo } from '../lib/router/navigation.ts';
import type { RouteTarget } from '../lib/router/routePaths.ts';
import { useApi } from '../lib/useApi.ts';
import { videoSource } from '../features/players/videoSource.ts';
import type { PageProps } from '../lib/router/routeEntry.ts';

/**
 * A news article: title, source, author, time and views, the body, its video if it has one,
 * the action bar, related items and comments. A share code for another kind of item (spm
 * links name page code 1, this page) is passed on to that item's own page.
 */
export function NewsDetailPage({ location }: PageProps) {
  const { t, lang } = useI18n();
  const id = location.query.get('id') ?? '';
  const comments = useRef<CommentSectionHandle>(null);
  const article = useRef<HTMLElement>(null);
  const item = useApi(
    /^\d{1,15}$/.test(id) ? dataKeys.newsDetail(lang, id) : null,
    (signal) => api(cmsContentCommonDetail, { params: { id }, signal, quiet: true }),
    contentDetailSchema,
  );

  const data = item.data;
  const target = data ? contentTarget(data, lang) : undefined;
  const elsewhere =
    target?.kind === 'route' && target.path !== '/pages/news-detail/news-detail'
      ? target
      : undefined;
  const redirect = elsewhere ? JSON.stringify(elsewhere) : '';
  useEffect(() => {
    if (!redirect) return;
    // The target came from contentTarget above; it is held as text so the effect runs once.
    navigateTo(JSON.parse(redirect) as RouteTarget, { replace: true });
  }, [redirect]);

  if (!/^\d{1,15}$/.test(id))
    return (
      <div>
        <PageHeader title={t('detail.pageNews')} />
        <StatusView empty />
      </div>
    );
  if (item.error !== undefined)
    return (
      <div>
        <PageHeader title={t('detail.pageNews')} />
        <StatusView error={item.error} onRetry={item.reload} />
      </div>
    );
  if (!data || elsewhere)
    return (
      <div>
        <PageHeader title={t('detail.pageNews')} />
        <DetailSkeleton />
      </div>
    );
  const videoSrc = videoSource(data);
  const bodyHasImages = /<img\s/i.test(data.content);
  // The lead picture heads the article unless a video, the body or the picture list shows it;
  // compared by plain address, since the lead's may carry a focus fragment the others do not.
  const lead = plainPictureUrl(imageSrc(data.img));
  const showLead =
    lead !== '' &&
    !videoSrc &&
    !data.content.includes(lead) &&
    !data.images.some((image) => plainPictureUrl(imageSrc(image.url)) === lead);
  const note = pictureNote(data.pictureNotes, data.img);
  return (
    <article ref={article} className="detail" data-testid="news-detail">
      <PageHeader title={data.categoryTitle || t('detail.pageNews')} />
      <h1 className="detail-title" data-testid="detail-title" data-read-aloud="">
        {data.title}
      </h1>
      <p className="card-meta detail-meta">
        {data.source ? <span>{data.source}</span> : null}
        {data.author ? <span>{data.author}</span> : null}
        {/* Relative to the clock of whoever renders it: the server's HTML may differ by a minute. */}
        <time
          dateTime={data.publishDate}
          title={formatSiteDateTime(data.publishDate, lang)}
          suppressHydrationWarning
        >
          {formatRelativeTime(data.publishDate, { lang })}
        </time>
        <UpdatedTime at={data.updatedAt} />
        {/* Counts this view and keeps the item for reading offline. */}
        <Island name="views" props={{ contentId: data.id, hit: data.hit, keep: true }}>
          <ViewCount contentId={data.id} hit={data.hit} keep />
        </Island>
      </p>
      <AlsoIn versions={data.versions} />
      {/* The placeholder holds the controls' room, so nothing below moves when they come. */}
      <Suspense fallback={<div className="read-aloud" />}>
        <Island name="readAloud" props={{}}>
          <LazyReadAloud source={article} />
        </Island>
      </Suspense>
      {showLead ? (
        <figure className="detail-lead">
          <LazyImage field={data.img} ratio="16 / 9" alt={note?.alt} priority />
          <PictureCaption caption={note?.caption} credit={note?.credit} />
        </figure>
      ) : null}
      {videoSrc ? (
        <Suspense fallback={<div className="player-box" />}>
          <Island
            name="player"
            props={{
              src: videoSrc,
              poster: imageSrc(data.img),
              label: data.title,
              priority: false,
              autoPlay: false,
            }}
          >
            <LazyVideoPlayer src={videoSrc} poster={imageSrc(data.img)} label={data.title} />
          </Island>
        </Suspense>
      ) : null}
      {/* Without a lead above it, the body's first picture may be the first screen's. */}
      <ArticleBody
        html={data.content}
        title={data.title}
        lead={showLead || videoSrc ? undefined : lead}
      />
      {!bodyHasImages
        ? data.images.map((image) => {
            const own = pictureNote(data.pictureNotes, image.url);
            return (
              <figure key={image.position}>
                {/* Its alt describes it; its caption is its words, not said again as its alt. */}
                <LazyImage
                  field={image.url}
                  ratio="own"
                  size={image.width > 0 && image.height > 0 ? image : undefined}
                  sizes="(max-width: 480px) calc(100vw - 24px), 456px"
                  alt={own?.alt}
                />
                <PictureCaption caption={image.caption || own?.caption} credit={own?.credit} />
              </figure>
            );
          })
        : null}
      <ArticleCorrections corrections={data.corrections} />
      <Island name="actions" props={{ contentId: data.id, comments: 'here' }}>
        <InteractionBar
          contentId={data.id}
          onComment={() => {
            comments.current?.focusComposer();
          }}
        />
      </Island>
      {/* One boundary: the comments never show before what goes above them, which would push
          the composer down under a reader's tap, and a tap meant for "send" would land on a related item. */}
      <Suspense fallback={null}>
        <LazyRelatedItems items={data.related} tags={data.tags} author={data.author} />
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
