import type { ComponentType } from 'react';
import type { HashLocation } from '../lib/router/hashLocation.ts';

export interface PageProps {
  location: HashLocation;
}

type PageModule = Promise<{ default: ComponentType<PageProps> }>;

export interface RouteEntry {
  /** The screen's component, from its own chunk. */
  load: () => PageModule;
  /** Shows the bottom tab bar. */
  tab?: boolean;
}

/**
 * The loader of a screen that a module exports by name (React.lazy wants a default export; the
 * modules keep named ones). The export's name is checked against the module's type.
 */
export function screen<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K & (M[K] extends ComponentType<PageProps> ? K : never),
): () => PageModule {
  return () => load().then((module) => ({ default: module[name] as ComponentType<PageProps> }));
}
