import { expect } from 'vitest';
import type { MessageKey } from '../services/shared/messageKeys.ts';

/** Matches what a service throws when it refuses (code 0) with this message, for `rejects.toEqual`. */
export function refusal(messageKey: MessageKey): unknown {
  return expect.objectContaining({ messageKey, kind: 'refused' });
}
