import type { SiteLang } from '@news/contract/sites';
import { xmlSafeText } from '../content/xmlSafeText.ts';

const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

const TITLE_SIZE = 60;
const TITLE_LINE_HEIGHT = 76;
const TITLE_MAX_LINES = 3;
const SIDE = 64;
const SITE_SIZE = 34;

/** The family that has the site's script; Noto Sans CJK also covers Latin and Cyrillic. */
const FAMILIES: Record<SiteLang, string> = {
  'zh-Hans': 'Noto Sans CJK SC',
  ja: 'Noto Sans CJK JP',
  kr: 'Noto Sans CJK KR',
  en: 'Noto Sans CJK SC',
  ru: 'Noto Sans CJK SC',
};

/** The brand colour behind everything: what shows when the item has no picture. */
const BRAND = '#c62828';

interface ShareCardContent {
  lang: SiteLang;
  title: string;
  siteName: string;
  /** The item's picture as a data URI, or '' for none. */
  picture: string;
}

/**
 * Width of a run of text in em: ideographs, kana and hangul are square, other letters about
 * half an em. An estimate, since the SVG renderer does not wrap text itself; it errs wide so a
 * line never runs off the card.
 */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (/\s/.test(char)) width += 0.3;
    else if (
      (code >= 0x1100 && code <= 0x11ff) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7af) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      code >= 0x20000
    )
      width += 1;
    else if (/[A-ZА-ЯЁ]/.test(char) || /[mwMWшщжюмфы]/i.test(char)) width += 0.72;
    else width += 0.58;
  }
  return width;
}

/**
 * Breaks a title into at most `maxLines` lines of at most `maxEm` em: at word boundaries
 * (Intl.Segmenter, so Chinese and Japanese break between words too), a word longer than a line
 * between its characters, and the last line cut with an ellipsis when the title does not fit.
 */
export function wrapTitle(
  title: string,
  lang: SiteLang,
  maxEm: number,
  maxLines: number,
): string[] {
  const segmenter = new Intl.Segmenter(lang === 'kr' ? 'ko' : lang, { granularity: 'word' });
  const pieces: string[] = [];
  for (const { segment } of segmenter.segment(title.replace(/\s+/g, ' ').trim())) {
    if (textWidthEm(segment) <= maxEm) pieces.push(segment);
    else pieces.push(...Array.from(segment));
  }
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (textWidthEm(line + piece) <= maxEm) {
      line += piece;
      continue;
    }
    lines.push(line.trimEnd());
    line = piece.trimStart();
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last !== '' && textWidthEm(`${last}…`) > maxEm)
    last = Array.from(last).slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** Text as SVG (XML) carries it: escaped, without the characters XML cannot hold at all. */
function escapeXml(text: string): string {
  return xmlSafeText(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The card as SVG: the picture covering the whole card (cropped, never stretched), darkened
 * towards the bottom so white text reads on any picture, the site's name above the title.
 */
export function shareCardSvg(content: ShareCardContent): string {
  const family = escapeXml(FAMILIES[content.lang]);
  const lines = wrapTitle(
    content.title,
    content.lang,
    (CARD_WIDTH - 2 * SIDE) / TITLE_SIZE,
    TITLE_MAX_LINES,
  );
  const titleTop = CARD_HEIGHT - SIDE - (lines.length - 1) * TITLE_LINE_HEIGHT;
  const title = lines
    .map(
      (line, i) =>
        `<text x="${String(SIDE)}" y="${String(titleTop + i * TITLE_LINE_HEIGHT)}" font-size="${String(TITLE_SIZE)}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const siteTop = titleTop - TITLE_LINE_HEIGHT - 8;
  const picture = content.picture
    ? `<image href="${escapeXml(content.picture)}" x="0" y="0" width="${String(CARD_WIDTH)}" height="${String(CARD_HEIGHT)}" preserveAspectRatio="xMidYMid slice"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(CARD_WIDTH)}" height="${String(CARD_HEIGHT)}" viewBox="0 0 ${String(CARD_WIDTH)} ${String(CARD_HEIGHT)}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.05"/><stop offset="0.45" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.85"/></linearGradient></defs>
<rect width="100%" height="100%" fill="${BRAND}"/>
${picture}
<rect width="100%" height="100%" fill="url(#shade)"/>
<g font-family="${family}" fill="#fff">
<rect x="${String(SIDE)}" y="${String(siteTop - SITE_SIZE + 4)}" width="8" height="${String(SITE_SIZE)}" fill="${BRAND}"/>
<text x="${String(SIDE + 22)}" y="${String(siteTop)}" font-size="${String(SITE_SIZE)}" font-weight="700">${escapeXml(content.siteName)}</text>
${title}
</g>
</svg>`;
}
