import { useState } from 'react';
import type { SiteLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { uploadImage } from '../../lib/uploads.ts';
import { FileButton, IMAGE_TYPES } from '../FileButton.tsx';
import { errorText, Notice } from '../Notice.tsx';

/** A picture of the item (lead picture, cover, banner): upload, see, remove. */
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
  return (
    <div className="field image-field">
      <span>{label}</span>
      {value ? (
        <img src={value} alt="" className="thumb" />
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
    </div>
  );
}
