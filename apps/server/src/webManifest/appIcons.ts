import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { APP_THEME } from '@news/contract/appTheme';

export const APP_ICONS = [
  { name: 'icon-192.png', size: 192, purpose: 'any' },
  { name: 'icon-512.png', size: 512, purpose: 'any' },
  { name: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

export type AppIconName = (typeof APP_ICONS)[number]['name'];

/** The app's mark (the favicon's "N") on a 64-unit square. */
const MARK = 'M18 46V18h6l16 18V18h6v28h-6L24 28v18z';

/**
 * The icon as SVG. A maskable icon fills its square (the launcher cuts its own shape) and keeps
 * the mark inside the central circle of 40 % radius that every mask leaves: its corners lie
 * 19.8 units from the centre, within the 25.6 of the safe zone. The plain one has the favicon's
 * rounded corners.
 */
export function appIconSvg(purpose: 'any' | 'maskable'): string {
  const corner = purpose === 'any' ? ' rx="14"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"${corner} fill="${APP_THEME.light}"/><path d="${MARK}" fill="#fff"/></svg>`;
}

export interface AppIcon {
  png: Buffer;
  etag: string;
}

/**
 * The app icons as PNG, rendered from the SVG with resvg the first time each is asked for and
 * kept in memory (a few kilobytes each).
 */
export class AppIcons {
  readonly #rendered = new Map<AppIconName, AppIcon>();

  icon(name: AppIconName): AppIcon {
    const kept = this.#rendered.get(name);
    if (kept) return kept;
    const spec = APP_ICONS.find((i) => i.name === name);
    if (!spec) throw new Error(`unknown icon ${name}`);
    const png = new Resvg(appIconSvg(spec.purpose), {
      fitTo: { mode: 'width', value: spec.size },
    })
      .render()
      .asPng();
    const icon = { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
    this.#rendered.set(name, icon);
    return icon;
  }
}

export function isAppIconName(name: string): name is AppIconName {
  return APP_ICONS.some((i) => i.name === name);
}
