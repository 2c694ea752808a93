import { lazy } from 'react';

// An article's own video loads its player when the article has one.
export const LazyVideoPlayer = lazy(() =>
  import('./VideoPlayer.tsx').then((m) => ({ default: m.VideoPlayer })),
);
