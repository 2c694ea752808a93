import { DomainError } from '../services/shared/DomainError.ts';
import type { RateLimiter } from '../state/RateLimiter.ts';
import type { DoorBudgets, DoorName, LimitSubject } from '../state/doorLimits.ts';

/** Who is knocking: each door counts the one its budget names. */
export type Knocker = Partial<Record<LimitSubject, string>> & { address: string };

/** The longest account name kept as a subject (it is hashed into the key anyway). */
const USERNAME_MAX = 128;

/**
 * Counts a request against the doors its route names and refuses it, 429 with `Retry-After`,
 * once any is over budget. Used by the reader API and the console alike.
 */
export class DoorGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly budgets: DoorBudgets,
  ) {}

  async charge(doors: readonly DoorName[], who: Knocker): Promise<void> {
    const charges = doors.flatMap((name) => {
      const budget = this.budgets[name];
      const subject = who[budget.per];
      // A door counted per reader on a call made signed out is counted by its address door.
      return subject === undefined ? [] : [{ name, subject: `${budget.per}:${subject}`, budget }];
    });
    if (charges.length === 0) return;
    const wait = await this.limiter.spend(charges);
    if (wait !== undefined) throw DomainError.rateLimited('error.rateLimited', wait);
  }
}

/** The account a form names, as accounts are looked up (trimmed, case folded), bounded. */
export function usernameSubject(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const name = (body as { username?: unknown }).username;
  return typeof name === 'string' ? name.trim().toLowerCase().slice(0, USERNAME_MAX) : undefined;
}
