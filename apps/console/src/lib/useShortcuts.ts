import { useEffect, useRef } from 'react';

/** Whether a key press belongs to a field being typed in, not to the screen's shortcuts. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName.toUpperCase())
  );
}

/**
 * Single-key shortcuts for a screen (`j`, `k`, `a`, ...), off while the staff member types in a
 * field or holds a modifier key, so that they never change a text or a browser shortcut.
 */
export function useShortcuts(keys: Record<string, () => void>): void {
  const current = useRef(keys);
  current.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const action = current.current[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);
}
