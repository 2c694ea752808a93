import { lazy } from 'react';

// The parts of a detail page that are not needed for its first paint load on demand: the
// viewer and the sheets when tapped, the comments as the page settles. This keeps a shared
// article's first load within the budget.
export const LazyGallery = lazy(() =>
  import('./Gallery.tsx').then((m) => ({ default: m.Gallery })),
);
export const LazyShareSheet = lazy(() =>
  import('./ShareSheet.tsx').then((m) => ({ default: m.ShareSheet })),
);
export const LazyReportSheet = lazy(() =>
  import('./ReportSheet.tsx').then((m) => ({ default: m.ReportSheet })),
);
export const LazyCommentSection = lazy(() =>
  import('./CommentSection.tsx').then((m) => ({ default: m.CommentSection })),
);
export const LazyVideoPlayer = lazy(() =>
  import('./VideoPlayer.tsx').then((m) => ({ default: m.VideoPlayer })),
);
