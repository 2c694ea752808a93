import type { Clock } from './Clock.ts';

/**
 * The server's clock in tests that move time (TEST_CLOCK=settable with NODE_ENV=test): real
 * time plus an offset that only ever grows, so every service sees the same moved "now".
 */
export class SettableClock implements Clock {
  #offsetMs = 0;

  date(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  iso(): string {
    return this.date().toISOString();
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}
