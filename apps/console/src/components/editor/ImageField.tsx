import { useId, useState } from 'react';
import type { SiteLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { thumbnailUrl } from '../../lib/itemPictures.ts';
import { usePictureLibraryIfAny } from '../../lib/pictureLibrary.tsx';
import { uploadImage } from '../../lib/uploads.ts';
import { FileButton, IMAGE_TYPES } from '../FileButton.tsx';
import { errorText, Notice } from '../Notice.tsx';
import { PictureNotesFields } from '../pictures/PictureNotesFields.tsx';
import { PicturePickerDialog } from '../pictures/PicturePickerDialog.tsx';

/**
 * A picture of the item (lead picture, cover, banner): upload one or choose one from the media
 * library, see it, describe it (in an item's editor), remove it.
 */
export function ImageField({
  label,
  site,
  value,
  onChange,
  name,
}: {
  label: string;
  site: SiteLang;
  value: string;
  onChange: (url: string) => void;
  name: string;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [picking, setPicking] = useState(false);
  const library = usePictureLibraryIfAny();
  const labelId = useId();
  return (
    <div className="field image-field" role="group" aria-labelledby={labelId}>
      <span id={labelId}>{label}</span>
      {value ? (
        <img src={thumbnailUrl(value)} alt="" className="thumb" />
      ) : (
        <p className="hint">{t('image.none')}</p>
      )}
      <div className="actions">
        <FileButton
          label={value ? t('image.replace') : t('image.upload')}
          name={name}
          accept={IMAGE_TYPES}
          disabled={busy}
          onFiles={([file]) => {
            if (!file) return;
            setBusy(true);
            setError('');
            uploadImage(site, file)
              .then((uploaded) => {
                onChange(uploaded.url);
              })
              .catch((caught: unknown) => {
                setError(errorText(caught));
              })
              .finally(() => {
                setBusy(false);
              });
          }}
        />
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            setPicking(true);
          }}
        >
          {t('image.fromLibrary')}
        </button>
        {value ? (
          <button
            type="button"
            onClick={() => {
              onChange('');
            }}
          >
            {t('image.remove')}
          </button>
        ) : null}
        {busy ? <span role="status">{t('image.uploading')}</span> : null}
      </div>
      {error ? <Notice kind="error">{error}</Notice> : null}
      <PictureNotesFields url={value} name={name} />
      {picking ? (
        <PicturePickerDialog
          site={site}
          onClose={() => {
            setPicking(false);
          }}
          onPick={(picture) => {
            library?.remember([picture]);
            setPicking(false);
            onChange(picture.url);
          }}
        />
      ) : null}
    </div>
  );
}
