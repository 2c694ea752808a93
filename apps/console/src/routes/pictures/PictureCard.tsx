import type { LibraryPicture } from '@news/contract/console/pictureSchemas';
import { siteByLang } from '@news/contract/sites';
import { useI18n } from '../../i18n/I18n.tsx';
import { pictureView } from '../../lib/pictureView.ts';

/** The width thumbnails are shown at: the smallest rendition every processed picture has. */
const THUMB_WIDTH = 320;

/**
 * One picture of the library's grid: its thumbnail (box reserved and painted in its colour while
 * it loads), its description or the lack of one, credit, who brought it in, when, and its uses.
 */
export function PictureCard({
  picture,
  selected,
  onSelect,
}: {
  picture: LibraryPicture;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t, dateTime } = useI18n();
  const { address, src } = pictureView(picture, THUMB_WIDTH);
  const locale = siteByLang(picture.site).locale;
  return (
    <li className={selected ? 'picture-card selected' : 'picture-card'}>
      {/* The button is named by the description, so a screen reader hears the picture once. */}
      <button type="button" className="picture-pick" aria-pressed={selected} onClick={onSelect}>
        <img
          src={src}
          width={address.width}
          height={address.height}
          alt=""
          loading="lazy"
          style={{ backgroundColor: address.color }}
        />
        {picture.alt ? (
          <span className="picture-alt" lang={locale}>
            {picture.alt}
          </span>
        ) : (
          <span className="picture-alt missing">{t('pictures.noAlt')}</span>
        )}
      </button>
      <ul className="picture-meta">
        <li lang={picture.credit ? locale : undefined}>
          {picture.credit
            ? t('pictures.credit', { credit: picture.credit })
            : t('pictures.noCredit')}
        </li>
        <li>
          {picture.uploadedBy
            ? t('pictures.uploadedBy', { name: picture.uploadedBy })
            : t('pictures.uploadedBySystem')}
        </li>
        <li>
          <time dateTime={picture.createdAt}>{dateTime(picture.createdAt)}</time>
        </li>
        <li className={picture.useCount === 0 ? 'unused' : undefined}>
          {t('pictures.useCount', { count: picture.useCount })}
        </li>
      </ul>
    </li>
  );
}
