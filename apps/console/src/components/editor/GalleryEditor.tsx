import { useState } from 'react';
import type { GalleryImageInput } from '@news/contract/console/itemSchemas';
import type { SiteLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { uploadImage } from '../../lib/uploads.ts';
import { FileButton, IMAGE_TYPES } from '../FileButton.tsx';
import { errorText, Notice } from '../Notice.tsx';
import { SortableList } from './SortableList.tsx';

/** The pictures of a picture story or explainer: upload several, caption each, drag into order. */
export function GalleryEditor({
  site,
  images,
  onChange,
}: {
  site: SiteLang;
  images: readonly GalleryImageInput[];
  onChange: (images: GalleryImageInput[]) => void;
}) {
  const { t } = useI18n();
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState('');

  const add = async (files: File[]): Promise<void> => {
    setError('');
    setUploading(files.length);
    const added: GalleryImageInput[] = [];
    for (const file of files) {
      try {
        const uploaded = await uploadImage(site, file);
        added.push({
          url: uploaded.url,
          caption: '',
          width: uploaded.width,
          height: uploaded.height,
        });
      } catch (caught) {
        setError(`${file.name}: ${errorText(caught)}`);
      }
      setUploading((n) => n - 1);
    }
    onChange([...images, ...added]);
  };

  return (
    <fieldset className="gallery-editor">
      <legend>{t('gallery.title', { count: images.length })}</legend>
      <SortableList
        items={images}
        idOf={(image) => image.url}
        label={t('gallery.order')}
        onReorder={onChange}
        render={(image, index) => (
          <div className="gallery-row">
            <img src={image.url} alt="" className="thumb" />
            <label className="field">
              <span>{t('gallery.caption', { position: index + 1 })}</span>
              <textarea
                name={`caption-${String(index)}`}
                rows={2}
                value={image.caption}
                onChange={(event) => {
                  onChange(
                    images.map((img, i) =>
                      i === index ? { ...img, caption: event.target.value } : img,
                    ),
                  );
                }}
              />
            </label>
            <button
              type="button"
              onClick={() => {
                onChange(images.filter((_, i) => i !== index));
              }}
            >
              {t('common.remove')}
            </button>
          </div>
        )}
      />
      <FileButton
        label={t('gallery.add')}
        name="galleryImages"
        accept={IMAGE_TYPES}
        multiple
        onFiles={(files) => void add(files)}
      />
      {uploading > 0 ? (
        <span role="status">{t('gallery.uploading', { count: uploading })}</span>
      ) : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
    </fieldset>
  );
}
