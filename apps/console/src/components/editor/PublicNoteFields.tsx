import { siteByLang, type SiteLang } from '@news/contract/sites';
import type { Correction, PublicNoteKind } from '@news/contract/contentSchemas';
import { PUBLIC_NOTE_MAX } from '@news/contract/contentSchemas';
import { useI18n } from '../../i18n/I18n.tsx';

/** The public note the next save of a published item carries: none, or a kind and its text. */
export interface PublicNoteDraft {
  kind: PublicNoteKind | '';
  text: string;
}

/**
 * "Public note with this change" (issue 32), shown while the item is published: a correction or
 * an update readers see under the item with its time, written in the site's language (the
 * field says which, for spelling checkers and screen readers); and the notes already published.
 */
export function PublicNoteFields({
  site,
  value,
  published,
  onChange,
}: {
  site: SiteLang;
  value: PublicNoteDraft;
  published: readonly Correction[];
  onChange: (value: PublicNoteDraft) => void;
}) {
  const { t, dateTime } = useI18n();
  return (
    <fieldset className="public-note" data-testid="public-note">
      <legend>{t('publicNote.title')}</legend>
      <label className="field">
        <span>{t('publicNote.kind')}</span>
        <select
          name="publicNoteKind"
          value={value.kind}
          onChange={(e) => {
            const kind = e.target.value;
            onChange({ ...value, kind: kind === 'correction' || kind === 'update' ? kind : '' });
          }}
        >
          <option value="">{t('publicNote.none')}</option>
          <option value="correction">{t('publicNote.correction')}</option>
          <option value="update">{t('publicNote.update')}</option>
        </select>
      </label>
      {value.kind ? (
        <label className="field">
          <span>{t('publicNote.text')}</span>
          <textarea
            name="publicNoteText"
            lang={siteByLang(site).locale}
            rows={3}
            required
            maxLength={PUBLIC_NOTE_MAX}
            value={value.text}
            onChange={(e) => {
              onChange({ ...value, text: e.target.value });
            }}
          />
        </label>
      ) : null}
      {value.kind ? <p className="hint">{t('publicNote.hint')}</p> : null}
      {published.length > 0 ? (
        <>
          <h3>{t('publicNote.published')}</h3>
          <ul className="public-note-list">
            {published.map((note) => (
              <li key={note.at + note.text}>
                <strong>{t(`publicNote.${note.kind}`)}</strong> <small>{dateTime(note.at)}</small>
                <p lang={siteByLang(site).locale}>{note.text}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </fieldset>
  );
}
