import { useCallback, useEffect, useState } from 'react';
import {
  getItemsByIdPresenceStream,
  postItemsByIdPresence,
  postItemsByIdPresenceLeave,
  postItemsByIdPresenceTakeover,
} from '@news/contract/console/presenceEndpoints';
import {
  PRESENCE_HEARTBEAT_SECONDS,
  presenceSchema,
  takeoverEventSchema,
  type PresentEditor,
  type Presence,
  type TakeoverEvent,
} from '@news/contract/console/presenceSchemas';
import { api, callUrl } from './api.ts';

export interface ItemPresence {
  /** This tab's name, as the server knows it. */
  tab: string;
  /** Everyone else with the item open (other tabs of the same staff member included). */
  others: PresentEditor[];
  /** Who holds the lock, when it is not this tab. */
  holder: PresentEditor | undefined;
  /** The takeover that took this tab's lock, until the editor takes it back. */
  lost: TakeoverEvent | undefined;
  /**
   * Whether the form may be edited here: this tab holds the lock, or nobody does, or presence
   * is not known (the lock is soft: a server that cannot say never locks anyone out).
   */
  editable: boolean;
  /** Takes the lock (over), with an optional word to its holder. */
  takeOver(word?: string): Promise<void>;
}

/** A name for this tab: random, so that one staff member's two tabs are told apart. */
function newTabName(): string {
  return crypto.randomUUID();
}

/**
 * Who else has the item open, and its soft lock (issue 32): says "here" at once and every few
 * seconds, listens to the item's stream for changes and takeovers, says "leave" when the item
 * closes (also when the page does). Nothing happens for an item not saved yet.
 */
export function useItemPresence(itemId: string | undefined): ItemPresence {
  const [tab] = useState(newTabName);
  const [presence, setPresence] = useState<Presence | undefined>(undefined);
  const [lost, setLost] = useState<TakeoverEvent | undefined>(undefined);

  useEffect(() => {
    setPresence(undefined);
    setLost(undefined);
    if (!itemId) return;
    let stopped = false;
    const params = { id: itemId };
    const take = (next: Presence): void => {
      if (!stopped && next.itemId === itemId) setPresence(next);
    };
    const beat = (): void => {
      // A missed beat is made good by the next; presence never interrupts the editor with errors.
      api(postItemsByIdPresence, { params, body: { tab } }).then(take, () => undefined);
    };
    beat();
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_SECONDS * 1000);
    const stream =
      typeof EventSource === 'undefined'
        ? undefined
        : new EventSource(
            callUrl(getItemsByIdPresenceStream, { params, query: new URLSearchParams({ tab }) }),
            { withCredentials: true },
          );
    stream?.addEventListener('presence', (event) => {
      const parsed = presenceSchema.safeParse(jsonOf(event));
      if (parsed.success) take(parsed.data);
    });
    stream?.addEventListener('takeover', (event) => {
      const parsed = takeoverEventSchema.safeParse(jsonOf(event));
      if (!stopped && parsed.success && parsed.data.from?.tab === tab) setLost(parsed.data);
    });
    const leave = (): void => {
      api(postItemsByIdPresenceLeave, { params, body: { tab }, keepalive: true }).catch(
        () => undefined,
      );
    };
    window.addEventListener('pagehide', leave);
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.close();
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [itemId, tab]);

  const takeOver = useCallback(
    async (word?: string): Promise<void> => {
      if (!itemId) return;
      const trimmed = word?.trim();
      const next = await api(postItemsByIdPresenceTakeover, {
        params: { id: itemId },
        body: { tab, ...(trimmed ? { word: trimmed } : {}) },
      });
      setLost(undefined);
      setPresence(next);
    },
    [itemId, tab],
  );

  const holder = presence?.holder && presence.holder.tab !== tab ? presence.holder : undefined;
  return {
    tab,
    others: presence?.editors.filter((editor) => editor.tab !== tab) ?? [],
    holder,
    lost,
    editable: !lost && !holder,
    takeOver,
  };
}

function jsonOf(event: Event): unknown {
  try {
    return JSON.parse(String((event as MessageEvent<unknown>).data));
  } catch {
    return undefined;
  }
}
