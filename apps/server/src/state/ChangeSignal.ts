/**
 * "Public reads changed": sent by the instance that took a write which changes what cached
 * answers show, heard by every other instance so each empties its response cache at once
 * instead of serving the old answer until it expires (docs/adr/0005, docs/adr/0011).
 */
export interface ChangeSignal {
  /**
   * Tells the other instances; the sender has already emptied its own cache. `change` says what
   * changed (the response cache's own words); without it, anything may have.
   */
  announce(change?: string): void;
  /** Calls `listener` whenever another instance announces a change, with what it said. */
  listen(listener: (change: string | undefined) => void): void;
}
