import { lazy } from 'react';

// The comments load as a detail page settles: they are below its first screen, and a shared
// article's first load stays within its budget without them.
export const LazyCommentSection = lazy(() =>
  import('./CommentSection.tsx').then((m) => ({ default: m.CommentSection })),
);
