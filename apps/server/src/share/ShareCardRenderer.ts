import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { SiteLang } from '@news/contract/sites';
import { DEMO_MEDIA_PREFIX } from '../media/mediaPaths.ts';
import { MEDIA_URL_PREFIX, type MediaStore } from '../upload/MediaStore.ts';
import { shareCardSvg } from './shareCardLayout.ts';

/** Pictures larger than this are not put on a card (a card is 1200 × 630). */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

const PICTURE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** Where Debian's fonts-noto-cjk puts its fonts: they cover every site's script. */
const FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];

export interface ShareCardInput {
  lang: SiteLang;
  id: string;
  version: string;
  title: string;
  siteName: string;
  /** The item's picture URL as the API gives it ('' for none). */
  picture: string;
}

/**
 * Share cards — the item's title over its picture, with the site's name — rendered to PNG with
 * resvg for link previews of items whose picture is not JPEG, PNG or WebP. Each card is made once
 * per version and kept on disk, so a crawler's fetch costs a file read. The cards are this
 * instance's own cache, not shared media: made from the database and the media store alone, the
 * same card comes out of every instance that is asked for it.
 */
export class ShareCardRenderer {
  readonly #cardsDir: string;
  readonly #fonts: string[];

  constructor(
    dataDir: string,
    private readonly demoMediaDir: string,
    private readonly media: MediaStore,
  ) {
    this.#cardsDir = join(dataDir, 'cards');
    this.#fonts = FONT_FILES.filter((file) => existsSync(file));
  }

  /** The card's PNG bytes, rendered the first time this version is asked for. */
  async card(input: ShareCardInput): Promise<Buffer> {
    const file = join(this.#cardsDir, `${input.lang}-${input.id}-${input.version}.png`);
    if (existsSync(file)) return readFileSync(file);
    const png = await this.render(input);
    mkdirSync(this.#cardsDir, { recursive: true });
    // Written whole or not at all: a crawler must never be sent half a file.
    const partial = `${file}.${String(process.pid)}.tmp`;
    writeFileSync(partial, png);
    renameSync(partial, file);
    return png;
  }

  async render(input: ShareCardInput): Promise<Buffer> {
    const svg = shareCardSvg({
      lang: input.lang,
      title: input.title,
      siteName: input.siteName,
      picture: await this.#pictureDataUri(input.picture),
    });
    // The renderer (a native module of a few MB) is loaded when the first card is made.
    const { Resvg } = await import('@resvg/resvg-js');
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'original' },
      font: {
        fontFiles: this.#fonts,
        // Without Debian's CJK fonts, whatever the system has.
        loadSystemFonts: this.#fonts.length === 0,
        defaultFontFamily: 'Noto Sans CJK SC',
      },
    });
    return resvg.render().asPng();
  }

  /**
   * The picture as a data URI when it is one of this server's own files (demo media, generated
   * pictures, uploads); other hosts are not fetched, and the card then shows the site's colour.
   */
  async #pictureDataUri(url: string): Promise<string> {
    const path = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/, 1)[0] ?? '';
    const type = PICTURE_TYPES[extname(path).toLowerCase()];
    if (!type) return '';
    let bytes: Buffer | undefined;
    if (path.startsWith(DEMO_MEDIA_PREFIX)) {
      const file = inside(this.demoMediaDir, path.slice(DEMO_MEDIA_PREFIX.length));
      if (!file || !existsSync(file)) return '';
      const stat = statSync(file);
      if (!stat.isFile() || stat.size > PICTURE_MAX_BYTES) return '';
      bytes = readFileSync(file);
    } else if (path.startsWith(MEDIA_URL_PREFIX)) {
      bytes = await this.media.read(path);
    }
    if (!bytes || bytes.length > PICTURE_MAX_BYTES) return '';
    return `data:${type};base64,${bytes.toString('base64')}`;
  }
}

/** A path under `root`, or undefined when `relative` would leave it. */
function inside(root: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  const base = resolve(root);
  const target = resolve(base, decoded);
  return target.startsWith(`${base}${sep}`) ? target : undefined;
}
