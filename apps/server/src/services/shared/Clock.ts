/**
 * The time every service reads. One per process (the system's; in tests one the test moves,
 * or the running server's SettableClock), so every service sees the same now.
 */
export interface Clock {
  /** Now, for arithmetic. */
  date(): Date;
  /** Now as ISO 8601 in UTC: how times are stored and sent. */
  iso(): string;
}

export const systemClock: Clock = {
  date: () => new Date(),
  iso: () => new Date().toISOString(),
};
