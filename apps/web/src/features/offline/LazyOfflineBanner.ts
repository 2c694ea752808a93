import { lazy } from 'react';

// Only a reader who goes offline needs it (and the worker keeps its chunk for then).
export const LazyOfflineBanner = lazy(() =>
  import('./OfflineBanner.tsx').then((m) => ({ default: m.OfflineBanner })),
);
