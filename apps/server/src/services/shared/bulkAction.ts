import type { ActionResult } from '@news/contract/console/moderationSchemas';
import type { ConsoleLang } from '@news/contract/console/staffSchemas';
import { consoleText } from '../../console/consoleMessages.ts';
import { ConsoleError } from '../../console/ConsoleError.ts';

/**
 * Does an action to several rows at once. `check` runs first for every row and may refuse the
 * whole call (403 for a site the staff member does not work on: nothing is done); then each row
 * goes through `act` alone, and a row refused there (gone, already handled) is reported with
 * the reason while the others are done.
 */
export async function bulkAction<K extends string | number>(
  keys: readonly K[],
  lang: ConsoleLang,
  check: (key: K) => Promise<void>,
  act: (key: K) => Promise<void>,
): Promise<ActionResult> {
  const unique = [...new Set(keys)];
  for (const key of unique) await check(key);
  const result: ActionResult = { done: [], refused: [] };
  for (const key of unique) {
    try {
      await act(key);
      result.done.push(String(key));
    } catch (error) {
      if (!(error instanceof ConsoleError) || error.status >= 500) throw error;
      result.refused.push({
        id: String(key),
        msg: consoleText(lang, error.messageKey, error.params),
      });
    }
  }
  return result;
}
