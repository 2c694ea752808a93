/** Who did something, as the audit log names them. */
export type Actor =
  | { type: 'staff'; id: number; name: string }
  /** The server itself: the scheduler, the video jobs. */
  | { type: 'system'; name: string }
  /** An operator at the command line (`npm run admin`), by their login name. */
  | { type: 'cli'; name: string };

export const SCHEDULER: Actor = { type: 'system', name: 'scheduler' };
