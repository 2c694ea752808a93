/** Something that happened, for whoever listens: a write readers can see, a new video job. */
export class Signal {
  readonly #listeners: (() => void)[] = [];

  on(listener: () => void): void {
    this.#listeners.push(listener);
  }

  emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
