/**
 * The server's clock in tests that move time (TEST_CLOCK=settable with NODE_ENV=test): real
 * time plus an offset that only ever grows, so every service sees the same moved "now".
 */
export class SettableClock {
  #offsetMs = 0;

  readonly now = (): Date => new Date(Date.now() + this.#offsetMs);

  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}
