import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerRenderContext, type ServerRenderState } from '../ServerRenderContext.ts';
import { parseHash } from './hashLocation.ts';
import { adoptServerLocation, useHashLocation } from './navigation.ts';

const ROUTE = '/pages/news-detail/news-detail?id=283&lang=en';

function Screen({ onRender }: { onRender: () => void }) {
  const location = useHashLocation();
  onRender();
  return <p>{location.query.get('id')}</p>;
}

/** Renders the screen on the "server", then hydrates it the way main.tsx does; counts renders. */
async function hydrate(adopt: boolean): Promise<number> {
  const serverRender: ServerRenderState = { location: parseHash(`#${ROUTE}`), data: {} };
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerRenderContext.Provider value={serverRender}>
      <Screen onRender={() => undefined} />
    </ServerRenderContext.Provider>,
  );
  document.body.append(container);
  window.history.replaceState(null, '', `/#${ROUTE}`);
  if (adopt) adoptServerLocation(serverRender.location);
  let renders = 0;
  await act(async () => {
    hydrateRoot(
      container,
      <ServerRenderContext.Provider value={serverRender}>
        <Screen onRender={() => (renders += 1)} />
      </ServerRenderContext.Provider>,
    );
    await Promise.resolve();
  });
  return renders;
}

describe('the route while the server’s HTML is taken over', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  it('is the server’s own location, so hydrating renders the screen once, not twice', async () => {
    // React renders once per pass in production; the test build of React renders twice under
    // StrictMode only, which this tree does not use.
    expect(await hydrate(true)).toBe(1);
  });

  it('without it, React finds a new location after hydrating and renders everything again', async () => {
    // Another hash than the one adopted above, so the module's cache does not hold it.
    window.history.replaceState(null, '', '/');
    expect(await hydrate(false)).toBe(2);
  });
});
