import { lazy } from 'react';
import { loadScreenMessages } from '../../i18n/i18n.tsx';

// Channel and topic screens are in the first load: the button and its words come after them.
export const LazyFollowButton = lazy(() =>
  Promise.all([import('./FollowButton.tsx'), loadScreenMessages()]).then(([m]) => ({
    default: m.FollowButton,
  })),
);
