import { expect } from 'vitest';
import type { ServerMessageKey } from '../i18n/serverMessages.ts';

/** Matches what a service throws when it refuses (code 0) with this message, for `rejects.toEqual`. */
export function refusal(messageKey: ServerMessageKey): unknown {
  return expect.objectContaining({ messageKey, resultCode: 0 });
}
