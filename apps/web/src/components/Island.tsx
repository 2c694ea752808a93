import type { ReactNode } from 'react';
import type { IslandName, IslandProps } from '../lib/islandProps.ts';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'news-island': { 'data-island': string; 'data-props': string; children?: ReactNode };
    }
  }
}

/**
 * A part of a page that a reader acts on, marked for the server-rendered arrival pages' script
 * (islands/startIslands.ts), which hydrates it alone from `props`. `children` must be what the
 * island's component (islands/islandComponents.ts) renders from those props: the page renders it
 * here so the app and the server's HTML are one tree. The element is `display: contents`, so it
 * changes no layout.
 */
export function Island<N extends IslandName>({
  name,
  props,
  children,
}: {
  name: N;
  props: IslandProps[N];
  children: ReactNode;
}) {
  return (
    <news-island data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </news-island>
  );
}
