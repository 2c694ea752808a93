import { useId } from 'react';
import {
  PICTURE_ALT_MAX,
  PICTURE_CAPTION_MAX,
  PICTURE_CREDIT_MAX,
} from '@news/contract/console/pictureSchemas';
import { useI18n } from '../../i18n/I18n.tsx';
import type { PictureNotes } from '../../lib/pictureLibrary.tsx';

/**
 * The words of one picture: alt text (asked for, with what it is for), caption and credit.
 * `position` names the picture in labels where several are on show (a gallery's rows).
 */
export function PictureNotesInputs({
  notes,
  onChange,
  name,
  position,
  fields = 'all',
  autoFocus = false,
  lang,
}: {
  notes: PictureNotes;
  onChange: (changes: Partial<PictureNotes>) => void;
  /** Prefix of the inputs' names, unique in the form. */
  name: string;
  position?: number;
  /** Which to ask: all three, alt text and credit (a gallery row has its own caption), alt only. */
  fields?: 'all' | 'altCredit' | 'alt';
  /** Focus the alt text when shown (the first thing a dialog asks). */
  autoFocus?: boolean;
  /** The BCP 47 tag of the site whose readers read these words. */
  lang?: string | undefined;
}) {
  const { t } = useI18n();
  const altId = useId();
  const hintId = useId();
  return (
    <div className="picture-notes">
      <div className="field">
        <label htmlFor={altId} className="field-label">
          {position === undefined ? t('pictureNotes.alt') : t('pictureNotes.altOf', { position })}
          <em className="asked" aria-hidden="true">
            {' '}
            {t('pictureNotes.asked')}
          </em>
        </label>
        <input
          lang={lang}
          id={altId}
          name={`${name}Alt`}
          value={notes.alt}
          maxLength={PICTURE_ALT_MAX}
          aria-required="true"
          aria-describedby={hintId}
          data-picture-alt=""
          {...(autoFocus ? { 'data-autofocus': '', autoFocus: true } : {})}
          onChange={(event) => {
            onChange({ alt: event.target.value });
          }}
        />
        <small id={hintId}>{t('pictureNotes.altHint')}</small>
      </div>
      {fields === 'all' ? (
        <label className="field">
          <span>{t('pictureNotes.caption')}</span>
          <textarea
            lang={lang}
            name={`${name}Caption`}
            rows={2}
            value={notes.caption}
            maxLength={PICTURE_CAPTION_MAX}
            onChange={(event) => {
              onChange({ caption: event.target.value });
            }}
          />
        </label>
      ) : null}
      {fields === 'alt' ? null : (
        <label className="field">
          <span>
            {position === undefined
              ? t('pictureNotes.credit')
              : t('pictureNotes.creditOf', { position })}
          </span>
          <input
            lang={lang}
            name={`${name}Credit`}
            value={notes.credit}
            maxLength={PICTURE_CREDIT_MAX}
            onChange={(event) => {
              onChange({ credit: event.target.value });
            }}
          />
        </label>
      )}
    </div>
  );
}
