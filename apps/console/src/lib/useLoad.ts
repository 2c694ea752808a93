import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Loads data for a screen; loads again when `key` changes or on `reload`, keeping the latest answer only. */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => {
        if (current) setState({ data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (current) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
    return () => {
      current = false;
    };
    // `load` is recreated every render; `key` says when what it loads changed.
  }, [key, round]);
  const reload = useCallback(() => {
    setRound((r) => r + 1);
  }, []);
  return { ...state, reload };
}
