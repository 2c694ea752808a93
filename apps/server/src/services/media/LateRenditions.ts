import { LATE_PICTURE_WIDTHS, PICTURE_SOURCE_NAME } from '../../upload/PicturePipeline.ts';
import type { PicturePipeline } from '../../upload/PicturePipeline.ts';
import type { MediaStore } from '../../upload/MediaStore.ts';

/** `/media/pictures/<hash>/w<N>.<jpg|webp>`: a rendition of a processed picture. */
const RENDITION_PATH = /^\/media\/pictures\/([0-9a-f]{32})\/w(\d{3,4})\.(jpg|webp)$/;

/** How many folders are remembered as holding their late renditions (so they are not read again). */
const KNOWN_MAX = 10_000;

export type LateRenditionAnswer = 'stored' | 'notLate' | 'busy' | 'missing';

/**
 * Makes the renditions at widths the ladder gained after a picture was stored (docs/adr/0024),
 * the first time one is asked for: readers' `srcset`s are computed from the address alone, so
 * they offer every width of today's ladder, older pictures included. Only those widths, only for
 * folders that hold a source, at most once per folder and width (it is then a stored file like
 * any other), on the pipeline's bounded slots — a stranger cannot make it do more than that.
 */
export class LateRenditions {
  /** `<hash>/w<N>` known to be stored: the common case costs no read of the store. */
  readonly #known = new Set<string>();
  /**
   * `<hash>/w<N>` found to be no rendition of the picture's ladder (too narrow a picture): it
   * took a decode to find, which a stranger asking again must not make the server do again.
   */
  readonly #absent = new Set<string>();
  /** Renditions being made now, so that a burst of readers makes each once. */
  readonly #making = new Map<string, Promise<LateRenditionAnswer>>();

  constructor(
    private readonly media: MediaStore,
    private readonly pipeline: PicturePipeline,
  ) {}

  /**
   * Before `path` is served: makes and stores it when it is a late rendition not stored yet.
   * `notLate` for every other path (served, or not found, as usual); `missing` when there is no
   * such picture or its ladder has no such width.
   */
  async ensure(path: string): Promise<LateRenditionAnswer> {
    const match = RENDITION_PATH.exec(path);
    if (!match) return 'notLate';
    const [, hash = '', width = '', format = ''] = match;
    if (!LATE_PICTURE_WIDTHS.includes(Number(width))) return 'notLate';
    const key = `${hash}/w${width}`;
    if (this.#known.has(key)) return 'stored';
    if (this.#absent.has(key)) return 'missing';
    const pending = this.#making.get(key);
    if (pending) return pending;
    const making = this.#settle(key, hash, Number(width), format);
    this.#making.set(key, making);
    try {
      return await making;
    } finally {
      this.#making.delete(key);
    }
  }

  /** Makes it, and remembers what it found: stored, or no width of the picture's ladder. */
  async #settle(
    key: string,
    hash: string,
    width: number,
    format: string,
  ): Promise<LateRenditionAnswer> {
    const answer = await this.#make(hash, width, format);
    if (answer === 'stored') this.#remember(this.#known, key);
    if (answer !== 'notInLadder') return answer;
    this.#remember(this.#absent, key);
    return 'missing';
  }

  async #make(
    hash: string,
    width: number,
    format: string,
  ): Promise<LateRenditionAnswer | 'notInLadder'> {
    const folder = `/media/pictures/${hash}/`;
    if (await this.media.read(`${folder}w${String(width)}.${format}`)) return 'stored';
    const source = await this.media.read(`${folder}${PICTURE_SOURCE_NAME}`);
    if (!source) return 'missing';
    const made = await this.pipeline.renditionsAt(source, width);
    if (!made.ok) return made.problem === 'notImage' ? 'missing' : made.problem;
    await this.media.addToFolder(folder, made.files);
    return 'stored';
  }

  #remember(set: Set<string>, key: string): void {
    if (set.size >= KNOWN_MAX) {
      // Oldest first: a Set iterates in insertion order.
      const oldest = set.values().next();
      if (!oldest.done) set.delete(oldest.value);
    }
    set.add(key);
  }
}
