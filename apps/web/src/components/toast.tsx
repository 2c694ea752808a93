import { useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '@news/contract/constants';

type Listener = (message: string) => void;
const listeners = new Set<Listener>();

/** Shows a short message for the toast duration (1 s, docs/product.md §7). */
export function showToast(message: string): void {
  for (const listener of listeners) listener(message);
}

export function ToastHost() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener: Listener = (text) => {
      setMessage(text);
      clearTimeout(timer);
      timer = setTimeout(() => {
        setMessage('');
      }, TOAST_DURATION_MS);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      clearTimeout(timer);
    };
  }, []);
  return (
    <div className="toast" role="status" aria-live="polite" hidden={!message}>
      {message}
    </div>
  );
}
