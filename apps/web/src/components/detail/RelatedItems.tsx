import type { ContentItem } from '@news/contract/contentSchemas';
import { useI18n } from '../../i18n/i18n.tsx';
import { ContentCard } from '../ContentCard.tsx';

/** An article's related items, under it. */
export function RelatedItems({ items }: { items: ContentItem[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="section-title">
        {t('detail.related')}
      </h2>
      <ul className="feed">
        {items.map((related) => (
          <ContentCard key={related.id} item={related} />
        ))}
      </ul>
    </section>
  );
}
