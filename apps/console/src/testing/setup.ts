import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each test starts as a new staff member's browser: nothing rendered, nothing stored, the real
// network back, the console's address. (Testing Library cleans up by itself only where test
// globals are on; ours are not.)
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});
