import { lazy } from 'react';

// The report form loads when the reader asks to report something.
export const LazyReportSheet = lazy(() =>
  import('./ReportSheet.tsx').then((m) => ({ default: m.ReportSheet })),
);
