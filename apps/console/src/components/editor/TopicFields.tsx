import { siteByLang } from '@news/contract/sites';
import type { ItemDocumentOf } from '@news/contract/console/itemSchemas';
import { useI18n } from '../../i18n/I18n.tsx';
import { ImageField } from './ImageField.tsx';
import { LinkedItemList } from './LinkedItemList.tsx';

type TopicDocument = ItemDocumentOf<'SPECIAL'>;

/** A topic: its banner and its sections, each an ordered list of the site's items. */
export function TopicFields({
  document,
  onChange,
}: {
  document: TopicDocument;
  onChange: (document: TopicDocument) => void;
}) {
  const { t } = useI18n();
  const { topic } = document;
  const setSections = (sections: TopicDocument['topic']['sections']): void => {
    onChange({ ...document, topic: { ...topic, sections } });
  };
  return (
    <fieldset className="topic-fields">
      <legend>{t('topic.title')}</legend>
      <ImageField
        name="banner"
        label={t('topic.banner')}
        site={document.site}
        value={topic.banner}
        onChange={(banner) => {
          onChange({ ...document, topic: { ...topic, banner } });
        }}
      />
      {topic.sections.map((section, index) => (
        <fieldset key={index} className="topic-section">
          <legend>{t('topic.section', { position: index + 1 })}</legend>
          <label className="field">
            <span>{t('topic.sectionTitle')}</span>
            <input
              name={`sectionTitle-${String(index)}`}
              lang={siteByLang(document.site).locale}
              value={section.title}
              maxLength={100}
              onChange={(event) => {
                setSections(
                  topic.sections.map((s, i) =>
                    i === index ? { ...s, title: event.target.value } : s,
                  ),
                );
              }}
            />
          </label>
          <LinkedItemList
            site={document.site}
            ids={section.itemIds}
            label={t('topic.sectionItems')}
            pickLabel={t('topic.findItems')}
            onChange={(itemIds) => {
              setSections(topic.sections.map((s, i) => (i === index ? { ...s, itemIds } : s)));
            }}
          />
          <div className="actions">
            <button
              type="button"
              disabled={index === 0}
              onClick={() => {
                const next = [...topic.sections];
                const [moved] = next.splice(index, 1);
                if (moved) next.splice(index - 1, 0, moved);
                setSections(next);
              }}
            >
              {t('topic.sectionUp')}
            </button>
            <button
              type="button"
              onClick={() => {
                setSections(topic.sections.filter((_, i) => i !== index));
              }}
            >
              {t('topic.removeSection')}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        onClick={() => {
          setSections([...topic.sections, { title: t('topic.newSection'), itemIds: [] }]);
        }}
      >
        {t('topic.addSection')}
      </button>
    </fieldset>
  );
}
