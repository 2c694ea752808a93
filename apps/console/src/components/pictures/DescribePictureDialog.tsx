import { useEffect, useState } from 'react';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { libraryUrl } from '../../lib/itemPictures.ts';
import { usePictureLibraryIfAny, type PictureNotes } from '../../lib/pictureLibrary.tsx';
import { ModalDialog } from '../ModalDialog.tsx';
import { errorText, Notice } from '../Notice.tsx';
import { PictureNotesInputs } from './PictureNotesInputs.tsx';

/**
 * Alt text, caption and credit of a picture put in (or already in) an article's body, prefilled
 * from the media library and written to it before the body takes the alt text. A picture the
 * library does not hold gets alt text only: the markup is the one place it can live.
 */
export function DescribePictureDialog({
  url,
  alt,
  inserting,
  onDone,
  onClose,
  site,
}: {
  /** The site whose readers read the words: they are written in its language. */
  site?: SiteLang;
  url: string;
  /** The alt text the body has for it now. */
  alt: string;
  /** Put in the body (true), or one already there being described again. */
  inserting: boolean;
  onDone: (notes: PictureNotes) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const library = usePictureLibraryIfAny();
  const inLibrary = !!library && libraryUrl(url) !== undefined;
  const [notes, setNotes] = useState<PictureNotes>({ alt, caption: '', credit: '' });
  const [loaded, setLoaded] = useState(!inLibrary);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!library || !inLibrary) return;
    let current = true;
    library.lookup([url]).then(
      () => {
        if (!current) return;
        const entry = library.entry(url);
        // The body's own alt text wins over an empty library entry, not over a described one.
        if (entry)
          setNotes({ alt: entry.alt || alt, caption: entry.caption, credit: entry.credit });
        setLoaded(true);
      },
      (caught: unknown) => {
        if (!current) return;
        setError(errorText(caught));
        setLoaded(true);
      },
    );
    return () => {
      current = false;
    };
    // Looked up once, when the dialog opens.
  }, []);

  const held = inLibrary && library.entry(url) !== undefined;
  const apply = async (): Promise<void> => {
    const trimmed = {
      alt: notes.alt.trim(),
      caption: notes.caption.trim(),
      credit: notes.credit.trim(),
    };
    setBusy(true);
    setError('');
    try {
      if (held) await library.describe(url, trimmed);
      onDone(trimmed);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={t('describe.title')} onClose={onClose} className="describe-picture">
      {!loaded ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          {held ? (
            <p className="hint">{t('pictureNotes.everywhere')}</p>
          ) : (
            <p className="hint">{t('describe.notInLibrary')}</p>
          )}
          <PictureNotesInputs
            notes={notes}
            name="describe"
            lang={site ? siteByLang(site).locale : undefined}
            autoFocus
            fields={held ? 'all' : 'alt'}
            onChange={(changes) => {
              setNotes((before) => ({ ...before, ...changes }));
            }}
          />
          {error ? <Notice kind="error">{error}</Notice> : null}
          <div className="dialog-actions">
            <button type="submit" className="primary" disabled={busy}>
              {inserting ? t('describe.insert') : t('describe.apply')}
            </button>
            <button type="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
