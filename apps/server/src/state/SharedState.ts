import type { ChangeSignal } from './ChangeSignal.ts';
import type { InstanceMessages } from './InstanceMessages.ts';
import type { NonceLedger } from './NonceLedger.ts';
import type { ShortLivedStore } from './ShortLivedStore.ts';

/**
 * Everything short-lived that the instances behind one balancer must agree on: in this process
 * for a single server (`MemorySharedState`), in Redis for several (`RedisSharedState`).
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis';
  /** Captchas, rate-limit counters, recovery tickets, messaging-app sign-in state, view claims. */
  readonly store: ShortLivedStore;
  /** Request nonces, for replay protection. */
  readonly nonces: NonceLedger;
  /** The "empty the response cache" signal. */
  readonly changes: ChangeSignal;
  /** Who has which item open (presence and its soft lock), told to the other instances. */
  readonly presence: InstanceMessages;
  /** Resolves when the state answers (for /readyz); rejects with the reason otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
