import type { ItemDetail } from '@news/contract/console/itemSchemas';
import type { ConsoleLang } from '@news/contract/console/staffSchemas';
import type { VideoJob } from '@news/contract/console/videoJobSchemas';
import type { EditorialItem } from '../services/editorial/EditorialService.ts';
import type { VideoJobView } from '../services/media/videoJobView.ts';
import type { BulkOutcome } from '../services/shared/bulkAction.ts';
import { staffText } from './consoleErrors.ts';
import { consoleText, isConsoleMessageKey } from './consoleMessages.ts';

/** What the services answer, with the words in it said in the staff member's language. */

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

export function videoJobOf(view: VideoJobView, lang: ConsoleLang): VideoJob {
  const { failureKey, ...job } = view;
  return {
    ...job,
    error:
      failureKey && isConsoleMessageKey(failureKey) ? consoleText(lang, failureKey) : failureKey,
  };
}

export function itemDetailOf(item: EditorialItem, lang: ConsoleLang): ItemDetail {
  return { ...item, videoJob: item.videoJob ? videoJobOf(item.videoJob, lang) : null };
}
