import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { SiteLang } from '@news/contract/sites';
import { DEMO_MEDIA_PREFIX } from '../plugins/media.ts';
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
 * per version and kept on disk, so a crawler's fetch costs a file read.
 */
export class ShareCardRenderer {
  readonly #cardsDir: string;
  readonly #fonts: string[];

  constructor(
    private readonly dataDir: string,
    private readonly demoMediaDir: string,
  ) {
    this.#cardsDir = join(dataDir, 'cards');
    this.#fonts = FONT_FILES.filter((file) => existsSync(file));
  }

  /** The card's PNG bytes, rendered the first time this version is asked for. */
  card(input: ShareCardInput): Buffer {
    const file = join(this.#cardsDir, `${input.lang}-${input.id}-${input.version}.png`);
    if (existsSync(file)) return readFileSync(file);
    const png = this.render(input);
    mkdirSync(this.#cardsDir, { recursive: true });
    // Written whole or not at all: a crawler must never be sent half a file.
    const partial = `${file}.${String(process.pid)}.tmp`;
    writeFileSync(partial, png);
    renameSync(partial, file);
    return png;
  }

  render(input: ShareCardInput): Buffer {
    const svg = shareCardSvg({
      lang: input.lang,
      title: input.title,
      siteName: input.siteName,
      picture: this.#pictureDataUri(input.picture),
    });
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
  #pictureDataUri(url: string): string {
    const path = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/, 1)[0] ?? '';
    let file: string | undefined;
    if (path.startsWith(DEMO_MEDIA_PREFIX))
      file = inside(this.demoMediaDir, path.slice(DEMO_MEDIA_PREFIX.length));
    else if (path.startsWith('/media/'))
      file = inside(join(this.dataDir, 'media'), path.slice('/media/'.length));
    const type = PICTURE_TYPES[extname(path).toLowerCase()];
    if (!file || !type || !existsSync(file)) return '';
    const stat = statSync(file);
    if (!stat.isFile() || stat.size > PICTURE_MAX_BYTES) return '';
    return `data:${type};base64,${readFileSync(file).toString('base64')}`;
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
