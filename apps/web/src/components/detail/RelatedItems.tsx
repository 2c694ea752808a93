import type { ContentItem } from '@news/contract/contentSchemas';
import { useI18n } from '../../i18n/i18n.tsx';
import { routeHref } from '../../lib/router/navigation.ts';
import { ContentCard } from '../ContentCard.tsx';

/** An article's tags and author, each a link to its page, then its related items, under it. */
export function RelatedItems({
  items,
  tags = [],
  author = '',
}: {
  items: ContentItem[];
  tags?: readonly string[];
  author?: string;
}) {
  // The page's own language, never the module's: on the server one renderer serves every site.
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby={items.length ? 'related-title' : undefined}>
      {tags.length ? (
        <ul className="tag-list" aria-label={t('detail.tags')}>
          {tags.map((tag) => (
            <li key={tag}>
              <a href={routeHref('/pages/follow/follow', { tag, lang })}>#{tag}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {author ? (
        <a className="author-link" href={routeHref('/pages/follow/follow', { author, lang })}>
          {t('detail.moreBy', { author })}
        </a>
      ) : null}
      {items.length ? (
        <>
          <h2 id="related-title" className="section-title">
            {t('detail.related')}
          </h2>
          <ul className="feed">
            {items.map((related) => (
              <ContentCard key={related.id} item={related} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
