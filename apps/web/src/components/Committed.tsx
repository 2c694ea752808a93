import { useEffect } from 'react';

/** Renders nothing; tells its caller when the tree it ends has been committed. */
export function Committed({ onCommitted }: { onCommitted?: (() => void) | undefined }) {
  useEffect(() => {
    onCommitted?.();
    // Once: the caller waits for the first commit only (StrictMode runs effects twice in development).
  }, []);
  return null;
}
