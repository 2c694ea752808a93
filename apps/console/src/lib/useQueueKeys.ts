import type { QueueSelection } from './useQueue.ts';
import { useShortcuts } from './useShortcuts.ts';

/**
 * A queue's keys: `j`/`k` move the cursor, `x` selects the row under it, and each action key
 * acts on the selected rows (or the row under the cursor).
 */
export function useQueueKeys(
  selection: QueueSelection,
  ids: readonly string[],
  actions: Record<string, (targets: string[]) => void>,
): void {
  useShortcuts({
    j: () => {
      selection.move(1);
    },
    k: () => {
      selection.move(-1);
    },
    x: () => {
      const id = ids[selection.cursor];
      if (id) selection.toggle(id);
    },
    ...Object.fromEntries(
      Object.entries(actions).map(([key, act]) => [
        key,
        () => {
          act(selection.targets());
        },
      ]),
    ),
  });
}
