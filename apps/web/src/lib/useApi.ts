import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ServerRenderContext } from './ServerRenderContext.ts';

interface Entry {
  data: unknown;
  time: number;
}

/** Answers stay fresh this long: going back to a list shows it at once, without a refetch. */
const STALE_MS = 30_000;
const cache = new Map<string, Entry>();

export interface ApiState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** The schema a screen's answer is parsed with (the contract's zod schemas fit). */
export interface AnswerParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Server data by key, cached for a short while (the query cache of issue 5, kept small for the
 * bundle). A screen the server rendered starts from the answer the server used, parsed with
 * `parser` like any answer, and asks for it again only when it is stale.
 */
export function useApi<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  parser?: AnswerParser<T>,
): ApiState<T> {
  const rendered = useContext(ServerRenderContext);
  const [fresh] = useState(() => {
    if (key === null) return undefined;
    const hit = cache.get(key);
    if (hit || !parser || rendered?.data[key] === undefined) return hit;
    const parsed = parser.safeParse(rendered.data[key]);
    if (!parsed.success) return undefined;
    const entry = { data: parsed.data, time: Date.now() };
    // Only the browser keeps it: on the server the module is shared by every reader's request.
    if (typeof window !== 'undefined') cache.set(key, entry);
    return entry;
  });
  const [data, setData] = useState<T | undefined>(fresh ? (fresh.data as T) : undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(key !== null && !fresh);
  const [version, setVersion] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (key === null) return;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.time < STALE_MS && version === 0) {
      setData(hit.data as T);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    fetcherRef
      .current(controller.signal)
      .then((value) => {
        cache.set(key, { data: value, time: Date.now() });
        setData(value);
        setLoading(false);
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setError(e);
        setLoading(false);
      });
    return () => {
      controller.abort();
    };
  }, [key, version]);

  const reload = useCallback(() => {
    if (key) cache.delete(key);
    setVersion((v) => v + 1);
  }, [key]);
  return { data, error, loading, reload };
}
