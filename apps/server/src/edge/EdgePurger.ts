import { SURROGATE_KEY_HEADER } from './surrogateKeys.ts';

/** How soon a purge goes: an editor's change at once, readers' count changes batched. */
export type PurgeUrgency = 'now' | 'batched';

export interface PurgerOptions {
  /** Batched purges go at most this often (ms). */
  intervalMs?: number;
  /**
   * Every purge is sent once more this long after (ms): a server that had not yet heard of the
   * change may have answered the edge's refetch from its own cache meanwhile (docs/adr/0019).
   */
  settleMs?: number;
  /** A purge request that takes longer is given up (ms). */
  timeoutMs?: number;
  /** Told when a target fails, at most once a minute per target. */
  warn?: (message: string) => void;
  /** Sends one purge request; fetch by default. */
  send?: (target: string, keys: string) => Promise<{ ok: boolean; status: number }>;
}

/** Keys of one purge request: well under the 8 KB of headers Varnish takes by default. */
const MAX_KEYS_CHARS = 4_000;
const WARN_EVERY_MS = 60_000;

/**
 * Tells the edge (EDGE_PURGE_URLS: Varnish with xkey, or anything that takes the same request)
 * which surrogate keys to drop: `PURGE <url>` with the keys in a `Surrogate-Key` header.
 *
 * Purges are sent by the server that made the change, once per change or batch — not by every
 * server — and they are idempotent and cheap (a soft purge marks copies out of date). Keys that
 * arrive while a request is under way, or within `intervalMs` of the last batched one, go
 * together in the next; every key is sent a second time `settleMs` later. A purge that fails is
 * logged and not retried beyond that: the copies then live out their `s-maxage`.
 */
export class EdgePurger {
  readonly #targets: readonly string[];
  readonly #intervalMs: number;
  readonly #settleMs: number;
  readonly #timeoutMs: number;
  readonly #warn: (message: string) => void;
  readonly #send: (target: string, keys: string) => Promise<{ ok: boolean; status: number }>;
  /** Keys waiting, each with whether it is still to be sent a second time. */
  readonly #pending = new Map<string, boolean>();
  readonly #lastWarned = new Map<string, number>();
  #urgent = false;
  #lastSent = Number.NEGATIVE_INFINITY;
  #timer: NodeJS.Timeout | undefined;
  #immediate: NodeJS.Immediate | undefined;
  readonly #settleTimers = new Set<NodeJS.Timeout>();
  #inFlight: Promise<void> | undefined;
  #closed = false;

  constructor(targets: readonly string[], options: PurgerOptions = {}) {
    this.#targets = targets;
    this.#intervalMs = options.intervalMs ?? 1_000;
    this.#settleMs = options.settleMs ?? 1_000;
    this.#timeoutMs = options.timeoutMs ?? 2_000;
    this.#warn = options.warn ?? (() => undefined);
    this.#send = options.send ?? ((target, keys) => this.#fetch(target, keys));
  }

  /** Drops `keys` at the edge: now, or with the next batch. */
  purge(keys: readonly string[], urgency: PurgeUrgency): void {
    if (this.#closed || keys.length === 0 || this.#targets.length === 0) return;
    for (const key of keys) this.#pending.set(key, true);
    if (urgency === 'now') this.#urgent = true;
    this.#schedule();
  }

  /** Stops the timers and waits for a purge under way; keys still waiting are dropped. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    if (this.#immediate) clearImmediate(this.#immediate);
    for (const timer of this.#settleTimers) clearTimeout(timer);
    this.#settleTimers.clear();
    await this.#inFlight;
  }

  #schedule(): void {
    if (this.#closed || this.#pending.size === 0 || this.#inFlight || this.#immediate) return;
    const wait = this.#urgent ? 0 : this.#lastSent + this.#intervalMs - performance.now();
    if (wait <= 0) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
      // After whatever else this turn of the event loop does: the change's other listeners
      // (this server's own cache, the other servers' signal) run first, and changes made
      // together go together.
      this.#immediate = setImmediate(() => {
        this.#immediate = undefined;
        this.#flush();
      });
    } else if (!this.#timer) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        this.#schedule();
      }, wait);
    }
  }

  #flush(): void {
    if (this.#closed || this.#pending.size === 0) return;
    const batch = [...this.#pending];
    this.#pending.clear();
    this.#urgent = false;
    this.#lastSent = performance.now();
    const again = batch.filter(([, settle]) => settle).map(([key]) => key);
    if (again.length > 0 && this.#settleMs > 0) {
      const timer = setTimeout(() => {
        this.#settleTimers.delete(timer);
        for (const key of again) if (!this.#pending.has(key)) this.#pending.set(key, false);
        this.#schedule();
      }, this.#settleMs);
      this.#settleTimers.add(timer);
    }
    const keys = batch.map(([key]) => key);
    this.#inFlight = Promise.all(this.#targets.map((target) => this.#sendAll(target, keys)))
      .then(() => undefined)
      .finally(() => {
        this.#inFlight = undefined;
        this.#schedule();
      });
  }

  async #sendAll(target: string, keys: readonly string[]): Promise<void> {
    for (const chunk of chunks(keys)) {
      try {
        const answer = await this.#send(target, chunk);
        if (!answer.ok) this.#failed(target, `answered ${String(answer.status)}`);
      } catch (error) {
        this.#failed(target, error instanceof Error ? error.message : String(error));
      }
    }
  }

  async #fetch(target: string, keys: string): Promise<{ ok: boolean; status: number }> {
    const response = await fetch(target, {
      method: 'PURGE',
      headers: { [SURROGATE_KEY_HEADER]: keys },
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
    await response.arrayBuffer();
    return { ok: response.ok, status: response.status };
  }

  #failed(target: string, reason: string): void {
    const now = performance.now();
    if (now - (this.#lastWarned.get(target) ?? Number.NEGATIVE_INFINITY) < WARN_EVERY_MS) return;
    this.#lastWarned.set(target, now);
    this.#warn(
      `purging the edge at ${target} failed (${reason}): its copies live out their s-maxage`,
    );
  }
}

/** Keys as space-separated header values of at most MAX_KEYS_CHARS each. */
function chunks(keys: readonly string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const key of keys) {
    if (current.length > 0 && current.length + 1 + key.length > MAX_KEYS_CHARS) {
      out.push(current);
      current = '';
    }
    current = current.length > 0 ? `${current} ${key}` : key;
  }
  if (current.length > 0) out.push(current);
  return out;
}
