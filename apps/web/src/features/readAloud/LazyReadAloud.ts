import { lazy } from 'react';

// Read aloud comes after the article is on screen: its code is not part of a shared item's first load.
export const LazyReadAloud = lazy(() =>
  import('./ReadAloud.tsx').then((m) => ({ default: m.ReadAloud })),
);
