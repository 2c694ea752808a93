import { lazy } from 'react';

// An article's related items load after it: they are far below its first screen, and a shared
// article is the first page most readers load (its budget: e2e/src/bundleBudgets.test.ts).
export const LazyRelatedItems = lazy(() =>
  import('./RelatedItems.tsx').then((m) => ({ default: m.RelatedItems })),
);
