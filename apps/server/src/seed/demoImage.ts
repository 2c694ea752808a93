import { createHash } from 'node:crypto';

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#0b3d91', '#1e88e5', '#bbdefb'],
  ['#7f1d1d', '#dc2626', '#fecaca'],
  ['#064e3b', '#10b981', '#d1fae5'],
  ['#78350f', '#f59e0b', '#fef3c7'],
  ['#312e81', '#8b5cf6', '#ede9fe'],
  ['#134e4a', '#14b8a6', '#ccfbf1'],
  ['#831843', '#ec4899', '#fce7f3'],
  ['#1f2937', '#64748b', '#e2e8f0'],
];

/**
 * A light, deterministic illustration for demo content: a gradient sky, layered hills or waves
 * and a sun, all chosen from a hash of `seed`, so re-seeding gives the same pictures and no two
 * items look alike. About 1 KB each.
 */
export function demoImageSvg(seed: string, width = 640, height = 360): string {
  const hash = createHash('sha256').update(seed).digest();
  const byte = (i: number): number => hash[i % hash.length] ?? 0;
  const [dark, mid, light] = PALETTES[byte(0) % PALETTES.length] ?? [
    '#0b3d91',
    '#1e88e5',
    '#bbdefb',
  ];
  const sunX = Math.round((0.15 + (byte(1) / 255) * 0.7) * width);
  const sunY = Math.round((0.15 + (byte(2) / 255) * 0.3) * height);
  const sunR = Math.round(height * (0.08 + (byte(3) / 255) * 0.1));
  const layers = [0, 1, 2].map((layer) => {
    const base = height * (0.55 + layer * 0.14);
    const amp = height * (0.05 + (byte(4 + layer) / 255) * 0.1);
    const phase = (byte(7 + layer) / 255) * Math.PI * 2;
    const points: string[] = [];
    for (let x = 0; x <= width; x += width / 8) {
      const y = base + Math.sin((x / (width / (2 + layer))) * Math.PI + phase) * amp;
      points.push(`${Math.round(x)},${Math.round(y)}`);
    }
    const fill = layer === 0 ? mid : layer === 1 ? dark : '#0f172a';
    const opacity = layer === 2 ? 0.55 : 0.85;
    return `<polygon points="0,${height} ${points.join(' ')} ${width},${height}" fill="${fill}" fill-opacity="${opacity}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="#fff" fill-opacity="0.8"/>`,
    ...layers,
    '</svg>',
  ].join('');
}
