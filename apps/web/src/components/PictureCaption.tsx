import type { PictureNote } from '@news/contract/contentSchemas';

/**
 * The media library's note on the picture an image field holds, when the response carries one
 * (`pictureNotes`, issue 26). A note names the picture by its plain address, which the field
 * holds whatever its form: the address itself, the address with a focus fragment, or the JSON
 * list the provider's image fields are (so no parsing is needed to find it).
 */
export function pictureNote(
  notes: readonly PictureNote[] | undefined,
  field: string,
): PictureNote | undefined {
  return notes?.find((note) => note.url !== '' && field.includes(note.url));
}

/**
 * A picture's caption and credit, under it: the same markup the server gives body figures, so
 * one stylesheet shows them all, the credit's label ("Photo: ") included — the stylesheet's, in
 * the page's language (`--credit-label`, styles.css), since it is the page's, not the picture's.
 * Nothing when there is neither.
 */
export function PictureCaption({ caption, credit }: { caption?: string; credit?: string }) {
  if (!caption && !credit) return null;
  return (
    <figcaption>
      {caption ? <span className="caption">{caption}</span> : null}
      {caption && credit ? ' ' : null}
      {credit ? <span className="credit">{credit}</span> : null}
    </figcaption>
  );
}
