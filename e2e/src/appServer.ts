import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './startServer.ts';

/** The server as `npm start` runs it and a browser, for one describe block. */
export function useAppServer(): { readonly server: RunningServer; readonly browser: Browser } {
  const state: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    state.server = await startServer();
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  return {
    get server(): RunningServer {
      if (!state.server) throw new Error('server not started');
      return state.server;
    },
    get browser(): Browser {
      if (!state.browser) throw new Error('browser not started');
      return state.browser;
    },
  };
}

/** A page that fails the test on any script error, console error or Content-Security-Policy violation. */
export async function watchedPage(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  // A violation the page's code catches (a probe for eval, say) logs nothing; the event still fires.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return page;
}
