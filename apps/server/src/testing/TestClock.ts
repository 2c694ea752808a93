/** A clock the test moves: services read the time through it, the short-lived store too. */
export class TestClock {
  #ms: number;

  constructor(start = '2026-03-02T08:00:00.000Z') {
    this.#ms = Date.parse(start);
  }

  get ms(): number {
    return this.#ms;
  }

  date(): Date {
    return new Date(this.#ms);
  }

  iso(offsetMs = 0): string {
    return new Date(this.#ms + offsetMs).toISOString();
  }

  advance(ms: number): void {
    this.#ms += ms;
  }
}
