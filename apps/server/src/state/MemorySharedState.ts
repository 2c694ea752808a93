import type { ChangeSignal } from './ChangeSignal.ts';
import { NO_OTHER_INSTANCES } from './InstanceMessages.ts';
import { MemoryNonceLedger } from './MemoryNonceLedger.ts';
import { MemoryShortLivedStore } from './MemoryShortLivedStore.ts';
import type { SharedState } from './SharedState.ts';

/** One server's state, in its own memory: no other instance to tell about changes. */
export class MemorySharedState implements SharedState {
  readonly kind = 'memory';
  readonly store = new MemoryShortLivedStore();
  readonly nonces = new MemoryNonceLedger();
  readonly changes: ChangeSignal = {
    announce: () => undefined,
    listen: () => undefined,
  };
  readonly presence = NO_OTHER_INSTANCES;

  ping(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
