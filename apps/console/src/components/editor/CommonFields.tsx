import { useEffect, useState } from 'react';
import type { ChannelOption, ItemDocument } from '@news/contract/console/itemSchemas';
import { siteByLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { channelLabels, channelsOf } from '../../lib/siteOptions.ts';
import { ImageField } from './ImageField.tsx';

/**
 * What every item has: its heading (title, summary), shown above the item's own editor, and its
 * details (byline, channel, tags, picture, outside link, switches), shown below it.
 */
export function CommonFields<D extends ItemDocument>({
  document,
  onChange,
  part,
}: {
  document: D;
  onChange: (document: D) => void;
  part: 'heading' | 'details';
}) {
  const { t } = useI18n();
  const [channels, setChannels] = useState<ChannelOption[]>([]);
  useEffect(() => {
    channelsOf(document.site).then(setChannels, () => undefined);
  }, [document.site]);
  // Readers of the site read these words: spelling checks and fonts follow its language.
  const lang = siteByLang(document.site).locale;
  const set = (changes: Partial<ItemDocument>): void => {
    onChange({ ...document, ...changes });
  };
  const coverLabel =
    document.publishType === 'TUWEN'
      ? t('fields.leadPicture')
      : document.publishType === 'SHIPING'
        ? t('fields.poster')
        : t('fields.cover');
  if (part === 'heading')
    return (
      <fieldset className="common-fields">
        <legend className="visually-hidden">{t('fields.legend')}</legend>
        <label className="field">
          <span>{t('fields.title')}</span>
          <input
            name="title"
            lang={lang}
            required
            maxLength={200}
            value={document.title}
            onChange={(e) => {
              set({ title: e.target.value });
            }}
          />
        </label>
        <label className="field">
          <span>{t('fields.summary')}</span>
          <textarea
            name="summary"
            lang={lang}
            rows={2}
            maxLength={1000}
            value={document.summary}
            onChange={(e) => {
              set({ summary: e.target.value });
            }}
          />
        </label>
      </fieldset>
    );
  return (
    <fieldset className="common-fields">
      <legend>{t('fields.details')}</legend>
      <div className="field-row">
        <label className="field">
          <span>{t('fields.author')}</span>
          <input
            name="author"
            lang={lang}
            maxLength={100}
            value={document.author}
            onChange={(e) => {
              set({ author: e.target.value });
            }}
          />
        </label>
        <label className="field">
          <span>{t('fields.source')}</span>
          <input
            name="source"
            lang={lang}
            maxLength={200}
            value={document.source}
            onChange={(e) => {
              set({ source: e.target.value });
            }}
          />
        </label>
      </div>
      <div className="field-row">
        <label className="field">
          <span>{t('fields.channel')}</span>
          <select
            name="channelId"
            value={document.channelId}
            onChange={(e) => {
              set({ channelId: e.target.value });
            }}
          >
            {channelLabels(channels).map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <TagsField
          lang={lang}
          tags={document.tags}
          onChange={(tags) => {
            set({ tags });
          }}
        />
      </div>
      <ImageField
        name="cover"
        label={coverLabel}
        site={document.site}
        value={document.cover}
        onChange={(cover) => {
          set({ cover });
        }}
      />
      <label className="field">
        <span>{t('fields.outLink')}</span>
        <input
          type="url"
          name="outLink"
          placeholder="https://"
          value={document.outLink}
          onChange={(e) => {
            set({ outLink: e.target.value.trim() });
          }}
        />
        <small>{t('fields.outLinkHint')}</small>
      </label>
      <div className="switches">
        <label className="inline">
          <input
            type="checkbox"
            name="commentEnabled"
            checked={document.commentEnabled}
            onChange={(e) => {
              set({ commentEnabled: e.target.checked });
            }}
          />
          {t('fields.comments')}
        </label>
        <label className="inline">
          <input
            type="checkbox"
            name="headline"
            checked={document.headline}
            onChange={(e) => {
              set({ headline: e.target.checked });
            }}
          />
          {t('fields.headline')}
        </label>
        <label className="inline">
          <input
            type="checkbox"
            name="banner"
            checked={document.banner}
            onChange={(e) => {
              set({ banner: e.target.checked });
            }}
          />
          {t('fields.banner')}
        </label>
      </div>
    </fieldset>
  );
}

/** Tags as the editor types them, separated by commas (Chinese or Latin). */
function TagsField({
  lang,
  tags,
  onChange,
}: {
  lang: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
}) {
  const { t } = useI18n();
  const [text, setText] = useState(tags.join(', '));
  useEffect(() => {
    setText((current) => (splitTags(current).join() === tags.join() ? current : tags.join(', ')));
  }, [tags]);
  return (
    <label className="field">
      <span>{t('fields.tags')}</span>
      <input
        name="tags"
        lang={lang}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(splitTags(e.target.value));
        }}
      />
    </label>
  );
}

export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,,、]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);
}
