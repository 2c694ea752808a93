import { lazy } from 'react';

// The picture viewer loads when a picture is tapped: it is not needed for an article's first paint.
export const LazyGallery = lazy(() =>
  import('./BodyGallery.tsx').then((m) => ({ default: m.BodyGallery })),
);
