import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import type { SiteLang } from '@news/contract/sites';
import { AppRoot } from '../AppRoot.tsx';
import { loadMessages, type Messages } from '../i18n/i18n.tsx';
import { preloadPage } from '../lib/pageModules.ts';
import { parseHash } from '../lib/router/hashLocation.ts';
import { routeFor } from '../routes/routeTable.ts';

/**
 * The server's entry into the app (built with `vite build --ssr` into `dist/.ssr/`, loaded by the
 * API server at start): renders a route with the API answers it needs to HTML, waiting for the
 * route's lazy chunks, so the HTML is what the browser's first render will be.
 */
export interface RenderAppInput {
  lang: SiteLang;
  /** The app route, with its query: `/` or `/pages/news-detail/news-detail?id=3&lang=en`. */
  route: string;
  /** API answers by the keys in `dataKeys` of `@news/contract/serverRender`. */
  data: Readonly<Record<string, unknown>>;
}

const catalogues = new Map<SiteLang, Promise<Messages>>();

export async function renderApp(input: RenderAppInput): Promise<string> {
  let messages = catalogues.get(input.lang);
  if (!messages) {
    messages = loadMessages(input.lang);
    catalogues.set(input.lang, messages);
  }
  // The screen renders from its loaded module, as the browser will when it takes the HTML over.
  const location = parseHash(`#${input.route}`);
  const screen = routeFor(location.path);
  if (screen) await preloadPage(screen.load);
  const { prelude } = await prerenderToNodeStream(
    <AppRoot
      lang={input.lang}
      messages={await messages}
      serverRender={{ location, data: input.data }}
    />,
    // One piece: React otherwise outlines boundaries past its chunk size (a home page of photo
    // cards with their srcsets is) and moves them in with inline scripts the page's CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
    prelude.on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}
