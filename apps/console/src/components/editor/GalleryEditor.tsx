import { useState } from 'react';
import type { GalleryImageInput } from '@news/contract/console/itemSchemas';
import { siteByLang, type SiteLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { thumbnailUrl } from '../../lib/itemPictures.ts';
import { usePictureLibraryIfAny } from '../../lib/pictureLibrary.tsx';
import { uploadImage } from '../../lib/uploads.ts';
import { FileButton, IMAGE_TYPES } from '../FileButton.tsx';
import { errorText, Notice } from '../Notice.tsx';
import { PictureNotesFields } from '../pictures/PictureNotesFields.tsx';
import { PicturePickerDialog } from '../pictures/PicturePickerDialog.tsx';
import { SortableList } from './SortableList.tsx';

/**
 * The pictures of a picture story or explainer: upload several or choose them from the media
 * library, caption each for this item, describe each (alt text and credit, the library's), drag
 * into order.
 */
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
  const [picking, setPicking] = useState(false);
  const library = usePictureLibraryIfAny();

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
      {images.some((image) => library?.entry(image.url)) ? (
        <p className="hint">{t('pictureNotes.everywhere')}</p>
      ) : null}
      <SortableList
        items={images}
        idOf={(image) => image.url}
        label={t('gallery.order')}
        onReorder={onChange}
        render={(image, index) => (
          <div className="gallery-row">
            <img src={thumbnailUrl(image.url)} alt="" className="thumb" />
            <label className="field">
              <span>{t('gallery.caption', { position: index + 1 })}</span>
              <textarea
                name={`caption-${String(index)}`}
                lang={siteByLang(site).locale}
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
            <PictureNotesFields
              url={image.url}
              name={`gallery-${String(index)}`}
              position={index + 1}
              withCaption={false}
              note={false}
            />
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
      <button
        type="button"
        onClick={() => {
          setPicking(true);
        }}
      >
        {t('gallery.fromLibrary')}
      </button>
      {uploading > 0 ? (
        <span role="status">{t('gallery.uploading', { count: uploading })}</span>
      ) : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      {picking ? (
        <PicturePickerDialog
          site={site}
          onClose={() => {
            setPicking(false);
          }}
          onPick={(picture) => {
            library?.remember([picture]);
            setPicking(false);
            // The same picture twice would be one row twice (rows are keyed by address).
            if (images.some((image) => image.url === picture.url)) return;
            onChange([
              ...images,
              {
                url: picture.url,
                caption: picture.caption,
                width: picture.width,
                height: picture.height,
              },
            ]);
          }}
        />
      ) : null}
    </fieldset>
  );
}
