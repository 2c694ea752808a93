import { useState } from 'react';
import type { z } from 'zod/mini';
import type { Endpoint } from '@news/contract/endpoint';
import type { ActionResult, actionResultSchema } from '@news/contract/console/moderationSchemas';
import { errorText } from '../components/Notice.tsx';
import { api, type CallInput } from './api.ts';
import { queryString } from './siteQuery.ts';
import { useLoad, type Loaded } from './useLoad.ts';
import { useQueue, type QueueSelection } from './useQueue.ts';

export const QUEUE_PAGE_SIZE = 20;

export interface QueuePage<Row> {
  list: Loaded<{ rows: Row[]; total: number }>;
  rows: Row[];
  /** The keys of the page's rows, in order: what the selection and the keys act on. */
  keys: string[];
  selection: QueueSelection;
  pageNo: number;
  setPageNo: (pageNo: number) => void;
  result: ActionResult | undefined;
  error: string;
  setError: (error: string) => void;
  /** Loads the page again (after a change made elsewhere, such as a suspension). */
  reload: () => void;
  /** After a change to rows of the queue: selection cleared, page loaded again, counts told. */
  changed: () => void;
  /**
   * Sends an action on rows of the queue. When it is taken: the outcome is shown, the selection
   * cleared, the page loaded again and the screen's counts told; when refused, the message shows.
   */
  run: <E extends QueueAction>(action: E, body: CallInput<E>['body']) => Promise<void>;
}

/** A queue's action on the selected rows, answered with what was done and what was refused. */
type QueueAction = Endpoint & { method: 'POST'; response: typeof actionResultSchema };

/**
 * The state every moderation queue has: one page of its list under the filters given, the
 * selection and keyboard cursor over it, and the outcome of the last action.
 */
export function useQueuePage<Row>(options: {
  /** The queue's list call: a page of rows. */
  endpoint: Endpoint & { method: 'GET'; response: z.ZodMiniType<{ rows: Row[]; total: number }> };
  filters: Record<string, string | number | undefined>;
  keyOf: (row: Row) => string;
  onChange: () => void;
}): QueuePage<Row> {
  const [pageNo, setPageNo] = useState(1);
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<ActionResult | undefined>(undefined);
  const [error, setError] = useState('');
  const query = queryString({ ...options.filters, pageNo, pageSize: QUEUE_PAGE_SIZE });
  const list = useLoad(() => api(options.endpoint, { query }), `${query}:${String(round)}`);
  const rows = list.data?.rows ?? [];
  const keys = rows.map(options.keyOf);
  const selection = useQueue(keys);
  const reload = (): void => {
    setRound((r) => r + 1);
  };
  const changed = (): void => {
    selection.clear();
    reload();
    options.onChange();
  };
  return {
    list,
    rows,
    keys,
    selection,
    pageNo,
    setPageNo,
    result,
    error,
    setError,
    reload,
    changed,
    run: async (action, body) => {
      setError('');
      try {
        setResult(await api<QueueAction>(action, { body }));
        changed();
      } catch (caught) {
        setError(errorText(caught));
      }
    },
  };
}
