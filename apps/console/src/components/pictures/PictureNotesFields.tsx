import { siteByLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { usePictureLibraryIfAny } from '../../lib/pictureLibrary.tsx';
import { PictureNotesInputs } from './PictureNotesInputs.tsx';

/**
 * The library's words of a picture set in the item (cover, banner, a gallery row, a live post),
 * edited in place and saved with the item. Nothing for a picture the library does not hold.
 */
export function PictureNotesFields({
  url,
  name,
  position,
  withCaption = true,
  note = true,
}: {
  url: string;
  name: string;
  position?: number;
  withCaption?: boolean;
  /** Says the words belong to the picture wherever it is used (once per group of pictures). */
  note?: boolean;
}) {
  const { t } = useI18n();
  const library = usePictureLibraryIfAny();
  const entry = url ? library?.entry(url) : undefined;
  if (!library || !entry) return null;
  return (
    <>
      {note ? <p className="hint">{t('pictureNotes.everywhere')}</p> : null}
      <PictureNotesInputs
        notes={entry}
        name={name}
        {...(position === undefined ? {} : { position })}
        fields={withCaption ? 'all' : 'altCredit'}
        lang={siteByLang(entry.site).locale}
        onChange={(changes) => {
          library.edit(url, changes);
        }}
      />
    </>
  );
}
