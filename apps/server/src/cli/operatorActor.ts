import { userInfo } from 'node:os';
import type { Actor } from '../services/audit/Actor.ts';

/** The operator at the command line, named in the audit log by their login name. */
export function operatorActor(): Actor {
  let name = 'operator';
  try {
    name = userInfo().username || name;
  } catch {
    // No user database entry (a container's arbitrary uid): the generic name will do.
  }
  return { type: 'cli', name };
}
