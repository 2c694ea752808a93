import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteLang } from '@news/contract/sites';

/** The web app's server entry (apps/web/src/ssr/renderApp.tsx, built into `dist/.ssr/`). */
export interface AppRenderer {
  renderApp(input: {
    lang: SiteLang;
    route: string;
    data: Readonly<Record<string, unknown>>;
  }): Promise<string>;
}

/** Where the web build puts its server entry, inside the web app's build directory. */
function appRendererFile(webDistDir: string): string {
  return join(webDistDir, '.ssr', 'renderApp.js');
}

/**
 * Loads the web app's server entry from its build: a file on disk, not an import of the web
 * workspace (the server never depends on the web app's source). Undefined when the build has
 * none; pages are then sent without their first screen in HTML.
 */
export async function loadAppRenderer(webDistDir: string): Promise<AppRenderer | undefined> {
  const file = appRendererFile(webDistDir);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Partial<AppRenderer>;
  if (typeof module.renderApp !== 'function')
    throw new Error(`${file} does not export renderApp: rebuild the web app`);
  const renderApp = module.renderApp.bind(module);
  return { renderApp };
}
