/** Where a failed turn is written: the server's logger. */
export interface WorkLog {
  error(details: object, message: string): void;
}

/**
 * A piece of work a server repeats on a timer (publishing due items, taking video jobs): one
 * run at a time, never overlapping, failures logged and retried on the next turn. `wake` runs
 * it soon without waiting for the timer; `stop` waits for a run in progress to end.
 */
export class BackgroundWork {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    /** One turn; true when it found work, so the next turn follows at once. */
    private readonly work: () => Promise<boolean>,
    private readonly log: WorkLog,
  ) {}

  start(): void {
    this.#stopped = false;
    this.#timer = setInterval(() => {
      this.wake();
    }, this.intervalMs);
    this.#timer.unref();
    this.wake();
  }

  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.loop().finally(() => {
      this.#running = undefined;
    });
  }

  private async loop(): Promise<void> {
    do {
      this.#again = false;
      try {
        if (await this.work()) this.#again = !this.#stopped;
      } catch (error) {
        this.log.error({ err: error }, `${this.name} failed`);
      }
    } while (this.#again && !this.#stopped);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    await this.#running;
  }
}
