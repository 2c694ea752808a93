import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerRenderContext } from '../ServerRenderContext.ts';
import { parseHash } from './hashLocation.ts';
import { useHashLocation } from './navigation.ts';

const SHARED = '#/pages/news-detail/news-detail?id=5&lang=en';

/** Shows the route it reads, counting its renders. */
function probe() {
  const renders: string[] = [];
  function Route() {
    const location = useHashLocation();
    const shown = `${location.path}?${location.query.toString()}`;
    renders.push(shown);
    return <p>{shown}</p>;
  }
  return { Route, renders };
}

/** The server's HTML for `route`, then hydrated in the browser at the address it has now. */
async function hydrateFromServer(route: string) {
  const { Route, renders } = probe();
  const state = { location: parseHash(route), data: {} };
  const tree = (
    <ServerRenderContext.Provider value={state}>
      <Route />
    </ServerRenderContext.Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  renders.length = 0;
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: recoverable });
    await Promise.resolve();
  });
  return { container, renders, recoverable };
}

describe('useHashLocation while a server-rendered page is taken over', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.location.hash = '';
  });

  it('renders once when the address names the server’s route: nothing to render again after', async () => {
    window.location.hash = SHARED;
    const { container, renders, recoverable } = await hydrateFromServer(SHARED);
    expect(renders).toEqual(['/pages/news-detail/news-detail?id=5&lang=en']);
    expect(container.textContent).toBe('/pages/news-detail/news-detail?id=5&lang=en');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates the server’s route and then shows the address’s own when the reader moved on', async () => {
    window.location.hash = '#/pages/news-detail/news-detail?id=6&lang=en';
    const { container, renders, recoverable } = await hydrateFromServer(SHARED);
    expect(renders[0]).toBe('/pages/news-detail/news-detail?id=5&lang=en');
    expect(container.textContent).toBe('/pages/news-detail/news-detail?id=6&lang=en');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
