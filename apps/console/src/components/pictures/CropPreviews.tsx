import { focusPosition, type PictureAddress, type PictureFocus } from '@news/contract/pictures';
import { useI18n } from '../../i18n/I18n.tsx';

/**
 * The shapes readers get the picture in: the apps' cards (16:9, 4:3, 1:1) crop in the browser
 * around the point, and the share card is the server's 1.91:1 crop around the same point.
 */
const SHAPES = [
  { name: 'c16x9', ratio: '16 / 9' },
  { name: 'c4x3', ratio: '4 / 3' },
  { name: 'c1x1', ratio: '1 / 1' },
  { name: 'og', ratio: '1200 / 630' },
] as const;

/**
 * What the crops look like with the point as it is now, before it is saved: each shape is the
 * picture in a box of that shape with `object-fit: cover`, positioned as readers' apps position
 * it (`focusPosition` from the contract).
 */
export function CropPreviews({
  src,
  picture,
  focus,
}: {
  /** A rendition large enough for the previews. */
  src: string;
  /** The picture's address as parsed (its colour paints the boxes while they load). */
  picture: PictureAddress;
  focus: PictureFocus;
}) {
  const { t } = useI18n();
  const position = focusPosition({ ...picture, focus });
  return (
    <div className="crop-previews" aria-label={t('focus.previews')} role="group">
      {SHAPES.map((shape) => (
        <figure key={shape.name} className={`crop-preview crop-${shape.name}`}>
          <img
            src={src}
            alt=""
            data-testid={`crop-${shape.name}`}
            style={{
              aspectRatio: shape.ratio,
              objectFit: 'cover',
              objectPosition: position,
              backgroundColor: picture.color,
            }}
          />
          <figcaption>{t(`focus.crop.${shape.name}`)}</figcaption>
        </figure>
      ))}
    </div>
  );
}
