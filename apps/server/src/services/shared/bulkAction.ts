import { DomainError, type MessageParams } from './DomainError.ts';
import type { MessageKey } from './messageKeys.ts';

/** What an action on several rows did: the rows done, and each refused one with why. */
export interface BulkOutcome {
  done: string[];
  refused: { id: string; messageKey: MessageKey; params: MessageParams }[];
}

/**
 * Does an action to several rows at once. `check` runs first for every row and may refuse the
 * whole call (403 for a site the staff member does not work on: nothing is done); then each row
 * goes through `act` alone, and a row refused there (gone, already handled) is reported with
 * the reason while the others are done.
 */
export async function bulkAction<K extends string | number>(
  keys: readonly K[],
  check: (key: K) => Promise<unknown>,
  act: (key: K) => Promise<unknown>,
): Promise<BulkOutcome> {
  const unique = [...new Set(keys)];
  for (const key of unique) await check(key);
  const outcome: BulkOutcome = { done: [], refused: [] };
  for (const key of unique) {
    try {
      await act(key);
      outcome.done.push(String(key));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcome.refused.push({ id: String(key), messageKey: error.messageKey, params: error.params });
    }
  }
  return outcome;
}
