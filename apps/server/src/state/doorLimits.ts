import type { Budget } from './RateLimiter.ts';

/**
 * Whose tries a door counts: the client's address (`request.ip`), the signed-in reader or staff
 * member, or the account a form names (its `username` field, case folded).
 */
export type LimitSubject = 'address' | 'reader' | 'staff' | 'username';

export interface DoorLimit extends Budget {
  readonly per: LimitSubject;
}

const MINUTE = 60;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;

/**
 * Every limited door and its default budget, by name (a route names its doors in `limits`;
 * `RATE_LIMITS` overrides a budget by the same name). The numbers: a person using the app never
 * meets them, a script meets them within seconds. Failed sign-ins are counted apart, per
 * account and address (`accounts/LoginThrottle.ts`); these count every try.
 */
export const DOOR_LIMITS = {
  'captcha.address': { per: 'address', max: 20, windowSeconds: MINUTE },
  'register.address': { per: 'address', max: 20, windowSeconds: HOUR },
  'signIn.address': { per: 'address', max: 30, windowSeconds: MINUTE },
  'recovery.address': { per: 'address', max: 10, windowSeconds: QUARTER_HOUR },
  'recovery.account': { per: 'username', max: 5, windowSeconds: QUARTER_HOUR },
  'newPassword.address': { per: 'address', max: 10, windowSeconds: QUARTER_HOUR },
  'passwordChange.reader': { per: 'reader', max: 10, windowSeconds: QUARTER_HOUR },
  'passwordChange.address': { per: 'address', max: 20, windowSeconds: QUARTER_HOUR },
  'feedback.address': { per: 'address', max: 10, windowSeconds: HOUR },
  'report.reader': { per: 'reader', max: 30, windowSeconds: HOUR },
  'comment.address': { per: 'address', max: 20, windowSeconds: MINUTE },
  'upload.reader': { per: 'reader', max: 30, windowSeconds: HOUR },
  'upload.address': { per: 'address', max: 60, windowSeconds: HOUR },
  'search.address': { per: 'address', max: 60, windowSeconds: MINUTE },
  'suggest.address': { per: 'address', max: 120, windowSeconds: MINUTE },
  // Each follow, unfollow or merge is a write on the reader's account.
  'follow.reader': { per: 'reader', max: 60, windowSeconds: MINUTE },
  // Each subscription is a row the alert sender serves: a browser subscribes once, not hourly.
  'alerts.address': { per: 'address', max: 20, windowSeconds: HOUR },
  // Sent by the app on every screen it shows: a reader turns a page every few seconds at most.
  'pageView.address': { per: 'address', max: 120, windowSeconds: MINUTE },
  // Sent once for each item a reader opens.
  'hit.address': { per: 'address', max: 120, windowSeconds: MINUTE },
  // A sign-out is a write on a session; a person signs out now and then.
  'signOut.address': { per: 'address', max: 30, windowSeconds: MINUTE },
  // Sent once when a shared link is opened (or a collection shared).
  'share.address': { per: 'address', max: 30, windowSeconds: MINUTE },
  'console.signIn.address': { per: 'address', max: 30, windowSeconds: MINUTE },
  'console.password.staff': { per: 'staff', max: 10, windowSeconds: QUARTER_HOUR },
  'console.secondFactor.staff': { per: 'staff', max: 10, windowSeconds: QUARTER_HOUR },
  // "Still here" every 5 s is 12 a minute per open tab: ten tabs' worth.
  'console.presence.staff': { per: 'staff', max: 120, windowSeconds: MINUTE },
  // Each note is a row its mentions' staff are shown: a newsroom writes a few an hour.
  'console.notes.staff': { per: 'staff', max: 30, windowSeconds: MINUTE },
} as const satisfies Record<string, DoorLimit>;

export type DoorName = keyof typeof DOOR_LIMITS;

export const DOOR_NAMES = Object.keys(DOOR_LIMITS) as DoorName[];

export function isDoorName(name: string): name is DoorName {
  return Object.hasOwn(DOOR_LIMITS, name);
}

/** The budgets in force: the defaults, with the operator's overrides. */
export type DoorBudgets = Readonly<Record<DoorName, DoorLimit>>;

export function doorBudgets(overrides: Partial<Record<DoorName, Budget>> = {}): DoorBudgets {
  const out = {} as Record<DoorName, DoorLimit>;
  for (const name of DOOR_NAMES) {
    const override = overrides[name];
    out[name] = override ? { ...DOOR_LIMITS[name], ...override } : DOOR_LIMITS[name];
  }
  return out;
}
