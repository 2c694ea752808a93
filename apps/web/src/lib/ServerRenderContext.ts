import { createContext } from 'react';
import type { HashLocation } from './router/hashLocation.ts';

/**
 * Present while a page is rendered on the server and while the browser hydrates that HTML: the
 * route the HTML shows and the API answers it was made from. Screens read their first data from
 * it, so the browser's first render is the server's, and nothing is fetched twice.
 */
export interface ServerRenderState {
  location: HashLocation;
  data: Readonly<Record<string, unknown>>;
}

export const ServerRenderContext = createContext<ServerRenderState | null>(null);
