import {
  PUBLIC_NOTE_KINDS,
  type Correction,
  type PublicNoteKind,
} from '@news/contract/contentSchemas';
import type { CorrectionRow } from '../repositories/CorrectionsRepository.ts';

/** A stored public note as readers and the console get it. */
export function toCorrection(row: Pick<CorrectionRow, 'kind' | 'text' | 'created_at'>): Correction {
  return {
    // Only the two kinds are ever stored; anything else reads as the milder "update".
    kind: (PUBLIC_NOTE_KINDS as readonly string[]).includes(row.kind)
      ? (row.kind as PublicNoteKind)
      : 'update',
    text: row.text,
    at: row.created_at,
  };
}
