import { randomBytes, randomInt } from 'node:crypto';
import { captchaGlyphs, type GlyphOutline } from './captchaGlyphs.ts';

// Letters and digits that are not easily confused with each other (no 0/O, 1/l/I).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The picture's size as the page shows it; the PNG has twice as many pixels for sharp screens. */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const PIXEL_RATIO = 2;

export interface Captcha {
  answer: string;
  /** The picture, a PNG: the only thing the client is sent. */
  png: Buffer;
}

/** Traces the glyphs now (about half a second), so the first picture is as quick as the rest. */
export async function prepareCaptchas(): Promise<void> {
  await captchaGlyphs(ALPHABET);
}

/** Uniform numbers in [0, 1) from the operating system's generator, 256 at a time. */
function secureRandom(): () => number {
  let pool = randomBytes(0);
  let at = 0;
  return () => {
    if (at + 4 > pool.length) {
      pool = randomBytes(1024);
      at = 0;
    }
    const value = pool.readUInt32BE(at) / 0x1_0000_0000;
    at += 4;
    return value;
  };
}

/**
 * A captcha: four characters drawn as outlines that are scaled, rotated, sheared and then bent by
 * a wave across the whole picture, crossed by arcs in the characters' own colours and sprinkled
 * with dots, rendered to a PNG. The SVG is composed and rasterised here and never leaves the
 * server, so the answer is in no byte a client receives (docs/adr/0021-captcha.md).
 */
export async function makeCaptcha(
  length = 4,
  random: () => number = secureRandom(),
): Promise<Captcha> {
  const answer = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)] ?? 'A').join('');
  const glyphs = await captchaGlyphs(ALPHABET);
  const svg = captchaSvg(answer, glyphs, random);
  const { Resvg } = await import('@resvg/resvg-js');
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: CAPTCHA_WIDTH * PIXEL_RATIO },
    // Outlines only: no font is needed, and none is loaded.
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return { answer, png };
}

const n = (value: number): string => value.toFixed(1);

function captchaSvg(
  answer: string,
  glyphs: Map<string, GlyphOutline>,
  random: () => number,
): string {
  const between = (low: number, high: number): number => low + (high - low) * random();
  const hue = (): number => Math.floor(random() * 360);
  // One wave bends everything drawn after it, so the characters and the arcs warp together.
  const wave = {
    ax: between(1.2, 2.2),
    fx: between(0.12, 0.2),
    px: between(0, Math.PI * 2),
    ay: between(1.5, 3),
    fy: between(0.04, 0.08),
    py: between(0, Math.PI * 2),
  };
  const warp = (x: number, y: number): [number, number] => [
    x + wave.ax * Math.sin(y * wave.fx + wave.px),
    y + wave.ay * Math.sin(x * wave.fy + wave.py),
  ];

  const parts: string[] = [];
  const backgroundHue = hue();
  parts.push(
    `<defs><linearGradient id="b" x2="1" y2="${n(between(0, 1))}"><stop stop-color="hsl(${String(backgroundHue)},40%,95%)"/><stop offset="1" stop-color="hsl(${String((backgroundHue + 90) % 360)},40%,90%)"/></linearGradient></defs>`,
    `<rect width="${String(CAPTCHA_WIDTH)}" height="${String(CAPTCHA_HEIGHT)}" fill="url(#b)"/>`,
  );
  // Faint lines under the characters.
  for (let i = 0; i < 5; i++)
    parts.push(
      `<path d="M${n(between(0, CAPTCHA_WIDTH))} ${n(between(0, CAPTCHA_HEIGHT))}L${n(between(0, CAPTCHA_WIDTH))} ${n(between(0, CAPTCHA_HEIGHT))}" stroke="hsl(${String(hue())},50%,70%)" stroke-width="${n(between(0.6, 1.2))}"/>`,
    );

  const colours: string[] = [];
  const slot = (CAPTCHA_WIDTH - 16) / answer.length;
  Array.from(answer).forEach((ch, i) => {
    const glyph = glyphs.get(ch);
    if (!glyph) return;
    const colour = `hsl(${String(hue())},60%,${String(Math.floor(between(22, 36)))}%)`;
    colours.push(colour);
    const scale = between(0.28, 0.33);
    const sx = scale * between(0.85, 1.15);
    const sy = scale * between(0.9, 1.1);
    const angle = between(-0.45, 0.45);
    const shear = between(-0.3, 0.3);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const centreX = 8 + slot * (i + 0.5) + between(-3, 3);
    const centreY = CAPTCHA_HEIGHT / 2 + between(-3, 3);
    const place = (px: number, py: number): [number, number] => {
      // Centred on the glyph's middle, sheared, scaled, turned, moved to its slot, then bent.
      const x0 = px - glyph.width / 2;
      const y0 = py + glyph.height / 2;
      const x1 = (x0 + shear * y0) * sx;
      const y1 = y0 * sy;
      return warp(centreX + x1 * cos - y1 * sin, centreY + x1 * sin + y1 * cos);
    };
    const d = glyph.commands
      .map((command) => {
        let out = command.op;
        for (let k = 0; k + 1 < command.points.length; k += 2) {
          const [x, y] = place(command.points[k] ?? 0, command.points[k + 1] ?? 0);
          out += `${k === 0 ? '' : ' '}${n(x)} ${n(y)}`;
        }
        return out;
      })
      .join('');
    parts.push(`<path d="${d}" fill="${colour}"/>`);
  });

  // Arcs across the characters in their own colours, so a colour alone cannot separate them.
  for (let i = 0; i < 2; i++) {
    const points = [
      warp(between(-5, 15), between(8, CAPTCHA_HEIGHT - 8)),
      warp(between(25, 55), between(-10, CAPTCHA_HEIGHT + 10)),
      warp(between(65, 95), between(-10, CAPTCHA_HEIGHT + 10)),
      warp(between(105, 125), between(8, CAPTCHA_HEIGHT - 8)),
    ].map(([x, y]) => `${n(x)} ${n(y)}`);
    const colour = colours[Math.floor(random() * colours.length)] ?? '#333';
    parts.push(
      `<path d="M${points[0] ?? ''}C${points.slice(1).join(' ')}" fill="none" stroke="${colour}" stroke-width="${n(between(1.2, 2))}"/>`,
    );
  }
  for (let i = 0; i < 40; i++)
    parts.push(
      `<circle cx="${n(between(0, CAPTCHA_WIDTH))}" cy="${n(between(0, CAPTCHA_HEIGHT))}" r="${n(between(0.4, 1.1))}" fill="hsl(${String(hue())},50%,${String(Math.floor(between(25, 70)))}%)"/>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(CAPTCHA_WIDTH)}" height="${String(CAPTCHA_HEIGHT)}" viewBox="0 0 ${String(CAPTCHA_WIDTH)} ${String(CAPTCHA_HEIGHT)}">${parts.join('')}</svg>`;
}
