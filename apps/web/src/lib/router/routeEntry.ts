import type { ComponentType } from 'react';
import type { HashLocation } from './hashLocation.ts';
import type { RoutePath } from './routePaths.ts';

/** What the page outlet gives every screen. */
export interface PageProps {
  location: HashLocation;
  /**
   * Whether a path is one of the app's screens, for a screen that takes an address from outside
   * (where sign-in returns to). Given rather than imported: the route table it asks loads every
   * screen, so a screen importing it would import itself.
   */
  isRoutePath: (path: string) => path is RoutePath;
}

/** A screen's module as the page outlet loads it. */
export type PageModule = Promise<{ default: ComponentType<PageProps> }>;

/** A route's row in the route table. */
export interface RouteEntry {
  /** The screen's component, from its own chunk. */
  load: () => PageModule;
  /** Shows the bottom tab bar. */
  tab?: boolean;
}
