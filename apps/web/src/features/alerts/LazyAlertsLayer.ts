import { lazy } from 'react';
import { loadScreenMessages } from '../../i18n/i18n.tsx';

// The banner and the opt-in are no part of the first load: they come after, with their strings.
export const LazyAlertsLayer = lazy(() =>
  Promise.all([import('./AlertsLayer.tsx'), loadScreenMessages()]).then(([m]) => ({
    default: m.AlertsLayer,
  })),
);
