import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` every `ms` while the page is in view, and at once when it comes back into view:
 * a moderator who keeps the console open in a tab sees new work arrive without reloading, and a
 * hidden tab asks the server for nothing.
 */
export function useRefreshEvery(ms: number, refresh: () => void): void {
  // The latest callback, so that a new function each render does not restart the clock.
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = (): void => {
      timer ??= setInterval(() => {
        latest.current();
      }, ms);
    };
    const stop = (): void => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = (): void => {
      if (document.visibilityState === 'visible') {
        latest.current();
        start();
      } else stop();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms]);
}
