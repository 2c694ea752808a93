import type { ContentVersion } from '@news/contract/contentSchemas';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * "Also in": the story's published versions on the other sites, each named in its own language
 * (한국어, not "Korean") and marked with it. A link opens the version's share page, which opens it
 * on its own site; the reader's saved language stays as it was (the route's `lang` picks the site
 * for that page only, docs/product.md §4).
 */
export function AlsoIn({ versions }: { versions: readonly ContentVersion[] | undefined }) {
  const { t } = useI18n();
  if (!versions || versions.length === 0) return null;
  return (
    <nav className="also-in" aria-label={t('detail.alsoIn')} data-testid="also-in">
      <span aria-hidden="true">{t('detail.alsoIn')}</span>
      {versions.map((version) => (
        <a
          key={version.site}
          href={version.sharePath}
          lang={version.locale}
          hrefLang={version.locale}
          title={version.title}
        >
          {version.languageName}
        </a>
      ))}
    </nav>
  );
}
