import { lazy } from 'react';

// The share sheet loads when the reader taps share.
export const LazyShareSheet = lazy(() =>
  import('./ShareSheet.tsx').then((m) => ({ default: m.ShareSheet })),
);
