import type { PictureNote } from '@news/contract/contentSchemas';
import { pictureAddress, plainPictureUrl, withFocus } from '@news/contract/pictures';
import type { BodyPictureNote } from '../../content/sanitizeBody.ts';
import type { PictureNoteRow } from '../../repositories/PictureNotesRepository.ts';

const PICTURE_PATH = '/media/pictures/';

/** Whether a stored focus is one an address may carry (the contract parses 0–100 only). */
function isFocus(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 100;
}

/**
 * The addresses an image field holds: JSON text of a list of `{url}` (the provider's shape), or
 * none. Fields without a processed picture are not parsed at all: most lists hold none.
 */
export function imageFieldUrls(field: string): string[] {
  if (!field.includes(PICTURE_PATH)) return [];
  let list: unknown;
  try {
    list = JSON.parse(field);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    Object.hasOwn(entry, 'url') &&
    typeof (entry as { url: unknown }).url === 'string'
      ? [(entry as { url: string }).url]
      : [],
  );
}

/**
 * The addresses a picture field holds, whichever way it holds them: an image field's JSON text
 * (covers, banners) or a plain address (a live post's picture).
 */
export function pictureFieldUrls(value: string): string[] {
  if (value.startsWith('[')) return imageFieldUrls(value);
  return value.includes(PICTURE_PATH) ? [value] : [];
}

/** The addresses of the items' image fields (`img`), for one lookup for a whole list. */
export function itemPictureUrls(items: readonly { img: string }[]): string[] {
  return items.flatMap((item) => imageFieldUrls(item.img));
}

/** The processed pictures among `urls`, without focus fragments or repeats: what is looked up. */
export function processedPictureUrls(urls: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const url of urls)
    if (url.includes(PICTURE_PATH) && pictureAddress(url)) found.add(plainPictureUrl(url));
  return [...found];
}

/**
 * What the media library holds for the pictures of one response (issue 26), looked up once:
 * addresses gain the focal point as a fragment, and the notes (alt, caption, credit) are at hand
 * for the response's picture notes and its body.
 */
export class PictureLookup {
  /** Nothing to look up: every address stays as it is. */
  static readonly EMPTY = new PictureLookup([]);

  readonly #rows: ReadonlyMap<string, PictureNoteRow>;

  constructor(rows: readonly PictureNoteRow[]) {
    this.#rows = new Map(rows.map((row) => [row.url, row]));
  }

  /** The address with the library's focal point, when it has one away from the centre. */
  focus(url: string): string {
    const row = this.#rows.get(plainPictureUrl(url));
    if (!row || !isFocus(row.focus_x) || !isFocus(row.focus_y)) return url;
    return withFocus(url, { x: row.focus_x, y: row.focus_y });
  }

  /** An image field (JSON text of `[{url}]`) with focal points; unchanged text when none apply. */
  field(field: string): string {
    const urls = imageFieldUrls(field);
    if (!urls.some((url) => this.focus(url) !== url)) return field;
    const list = JSON.parse(field) as unknown[];
    return JSON.stringify(
      list.map((entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { url?: unknown }).url === 'string'
          ? { ...entry, url: this.focus((entry as { url: string }).url) }
          : entry,
      ),
    );
  }

  /** A picture field as `pictureFieldUrls` reads it, with focal points. */
  any(value: string): string {
    return value.startsWith('[') ? this.field(value) : this.focus(value);
  }

  /** A content item (or anything with an image field `img`) with its cover's focal point. */
  item<T extends { img: string }>(item: T): T {
    const img = this.field(item.img);
    return img === item.img ? item : { ...item, img };
  }

  /** What the library says of a picture, found by its address (with or without a fragment). */
  note(url: string): PictureNote | undefined {
    const plain = plainPictureUrl(url);
    const row = this.#rows.get(plain);
    return row ? { url: plain, alt: row.alt, caption: row.caption, credit: row.credit } : undefined;
  }

  /** The notes for these addresses that the library has, once each, in their order. */
  notes(urls: Iterable<string>): PictureNote[] {
    const seen = new Set<string>();
    const notes: PictureNote[] = [];
    for (const url of urls) {
      const note = this.note(url);
      if (note && !seen.has(note.url)) {
        seen.add(note.url);
        notes.push(note);
      }
    }
    return notes;
  }

  /**
   * A response's `pictureNotes` for these addresses: absent when the library describes none of
   * them, as from a server before the library (clients already treat the two alike), so a
   * response without described pictures is as small as before.
   */
  notesField(urls: Iterable<string>): { pictureNotes?: PictureNote[] } {
    const notes = this.notes(urls);
    return notes.length > 0 ? { pictureNotes: notes } : {};
  }

  /** The notes as the body's enrichment asks for them (`sanitizeBodyForReaders`). */
  readonly bodyNotes = (url: string): BodyPictureNote | undefined => this.note(url);
}
