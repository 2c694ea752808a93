import { useState } from 'react';

export interface QueueSelection {
  /** The row the keyboard is on (its index on the page). */
  cursor: number;
  setCursor: (index: number) => void;
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Selects every row of the page, or none when all are selected. */
  toggleAll: () => void;
  clear: () => void;
  /** The selected rows, or the row under the cursor when none is selected. */
  targets: () => string[];
  move: (by: number) => void;
}

/** Selection and keyboard cursor of one page of a queue. */
export function useQueue(ids: readonly string[]): QueueSelection {
  const [cursor, setCursor] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const onPage = new Set(ids);
  const chosen = new Set([...selected].filter((id) => onPage.has(id)));
  return {
    cursor: Math.min(cursor, Math.max(0, ids.length - 1)),
    setCursor,
    selected: chosen,
    toggle: (id) => {
      const next = new Set(chosen);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setSelected(next);
    },
    toggleAll: () => {
      setSelected(chosen.size === ids.length ? new Set() : new Set(ids));
    },
    clear: () => {
      setSelected(new Set());
    },
    targets: () => {
      if (chosen.size > 0) return ids.filter((id) => chosen.has(id));
      const current = ids[Math.min(cursor, ids.length - 1)];
      return current === undefined ? [] : [current];
    },
    move: (by) => {
      setCursor((c) => Math.min(Math.max(0, c + by), Math.max(0, ids.length - 1)));
    },
  };
}
