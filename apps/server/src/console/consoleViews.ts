import type { ItemDetail } from '@news/contract/console/itemSchemas';
import type { ConsoleLang } from '@news/contract/console/staffSchemas';
import type { VideoJob } from '@news/contract/console/videoJobSchemas';
import type { EditorialItem } from '../services/editorial/EditorialService.ts';
import type { VideoJobView } from '../services/media/videoJobView.ts';
import type { BulkOutcome } from '../services/shared/bulkAction.ts';
import { staffText } from './consoleErrors.ts';
import { consoleText, isConsoleMessageKey } from './consoleMessages.ts';

// What the services answer with words in it (as message keys), said in the staff member's language.

/** A bulk action's outcome: each refused row with why, in words. */
export function actionResultOf(
  outcome: BulkOutcome,
  lang: ConsoleLang,
): { done: string[]; refused: { id: string; msg: string }[] } {
  return {
    done: outcome.done,
    refused: outcome.refused.map((r) => ({
      id: r.id,
      msg: staffText(lang, r.messageKey, r.params),
    })),
  };
}

/** A video job, why it failed said in words. */
export function videoJobOf(view: VideoJobView, lang: ConsoleLang): VideoJob {
  const { failureKey, ...job } = view;
  return {
    ...job,
    error:
      failureKey && isConsoleMessageKey(failureKey) ? consoleText(lang, failureKey) : failureKey,
  };
}

/** An item as the console edits it, its video job's failure in words. */
export function itemDetailOf(item: EditorialItem, lang: ConsoleLang): ItemDetail {
  return { ...item, videoJob: item.videoJob ? videoJobOf(item.videoJob, lang) : null };
}
