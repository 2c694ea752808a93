import { SERVER_RENDER_ELEMENT_ID } from '@news/contract/serverRenderNames';
import { isSiteLang } from '@news/contract/sites';
import type { Root } from 'react-dom/client';
import { resolveLang } from '../lib/currentLang.ts';
import {
  FOCUS_COMMENTS_EVENT,
  HYDRATED_ATTRIBUTE,
  ISLAND_TAG,
  type IslandName,
} from '../lib/islandProps.ts';
import { entryRedirect } from '../lib/router/entryRedirect.ts';
import { parseHash } from '../lib/router/hashLocation.ts';
import { canHydrate, rememberLangForServer } from '../lib/serverRenderedRoute.ts';
import { detectPlatform, readItem, writeItem } from '../lib/storage.ts';
import type { IslandPage } from './hydrateIsland.tsx';

/**
 * The script of a server-rendered arrival page (home and the share pages; docs/adr/0033). The
 * page is the app's own HTML and reads without any script; this one makes its islands (the parts
 * a reader acts on) answer, each hydrated alone when it comes into view or the browser is idle.
 * A tap on an island not yet hydrated hydrates it at once and is then replayed on the same
 * element; a tap on anything else a reader acts on (a link, a tab, the back button) moves the
 * reader on into the app: the whole app takes the page over, as it did before islands, and the
 * tap is replayed there. So no tap is lost and none counts twice.
 *
 * Nothing here imports React: a page with nothing in view to hydrate runs only this.
 */

interface Held {
  element: Element;
  name: IslandName;
  props: unknown;
  /** The island's server HTML, put back before the whole app takes the page over. */
  html: string;
  hydrating?: Promise<void>;
  root?: Root;
}

/** What a tap may act on; a tap anywhere else (text, a picture) needs no script. */
const ACTIONABLE =
  'a[href^="#"],a[href^="/s/"],button,[role="button"],[role="tab"],summary,label,input,select,textarea';

function readPayload(): IslandPage | null {
  const element = document.getElementById(SERVER_RENDER_ELEMENT_ID);
  const text = element?.textContent;
  // Read once: the page keeps no data element after start.
  element?.remove();
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as { lang?: unknown; route?: unknown; data?: unknown } | null;
    // The shape `serverRenderPayloadSchema` checks, without loading zod for it.
    if (
      !raw ||
      !isSiteLang(raw.lang) ||
      typeof raw.route !== 'string' ||
      !raw.route.startsWith('/') ||
      typeof raw.data !== 'object' ||
      raw.data === null
    )
      return null;
    return { lang: raw.lang, route: raw.route, data: raw.data as IslandPage['data'] };
  } catch {
    return null;
  }
}

/** Whether the islands may answer for the page as the server rendered it (else the app starts). */
function islandsServe(page: IslandPage): boolean {
  if (document.documentElement.classList.contains('deep-link')) return false;
  // Offline, the page is the worker's kept copy: the app says so and shows what was kept.
  if (!navigator.onLine) return false;
  const location = parseHash(window.location.hash);
  if (location.query.has('wxToken')) return false;
  const lang = resolveLang(
    window.location.hash,
    readItem('localLanguage') || null,
    navigator.language,
    window.location.search,
  );
  if (!canHydrate(page, lang, window.location.hash)) return false;
  const entry = entryRedirect(location.query, location.path);
  if (entry && entry.path !== location.path) return false;
  if (entry?.spm) writeItem('spm', entry.spm.code);
  return true;
}

/**
 * Resolves once React has hydrated an element (it keeps its fiber on the element under a key
 * named `__reactFiber$…`: what React's own developer tools read), or after five seconds.
 */
function hydratedByReact(element: Element): Promise<void> {
  const done = (): boolean => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  return new Promise((resolve) => {
    const until = Date.now() + 5_000;
    const check = (): void => {
      if (done() || !element.isConnected || Date.now() > until) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** Resolves once a control is not disabled, or after five seconds. */
function enabled(control: Element): Promise<void> {
  if (!control.hasAttribute('disabled')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (control.hasAttribute('disabled')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(control, { attributes: true, attributeFilter: ['disabled'] });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 5_000);
  });
}

/** Taps the loader held for this script; from now on it answers them itself. */
function takeEarlyTaps(): Element[] {
  const holder = window as { __newsTaps?: Element[] | undefined };
  const taps = holder.__newsTaps ?? [];
  holder.__newsTaps = undefined;
  return taps;
}

/**
 * Resolves once the pictures the page preloads (its main picture, by the rendition the browser
 * chose) have arrived and a frame has been painted, or after three seconds.
 */
function mainPictureShown(): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      requestAnimationFrame(() => {
        setTimeout(resolve, 0);
      });
    };
    setTimeout(resolve, 3_000);
    const preloads = [...document.querySelectorAll('link[rel=preload][as=image]')];
    let waiting = preloads.length;
    if (!waiting) done();
    for (const link of preloads) {
      const image = new Image();
      image.onload = image.onerror = () => {
        if (--waiting === 0) done();
      };
      const srcset = link.getAttribute('imagesrcset');
      if (srcset) {
        image.sizes = link.getAttribute('imagesizes') ?? '';
        image.srcset = srcset;
      } else image.src = link.getAttribute('href') ?? '';
    }
  });
}

function start(): void {
  const page = readPayload();
  // A share page's address becomes the item's app route in place, as when the app starts: the
  // back button, copied links and the app all carry on from the route.
  if (page && window.location.pathname.startsWith('/s/'))
    window.history.replaceState(window.history.state, '', `/#${page.route}`);
  if (!page || !islandsServe(page)) {
    const taps = takeEarlyTaps();
    void import('../startApp.tsx').then(({ startApp }) =>
      startApp({
        rendered: page,
        onCommitted: () => {
          for (const target of taps)
            void hydratedByReact(target).then(() => {
              if (target.isConnected)
                target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
            });
        },
      }),
    );
    return;
  }
  writeItem('platform', detectPlatform(navigator.userAgent));
  rememberLangForServer(page.lang);
  runIslands(page);
}

function runIslands(page: IslandPage): void {
  const frame = document.querySelector('#root > .app');
  const frameClass = frame?.className ?? '';
  // The reader's text size and grey mode, which the server cannot know (the app's frame does
  // this once it runs).
  if (frame)
    frame.className = `app font-${readItem('fontLevel')}${readItem('isGray') || readItem('readerGray') ? ' gray' : ''}`;

  const held = new Map<Element, Held>();
  for (const element of document.querySelectorAll(ISLAND_TAG)) {
    const name = element.getAttribute('data-island') as IslandName;
    let props: unknown = {};
    try {
      props = JSON.parse(element.getAttribute('data-props') ?? '{}');
    } catch {
      continue;
    }
    held.set(element, { element, name, props, html: element.innerHTML });
  }

  let takingOver: Promise<void> | undefined;
  let replaying = false;
  let loading: Promise<typeof import('./hydrateIsland.tsx')> | undefined;
  const loader = (): NonNullable<typeof loading> => (loading ??= import('./hydrateIsland.tsx'));

  const hydrate = (island: Held): Promise<void> => {
    island.hydrating ??= loader()
      .then(({ hydrateIsland }) =>
        hydrateIsland(island.element, island.name, island.props as never, page),
      )
      .then(
        (root) => {
          island.root = root;
          island.element.setAttribute(HYDRATED_ATTRIBUTE, '');
        },
        // Its code did not come (a dropped connection): the app answers instead, at a tap.
        () => undefined,
      );
    return island.hydrating;
  };

  const replay = async (target: Element): Promise<void> => {
    // The app hydrates a part inside a Suspense boundary (related items, comments) after its
    // first commit; React drops a click on a part not yet hydrated and the browser follows the
    // link itself. So the tap waits for its element to be React's.
    await hydratedByReact(target);
    // A control the island holds back until it knows the reader's own state (a signed-in
    // reader's like, say) takes the tap once it is ready.
    await enabled(target.closest('button, input, select, textarea') ?? target);
    if (!target.isConnected) return;
    // React may still be hydrating the element's part even so (it marks elements before it
    // commits them), and a link React does not answer yet is followed by the browser: a link
    // into the app is held and tapped again until the app answers it, for ten seconds (the
    // app's code may still be on its way). A link to another site's version is the browser's.
    const appLink = target.closest('a[href^="/s/"]:not([hreflang]), a[href^="#"]') !== null;
    const until = Date.now() + 10_000;
    replaying = true;
    try {
      for (;;) {
        const tap = new MouseEvent('click', { bubbles: true, cancelable: true, view: window });
        const unanswered = { again: false };
        const after = (event: Event): void => {
          if (event !== tap || event.defaultPrevented || !appLink || Date.now() > until) return;
          event.preventDefault();
          unanswered.again = true;
        };
        window.addEventListener('click', after);
        target.dispatchEvent(tap);
        window.removeEventListener('click', after);
        if (!unanswered.again || !document.contains(target)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      replaying = false;
    }
  };

  /** The whole app takes the page over: the islands give their elements back as the server sent them. */
  const takeOver = (): Promise<void> => {
    takingOver ??= (async () => {
      observer?.disconnect();
      const [{ startApp }] = await Promise.all([
        import('../startApp.tsx'),
        ...[...held.values()].map((island) => island.hydrating),
      ]);
      for (const island of held.values()) {
        if (!island.root) continue;
        island.root.unmount();
        island.element.innerHTML = island.html;
        island.element.removeAttribute(HYDRATED_ATTRIBUTE);
      }
      if (loading) (await loading).unmountPageLayer();
      if (frame) frame.className = frameClass;
      await new Promise<void>((resolve) => {
        void startApp({ rendered: page, onCommitted: resolve });
      });
    })();
    return takingOver;
  };

  const islandOf = (target: EventTarget | null): Held | undefined => {
    const element = target instanceof Element ? target.closest(ISLAND_TAG) : null;
    return element ? held.get(element) : undefined;
  };

  /** Whether a tap needs this script before it can be answered; if so, answers it once ready. */
  const answerTap = (target: Element): boolean => {
    // The page's own layer (toasts, the privacy prompt) is outside the server's HTML: its own.
    if (!target.closest('#root')) return false;
    const island = islandOf(target);
    if (island?.root) return false;
    if (!island && !target.closest(ACTIONABLE)) return false;
    const ready = island
      ? hydrate(island).then(() => (island.root ? undefined : takeOver()))
      : takeOver();
    void ready.then(() => replay(target));
    return true;
  };
  document.addEventListener(
    'click',
    (event) => {
      if (replaying || takingOver || !(event.target instanceof Element)) return;
      if (!answerTap(event.target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
  // Taps the page's loader held before this script ran (render/appLoaderScript.ts).
  for (const target of takeEarlyTaps()) answerTap(target);
  // A finger on an island or focus in it starts its hydration before the tap completes.
  for (const type of ['pointerdown', 'focusin'])
    document.addEventListener(
      type,
      (event) => {
        const island = islandOf(event.target);
        if (island && !takingOver) void hydrate(island);
      },
      { capture: true, passive: true },
    );
  // Anything that changes the route (a link, an island that navigates) moves on into the app.
  window.addEventListener('hashchange', () => void takeOver());
  // The action bar asks for the comments' composer: the comments island answers once hydrated.
  window.addEventListener(FOCUS_COMMENTS_EVENT, () => {
    const comments = [...held.values()].find((island) => island.name === 'comments');
    if (comments && !comments.root)
      void hydrate(comments).then(() => window.dispatchEvent(new Event(FOCUS_COMMENTS_EVENT)));
  });

  // Islands in view wait for the page's main picture (what the reader came for) and a painted
  // frame, three seconds at most; a tap does not wait.
  const painted = mainPictureShown();
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              const island = islandOf(entry.target);
              if (island && !takingOver)
                void painted.then(() => {
                  if (!takingOver) void hydrate(island);
                });
            }
          },
          { rootMargin: '200px 0px' },
        )
      : undefined;
  for (const island of held.values())
    // The island element itself has no box (`display: contents`): its children are watched.
    for (const child of island.element.children) observer?.observe(child);

  // What is not in view hydrates when the browser is idle, one island per idle period, then the
  // page's layer (start sequence, privacy prompt, alerts, toasts).
  const idle = (work: () => void): void => {
    if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 4_000 });
    else setTimeout(work, 1_500);
  };
  const next = (): void => {
    if (takingOver) return;
    const waiting = [...held.values()].find((island) => !island.hydrating);
    if (waiting) {
      void hydrate(waiting).finally(() => {
        idle(next);
      });
      return;
    }
    void loader().then(({ mountPageLayer }) => {
      mountPageLayer(page);
    });
  };
  const afterLoad = (): void => {
    idle(next);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

start();
