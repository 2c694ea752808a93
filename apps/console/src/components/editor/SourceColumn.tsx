import { siteByLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { useLoad } from '../../lib/useLoad.ts';
import { errorText, Notice } from '../Notice.tsx';
import { getItemsById } from '@news/contract/console/itemEndpoints';

/** The body's paragraphs as plain text: the source is read here, never run as markup. */
function paragraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.querySelectorAll('p, h2, h3, h4, li, blockquote, figcaption, td')];
  const texts = (blocks.length > 0 ? blocks : [body]).map((block) => block.textContent.trim());
  return texts.filter(Boolean);
}

/** The item being translated from, read only, beside the translation's form. */
export function SourceColumn({ sourceId }: { sourceId: string }) {
  const { t } = useI18n();
  const source = useLoad(() => api(getItemsById, { params: { id: sourceId } }), sourceId);
  const doc = source.data?.document;
  if (source.error) return <Notice kind="error">{errorText(source.error)}</Notice>;
  if (!doc) return <p className="hint">{t('common.loading')}</p>;
  const body = 'body' in doc ? paragraphs(doc.body) : [];
  const captions = 'images' in doc ? doc.images.map((image) => image.caption).filter(Boolean) : [];
  return (
    <article className="source-column" data-testid="source-column">
      <h2>{t('versions.sourceHeading', { site: t(`site.${doc.site}`) })}</h2>
      <div lang={siteByLang(doc.site).locale}>
        <h3 data-testid="source-title">{doc.title}</h3>
        {doc.summary ? <p className="source-summary">{doc.summary}</p> : null}
        {body.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
        {captions.map((text, index) => (
          <p key={`caption-${String(index)}`} className="hint">
            {text}
          </p>
        ))}
        <p className="hint">
          {[doc.author, doc.source, doc.tags.join(', ')].filter(Boolean).join(' · ')}
        </p>
      </div>
    </article>
  );
}
