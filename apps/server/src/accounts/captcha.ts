import { randomInt } from 'node:crypto';

// Letters and digits that are not easily confused with each other (no 0/O, 1/l/I).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

interface Captcha {
  answer: string;
  svg: string;
}

/** A four-character image captcha: rotated glyphs over noise lines, as SVG. */
export function makeCaptcha(length = 4): Captcha {
  const answer = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)] ?? 'A').join('');
  const width = 120;
  const height = 44;
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [
      randomInt(width),
      randomInt(height),
      randomInt(width),
      randomInt(height),
    ];
    return `<line x1="${String(x1)}" y1="${String(y1)}" x2="${String(x2)}" y2="${String(y2)}" stroke="hsl(${String(randomInt(360))},55%,55%)" stroke-width="1.5"/>`;
  });
  const glyphs = Array.from(answer, (ch, i) => {
    const x = 16 + i * 26 + randomInt(6);
    const y = 30 + randomInt(8);
    const rotate = randomInt(50) - 25;
    return `<text x="${String(x)}" y="${String(y)}" transform="rotate(${String(rotate)} ${String(x)} ${String(y)})" font-family="monospace" font-size="26" font-weight="700" fill="hsl(${String(randomInt(360))},60%,35%)">${ch}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}"><rect width="100%" height="100%" fill="#f3f4f6"/>${noise.join('')}${glyphs.join('')}</svg>`;
  return { answer, svg };
}
