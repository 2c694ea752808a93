import type { ComponentType } from 'react';

type PageLoader<P> = () => Promise<{ default: ComponentType<P> }>;

// Keyed by the loader function; each holds the component its own loader gave.
const ready = new Map<unknown, unknown>();

/**
 * Loads a screen's chunk ahead of rendering and remembers the component. A screen whose HTML the
 * server sent must render at once when the browser takes it over: a lazy component would suspend
 * first, and any update arriving meanwhile would make React throw the server's HTML away.
 */
export async function preloadPage<P>(load: PageLoader<P>): Promise<ComponentType<P>> {
  const module = await load();
  ready.set(load, module.default);
  return module.default;
}

/** The screen's component when its chunk is already loaded. */
export function readyPage<P>(load: PageLoader<P>): ComponentType<P> | undefined {
  return ready.get(load) as ComponentType<P> | undefined;
}
