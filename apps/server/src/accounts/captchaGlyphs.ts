import { existsSync } from 'node:fs';

/** Where Debian's fonts-noto-cjk puts its bold face (the share cards use the same fonts). */
const FONT_FILES = ['/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'];
const FONT_SIZE = 100;
/** Each character is laid out on its own line this far apart, so its outline can be told apart. */
const LINE = 200;

/** One outline command with absolute coordinates: M, L, C (x1 y1 x2 y2 x y) or Z. */
export interface OutlineCommand {
  op: 'M' | 'L' | 'C' | 'Z';
  points: number[];
}

/** A character's outline, with its baseline at y = 0 and its left edge at x = 0. */
export interface GlyphOutline {
  commands: OutlineCommand[];
  width: number;
  /** Height above the baseline of its highest point. */
  height: number;
}

let outlines: Promise<Map<string, GlyphOutline>> | undefined;

/**
 * The outlines of `alphabet`'s characters, traced once per process by resvg from the bold font.
 * Captchas are then drawn from these paths: no font is loaded per image (which costs ~60 ms with
 * the CJK collection), no `<text>` ever exists in a captcha, and the outlines can be bent point
 * by point rather than only rotated.
 */
export function captchaGlyphs(alphabet: string): Promise<Map<string, GlyphOutline>> {
  if (!outlines) {
    const tracing = traceGlyphs(alphabet);
    outlines = tracing;
    // A failure is not kept: the next picture tries again.
    tracing.catch(() => {
      if (outlines === tracing) outlines = undefined;
    });
  }
  return outlines;
}

async function traceGlyphs(alphabet: string): Promise<Map<string, GlyphOutline>> {
  const chars = Array.from(alphabet);
  const fonts = FONT_FILES.filter((file) => existsSync(file));
  const texts = chars
    .map((ch, i) => `<text x="0" y="${String((i + 1) * LINE)}">${ch}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${String(LINE)}" height="${String((chars.length + 1) * LINE)}" font-family="Noto Sans CJK SC" font-weight="700" font-size="${String(FONT_SIZE)}">${texts}</svg>`;
  const { Resvg } = await import('@resvg/resvg-js');
  const simplified = new Resvg(svg, {
    font: {
      fontFiles: fonts,
      // Without Debian's CJK fonts, whatever the system has (as the share cards do).
      loadSystemFonts: fonts.length === 0,
      defaultFontFamily: 'Noto Sans CJK SC',
    },
  }).toString();
  // resvg writes each text as its own path, in document order, with absolute M/L/C/Z commands.
  const paths = [...simplified.matchAll(/<path[^>]*\sd="([^"]*)"/g)].map((m) => m[1] ?? '');
  if (paths.length !== chars.length)
    throw new Error(`captcha font: ${String(paths.length)} outlines for ${String(chars.length)}`);
  const glyphs = new Map<string, GlyphOutline>();
  chars.forEach((ch, i) => {
    glyphs.set(ch, normalise(parsePath(paths[i] ?? ''), (i + 1) * LINE));
  });
  return glyphs;
}

function parsePath(d: string): OutlineCommand[] {
  const commands: OutlineCommand[] = [];
  for (const match of d.matchAll(/([MLCZ])([^MLCZ]*)/g)) {
    const op = match[1] as OutlineCommand['op'];
    const points = (match[2] ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    commands.push({ op, points });
  }
  return commands;
}

/** Moves the outline so its left edge is x = 0 and its baseline y = 0. */
function normalise(commands: OutlineCommand[], baseline: number): GlyphOutline {
  const xs = commands.flatMap((c) => c.points.filter((_, i) => i % 2 === 0));
  const ys = commands.flatMap((c) => c.points.filter((_, i) => i % 2 === 1));
  const left = Math.min(...xs);
  const moved = commands.map((c) => ({
    op: c.op,
    points: c.points.map((v, i) => (i % 2 === 0 ? v - left : v - baseline)),
  }));
  return {
    commands: moved,
    width: Math.max(...xs) - left,
    height: baseline - Math.min(...ys),
  };
}
