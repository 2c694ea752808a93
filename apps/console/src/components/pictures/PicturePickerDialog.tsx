import { useEffect, useState } from 'react';
import type { LibraryPicturePage, LibraryPicture } from '@news/contract/console/pictureSchemas';
import type { SiteLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { api } from '../../lib/api.ts';
import { thumbnailUrl } from '../../lib/itemPictures.ts';
import { ModalDialog } from '../ModalDialog.tsx';
import { errorText, Notice } from '../Notice.tsx';
import { Pager } from '../Pager.tsx';
import { getPictures } from '@news/contract/console/pictureEndpoints';

const PAGE_SIZE = 24;

/**
 * The site's media library to choose a picture from, by words and page: the picture chosen is
 * used again at its address, with no new upload.
 */
export function PicturePickerDialog({
  site,
  onPick,
  onClose,
}: {
  site: SiteLang;
  onPick: (picture: LibraryPicture) => void;
  onClose: () => void;
}) {
  const { t, number } = useI18n();
  const [words, setWords] = useState('');
  const [asked, setAsked] = useState({ q: '', pageNo: 1 });
  const [page, setPage] = useState<LibraryPicturePage | undefined>(undefined);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    setError('');
    const query = new URLSearchParams({
      site,
      pageNo: String(asked.pageNo),
      pageSize: String(PAGE_SIZE),
    });
    if (asked.q) query.set('q', asked.q);
    api(getPictures, { query }).then(
      (answer) => {
        if (current) setPage(answer);
      },
      (caught: unknown) => {
        if (current) setError(errorText(caught));
      },
    );
    return () => {
      current = false;
    };
  }, [site, asked]);

  const search = (): void => {
    setAsked({ q: words.trim(), pageNo: 1 });
  };

  return (
    <ModalDialog title={t('picturePicker.title')} onClose={onClose} className="picture-picker">
      <div className="picker-search">
        <label>
          <span>{t('picturePicker.words')}</span>
          <input
            type="search"
            name="pictureWords"
            data-autofocus=""
            value={words}
            onChange={(event) => {
              setWords(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                search();
              }
            }}
          />
        </label>
        <button type="button" onClick={search}>
          {t('picker.search')}
        </button>
      </div>
      {error ? <Notice kind="error">{error}</Notice> : null}
      {!page && !error ? <p role="status">{t('common.loading')}</p> : null}
      {page ? (
        <>
          {page.rows.length === 0 ? <p>{t('picturePicker.none')}</p> : null}
          <ul className="picker-grid">
            {page.rows.map((picture) => (
              <li key={picture.id}>
                <button
                  type="button"
                  className="picture-choice"
                  onClick={() => {
                    onPick(picture);
                  }}
                >
                  <img src={thumbnailUrl(picture.url)} alt="" loading="lazy" />
                  <span>
                    {picture.alt ||
                      picture.caption ||
                      t('picturePicker.undescribed', {
                        width: number(picture.width),
                        height: number(picture.height),
                      })}
                  </span>
                  {picture.credit ? <small>{picture.credit}</small> : null}
                </button>
              </li>
            ))}
          </ul>
          <Pager
            pageNo={page.pageNo}
            pageSize={page.pageSize}
            total={page.total}
            onPage={(pageNo) => {
              setAsked((before) => ({ ...before, pageNo }));
            }}
          />
        </>
      ) : null}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
