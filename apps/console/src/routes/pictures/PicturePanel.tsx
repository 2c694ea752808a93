import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import {
  PICTURE_ALT_MAX,
  PICTURE_CAPTION_MAX,
  PICTURE_CREDIT_MAX,
  type LibraryPicture,
} from '@news/contract/console/pictureSchemas';
import { formatFileSize } from '@news/contract/fileSize';
import { CENTRE_FOCUS, type PictureFocus } from '@news/contract/pictures';
import { siteByLang } from '@news/contract/sites';
import { Loading } from '../../components/Loading.tsx';
import { errorText, Notice } from '../../components/Notice.tsx';
import { CropPreviews } from '../../components/pictures/CropPreviews.tsx';
import { FocusPicker } from '../../components/pictures/FocusPicker.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { pictureView } from '../../lib/pictureView.ts';
import { useLoad } from '../../lib/useLoad.ts';
import {
  deletePicturesById,
  getPicturesById,
  putPicturesById,
} from '@news/contract/console/pictureEndpoints';

/** The width the large preview is shown at (the picker and the crop previews share the file). */
const PREVIEW_WIDTH = 960;

/** One picture of the library, loaded whole (lists carry only its first uses). */
export function PicturePanel({
  id,
  onSaved,
  onDeleted,
  onClose,
  onDirty,
}: {
  id: string;
  onSaved: (picture: LibraryPicture) => void;
  onDeleted: () => void;
  onClose: () => void;
  /** Whether the form holds changes not saved yet (the screen asks before throwing them away). */
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useI18n();
  const loaded = useLoad(() => api(getPicturesById, { params: { id } }), id);
  return (
    <aside className="picture-panel" aria-label={t('pictures.panel')}>
      <div className="panel-head">
        <h2>{t('pictures.panel')}</h2>
        <button type="button" onClick={onClose}>
          {t('pictures.close')}
        </button>
      </div>
      {loaded.error ? <Notice kind="error">{errorText(loaded.error)}</Notice> : null}
      {loaded.data ? (
        <PictureForm
          key={loaded.data.id}
          picture={loaded.data}
          onSaved={onSaved}
          onDeleted={onDeleted}
          onDirty={onDirty}
        />
      ) : loaded.error ? null : (
        <Loading />
      )}
    </aside>
  );
}

/** The picture's words, focal point, uses, and the way out of the library when nothing uses it. */
function PictureForm({
  picture: loaded,
  onSaved,
  onDeleted,
  onDirty,
}: {
  picture: LibraryPicture;
  onSaved: (picture: LibraryPicture) => void;
  onDeleted: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { t, lang, dateTime, number } = useI18n();
  const [picture, setPicture] = useState(loaded);
  const [alt, setAlt] = useState(loaded.alt);
  const [caption, setCaption] = useState(loaded.caption);
  const [credit, setCredit] = useState(loaded.credit);
  const [focus, setFocus] = useState<PictureFocus>({ x: loaded.focusX, y: loaded.focusY });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string }>();
  const inUseId = useId();
  const { address, src } = pictureView(picture, PREVIEW_WIDTH);
  // The words are the readers' of the picture's site, whatever language the console is in.
  const locale = siteByLang(picture.site).locale;
  const used = picture.useCount > 0;
  const dirty =
    alt !== picture.alt ||
    caption !== picture.caption ||
    credit !== picture.credit ||
    focus.x !== picture.focusX ||
    focus.y !== picture.focusY;
  useEffect(() => {
    onDirty(dirty);
  }, [dirty, onDirty]);

  const save = (event: SyntheticEvent): void => {
    event.preventDefault();
    setMessage(undefined);
    setBusy(true);
    api(putPicturesById, {
      params: { id: picture.id },
      body: { alt, caption, credit, focusX: focus.x, focusY: focus.y },
    }).then(
      (after) => {
        setBusy(false);
        // The server trims what it keeps; the form shows what readers will get.
        setPicture(after);
        setAlt(after.alt);
        setCaption(after.caption);
        setCredit(after.credit);
        setFocus({ x: after.focusX, y: after.focusY });
        setMessage({ kind: 'success', text: t('pictures.saved') });
        onSaved(after);
      },
      (caught: unknown) => {
        setBusy(false);
        setMessage({ kind: 'error', text: errorText(caught) });
      },
    );
  };

  const remove = (): void => {
    if (used || !window.confirm(t('pictures.confirmDelete'))) return;
    setMessage(undefined);
    setBusy(true);
    api(deletePicturesById, { params: { id: picture.id } }).then(
      () => {
        setBusy(false);
        onDeleted();
      },
      (caught: unknown) => {
        // Someone may have used it since the panel was loaded: the server's word is final.
        setBusy(false);
        setMessage({ kind: 'error', text: errorText(caught) });
      },
    );
  };

  return (
    <form className="picture-form" onSubmit={save}>
      <FocusPicker
        src={src}
        width={address.width}
        height={address.height}
        color={address.color}
        focus={focus}
        onFocus={setFocus}
        label={t('focus.label')}
        disabled={busy}
      />
      {/* Not a live region: the slider already speaks its value as it moves. */}
      <p className="focus-now">
        {t('focus.now', { x: focus.x, y: focus.y })}{' '}
        <button
          type="button"
          className="link-button"
          disabled={focus.x === CENTRE_FOCUS.x && focus.y === CENTRE_FOCUS.y}
          onClick={() => {
            setFocus(CENTRE_FOCUS);
          }}
        >
          {t('focus.centre')}
        </button>
      </p>
      <CropPreviews src={src} picture={address} focus={focus} />
      <p className="picture-facts">
        {t('pictures.facts', {
          width: number(picture.width),
          height: number(picture.height),
          size: formatFileSize(picture.bytes, lang),
        })}{' '}
        ·{' '}
        {picture.uploadedBy
          ? t('pictures.uploadedBy', { name: picture.uploadedBy })
          : t('pictures.uploadedBySystem')}{' '}
        · <time dateTime={picture.createdAt}>{dateTime(picture.createdAt)}</time> ·{' '}
        <a href={picture.url} target="_blank" rel="noreferrer">
          {t('pictures.open')}
        </a>
      </p>

      <NoteField
        label={t('pictures.alt')}
        hint={t('pictures.altHint', { max: PICTURE_ALT_MAX })}
        value={alt}
        onValue={setAlt}
        max={PICTURE_ALT_MAX}
        lang={locale}
        name="alt"
      />
      <NoteField
        label={t('pictures.caption')}
        hint={t('pictures.captionHint', { max: PICTURE_CAPTION_MAX })}
        value={caption}
        onValue={setCaption}
        max={PICTURE_CAPTION_MAX}
        lang={locale}
        name="caption"
        multiline
      />
      <NoteField
        label={t('pictures.creditLabel')}
        hint={t('pictures.creditHint', { max: PICTURE_CREDIT_MAX })}
        value={credit}
        onValue={setCredit}
        max={PICTURE_CREDIT_MAX}
        lang={locale}
        name="credit"
      />
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('common.save')}
        </button>
        <button
          type="button"
          className="danger"
          disabled={busy || used}
          aria-describedby={used ? inUseId : undefined}
          onClick={remove}
        >
          {t('pictures.delete')}
        </button>
        {dirty ? <span className="hint">{t('workflow.unsavedChanges')}</span> : null}
      </div>
      {used ? (
        <p className="hint" id={inUseId}>
          {t('pictures.inUse', { count: picture.useCount })}
        </p>
      ) : null}
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}

      <section className="picture-uses">
        <h3>{t('pictures.uses')}</h3>
        {picture.uses.length === 0 ? (
          <p className="empty">{t('pictures.noUses')}</p>
        ) : (
          <ul>
            {picture.uses.map((use) => (
              <li key={`${use.itemId}:${use.kind}`}>
                <Link to={`/items/${use.itemId}`} lang={locale}>
                  {use.title}
                </Link>{' '}
                <small>
                  {t(`type.${use.publishType}`)} · {t(`pictures.kind.${use.kind}`)}
                </small>
              </li>
            ))}
          </ul>
        )}
        {picture.useCount > picture.uses.length ? (
          <p className="hint">
            {t('pictures.moreUses', { count: picture.useCount - picture.uses.length })}
          </p>
        ) : null}
      </section>
    </form>
  );
}

/**
 * One of the words readers get with the picture. The hint is the field's description, not part
 * of its name, so a screen reader names the field shortly and reads the advice after it.
 */
function NoteField({
  label,
  hint,
  value,
  onValue,
  max,
  lang,
  name,
  multiline = false,
}: {
  label: string;
  hint: string;
  value: string;
  onValue: (value: string) => void;
  max: number;
  lang: string;
  name: string;
  multiline?: boolean;
}) {
  const id = useId();
  const common = {
    id,
    name,
    value,
    lang,
    maxLength: max,
    'aria-describedby': `${id}-hint`,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          onChange={(event) => {
            onValue(event.target.value);
          }}
        />
      ) : (
        <input
          {...common}
          onChange={(event) => {
            onValue(event.target.value);
          }}
        />
      )}
      <small id={`${id}-hint`}>{hint}</small>
    </div>
  );
}
