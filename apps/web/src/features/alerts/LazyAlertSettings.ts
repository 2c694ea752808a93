import { lazy } from 'react';
import { loadScreenMessages } from '../../i18n/i18n.tsx';

// The alerts section of the settings comes with its own strings, after the settings screen.
export const LazyAlertSettings = lazy(() =>
  Promise.all([import('./AlertSettings.tsx'), loadScreenMessages()]).then(([m]) => ({
    default: m.AlertSettings,
  })),
);
