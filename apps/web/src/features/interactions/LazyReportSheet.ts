import { lazy } from 'react';
import { loadAccountMessages } from '../../i18n/i18n.tsx';

// The report form loads when the reader asks to report something, with its words: they are
// among the account catalogue's (what signed-in readers do), off the first load.
export const LazyReportSheet = lazy(() =>
  Promise.all([import('./ReportSheet.tsx'), loadAccountMessages()]).then(([m]) => ({
    default: m.ReportSheet,
  })),
);
