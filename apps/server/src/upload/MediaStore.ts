/** Where every stored file is served from: `/media/<folder>/...`. */
export const MEDIA_URL_PREFIX = '/media/';

/** One file of a set stored together (`putFolder`), by its name inside the set's folder. */
export interface MediaFile {
  /** A relative path such as `index.m3u8` or `720p/segment-001.ts`. */
  name: string;
  bytes: Uint8Array;
}

/**
 * Where uploads and generated media are kept (served by the `ServedMediaStore` the store also
 * is, at the HTTP edge): a directory
 * (`DirectoryMediaStore`, the default; in a cluster a volume every instance mounts) or
 * PostgreSQL itself for small files (`PostgresMediaStore`, `MEDIA_STORE=postgres`). Every
 * instance behind a balancer must use the same one, so that a file stored through one is served
 * by all (docs/adr/0011).
 *
 * Names come from the content: the first 128 bits of the bytes' SHA-256, in hex. A stored file
 * therefore never changes at its address and is served as immutable (cached for a year), storing
 * the same bytes twice gives the same address, and a name says nothing about who uploaded it.
 *
 * Folders are fixed names chosen by the server, never by a request: lower-case letters, digits,
 * `-` and `_`, nested with `/` (`uploads`, `seed`, `video/hls`). `demo` and `live` are taken by
 * the committed demo media and the live playlist.
 *
 * For producers of many files at once (a video transcoded to HLS: a playlist and its segments
 * that refer to each other by relative name), `putFolder` stores the set under one folder named
 * after all of it, so the playlist's relative links keep working and the set is immutable too.
 */
export interface MediaStore {
  /** The largest single file this store takes; `put` and `putFolder` refuse larger ones. */
  readonly maxFileBytes: number;
  /**
   * Stores `bytes` as `<folder>/<hh>/<hash>.<extension>` (hh: the hash's first two digits, so no
   * directory grows past a few thousand files) and resolves to its public path,
   * e.g. `/media/uploads/3f/3fa1…c2.png`. The extension is 1–8 lower-case letters or digits.
   */
  put(bytes: Uint8Array, extension: string, folder: string): Promise<string>;
  /**
   * Stores the files as `<folder>/<hash>/<name>` (hash of every name and its bytes) and resolves
   * to the set's public folder path with its trailing slash, e.g. `/media/video/9c…01/`: a
   * file's address is that path followed by its name. Names are relative paths of letters,
   * digits, `.`, `-` and `_` segments. All or nothing: a set is visible only once it is whole.
   */
  putFolder(files: readonly MediaFile[], folder: string): Promise<string>;
  /**
   * Adds files to a set already stored (`putFolder`'s answer): files made later from the set,
   * such as a picture's crops around a new focal point. Each must have a name the set does not
   * hold yet with other bytes — names are never reused for new bytes, so what a cache holds stays
   * right; a name already there is left as it is. Each file appears whole or not at all. Refuses
   * (throws) when there is no such set.
   */
  addToFolder(publicFolderPath: string, files: readonly MediaFile[]): Promise<void>;
  /** The bytes served at a public path (`/media/...`), or undefined when there are none. */
  read(publicPath: string): Promise<Buffer | undefined>;
  /**
   * Deletes the single file at a public path (`put`'s answer); nothing when there is none. Only
   * for files nothing refers to any more (readers' unused uploads): addresses are otherwise
   * immutable.
   */
  remove(publicPath: string): Promise<void>;
  /**
   * Deletes the set at a public folder path (`putFolder`'s answer, trailing slash or not) and
   * answers the files it held, so that a caller that finds it removed one too early can put it
   * back; none when there is no such set. Only for sets nothing refers to any more (a reader's
   * unused picture).
   */
  removeFolder(publicFolderPath: string): Promise<MediaFile[]>;
}
