import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { LibraryPicture } from '@news/contract/console/pictureSchemas';
import { PICTURE_LOOKUP_MAX } from '@news/contract/console/pictureSchemas';
import type { SiteLang } from '@news/contract/sites';
import { api } from './api.ts';
import { libraryUrl } from './itemPictures.ts';
import {
  getPicturesById,
  postPicturesLookup,
  putPicturesById,
} from '@news/contract/console/pictureEndpoints';

/** The words the library keeps with a picture and readers get wherever it is used. */
export interface PictureNotes {
  alt: string;
  caption: string;
  credit: string;
}

export interface PictureLibraryValue {
  /** The library's entry with this editor's unsaved words; undefined while (or when) unknown. */
  entry: (url: string) => LibraryPicture | undefined;
  /** Changes the words of a picture here; they reach the library when the item is saved. */
  edit: (url: string, changes: Partial<PictureNotes>) => void;
  /** Keeps entries the editor already has in hand (a picture chosen from the library). */
  remember: (pictures: readonly LibraryPicture[]) => void;
  /**
   * Asks the library about the addresses it was not asked about yet (all of them when `fresh`),
   * at most `PICTURE_LOOKUP_MAX` a call; resolves to the entries of the addresses asked about.
   */
  lookup: (urls: readonly string[], fresh?: boolean) => Promise<LibraryPicture[]>;
  /**
   * Saves every picture whose words changed here (of `urls` only, when given), before the item
   * or the post that uses them.
   */
  saveChanged: (urls?: readonly string[]) => Promise<void>;
  /** Saves one picture's words at once (a body picture described while it is inserted). */
  describe: (url: string, notes: PictureNotes) => Promise<LibraryPicture | undefined>;
  /** Some picture's words changed here and are not saved yet. */
  dirty: boolean;
}

const PictureLibraryContext = createContext<PictureLibraryValue | undefined>(undefined);

const sameNotes = (a: PictureNotes, b: PictureNotes): boolean =>
  a.alt === b.alt && a.caption === b.caption && a.credit === b.credit;

/** Gives the item's editor's fields and dialogs the library's words (`usePictureLibraryStore`). */
export function PictureLibraryProvider({
  value,
  children,
}: {
  value: PictureLibraryValue;
  children: ReactNode;
}) {
  return <PictureLibraryContext.Provider value={value}>{children}</PictureLibraryContext.Provider>;
}

/**
 * The media library's words for the pictures of the item being edited, of `site` (undefined
 * until the item is loaded): looked up once per address, edited in the item's form, saved to the
 * library when the item is saved. The words belong to the picture, not to the item, so every
 * item that uses it changes with them.
 */
export function usePictureLibraryStore(site: SiteLang | undefined): PictureLibraryValue {
  // The entries as the library has them, the editor's changes beside them, and the addresses
  // already asked about; kept in a ref so the async calls see the latest, `version` re-renders.
  const store = useRef({
    known: new Map<string, LibraryPicture>(),
    edits: new Map<string, PictureNotes>(),
    asked: new Set<string>(),
  });
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => {
    setVersion((v) => v + 1);
  }, []);
  // Another site's library holds other entries (and other words) for the same address.
  const storeSite = useRef(site);
  if (storeSite.current !== site) {
    storeSite.current = site;
    store.current = { known: new Map(), edits: new Map(), asked: new Set() };
  }

  const remember = useCallback(
    (pictures: readonly LibraryPicture[]) => {
      for (const picture of pictures) {
        store.current.known.set(picture.url, picture);
        store.current.asked.add(picture.url);
      }
      changed();
    },
    [changed],
  );

  const lookup = useCallback(
    async (urls: readonly string[], fresh = false): Promise<LibraryPicture[]> => {
      const { asked, known } = store.current;
      const wanted = [...new Set(urls.map(libraryUrl).filter((url) => url !== undefined))];
      if (!site) return [];
      const ask = fresh ? wanted : wanted.filter((url) => !asked.has(url));
      for (const url of ask) asked.add(url);
      try {
        for (let start = 0; start < ask.length; start += PICTURE_LOOKUP_MAX) {
          const { items } = await api(postPicturesLookup, {
            body: { site, urls: ask.slice(start, start + PICTURE_LOOKUP_MAX) },
          });
          remember(items);
        }
      } catch (error) {
        // Asked again next time rather than never.
        for (const url of ask) asked.delete(url);
        throw error;
      }
      return wanted.map((url) => known.get(url)).filter((entry) => entry !== undefined);
    },
    [site, remember],
  );

  /** Writes words to the library, keeping the focal point it holds now (set elsewhere, maybe). */
  const write = useCallback(
    async (known: LibraryPicture, notes: PictureNotes): Promise<LibraryPicture> => {
      const current = await api(getPicturesById, { params: { id: known.id } });
      const saved = await api(putPicturesById, {
        params: { id: known.id },
        body: { ...notes, focusX: current.focusX, focusY: current.focusY },
      });
      store.current.known.set(saved.url, saved);
      const edited = store.current.edits.get(saved.url);
      if (edited && sameNotes(edited, notes)) store.current.edits.delete(saved.url);
      changed();
      return saved;
    },
    [changed],
  );

  return useMemo<PictureLibraryValue>(() => {
    const { known, edits } = store.current;
    const pending = (): [LibraryPicture, PictureNotes][] =>
      [...edits]
        .map(([url, notes]) => [known.get(url), notes] as const)
        .filter((pair): pair is [LibraryPicture, PictureNotes] => {
          const [entry, notes] = pair;
          return entry !== undefined && !sameNotes(entry, notes);
        });
    return {
      entry: (url) => {
        const plain = libraryUrl(url);
        const entry = plain === undefined ? undefined : known.get(plain);
        if (!entry) return undefined;
        const notes = edits.get(entry.url);
        return notes ? { ...entry, ...notes } : entry;
      },
      edit: (url, changes) => {
        const plain = libraryUrl(url);
        const entry = plain === undefined ? undefined : known.get(plain);
        if (!entry) return;
        const before = edits.get(entry.url) ?? {
          alt: entry.alt,
          caption: entry.caption,
          credit: entry.credit,
        };
        edits.set(entry.url, { ...before, ...changes });
        changed();
      },
      remember,
      lookup,
      saveChanged: async (urls) => {
        const only = urls && new Set(urls.map(libraryUrl));
        for (const [entry, notes] of pending())
          if (!only || only.has(entry.url)) await write(entry, notes);
      },
      describe: async (url, notes) => {
        const plain = libraryUrl(url);
        const entry = plain === undefined ? undefined : known.get(plain);
        return entry ? write(entry, notes) : undefined;
      },
      dirty: pending().length > 0,
    };
    // `version` is how a change of the store shows; `site` replaces the store.
  }, [site, remember, lookup, write, changed, version]);
}

/** The library's words of the item being edited, or undefined outside an item's editor. */
export function usePictureLibraryIfAny(): PictureLibraryValue | undefined {
  return useContext(PictureLibraryContext);
}

export function usePictureLibrary(): PictureLibraryValue {
  const value = useContext(PictureLibraryContext);
  if (!value) throw new Error('usePictureLibrary outside PictureLibraryProvider');
  return value;
}
