/**
 * How wide each use of a picture is drawn, as `sizes` attributes: the browser picks the smallest
 * rendition that fills that width at the screen's pixel density. The app is a column at most
 * 480 CSS pixels wide (`.app` in styles.css), full width on a phone; the figures follow the CSS of
 * each use, and must change with it.
 */

/** The column's full width: the home banner, a lead picture, a topic's banner, a live cover. */
export const PAGE_SIZES = '(max-width: 480px) 100vw, 480px';

/**
 * The column less 12 px each side: figures and body pictures (`figure`, `.detail-body`), live
 * and topic cards (`.card-button` padding), live posts' pictures.
 */
export const INSET_SIZES = '(max-width: 480px) calc(100vw - 24px), 456px';

/** A feed card's or a playlist entry's thumbnail (`.card-image`, `.playlist-thumb`). */
export const THUMBNAIL_SIZES = '112px';

/** The home-screen popup's card (`.popup-card`: 78 % of the screen, at most 340 px). */
export const POPUP_SIZES = '(max-width: 436px) 78vw, 340px';
