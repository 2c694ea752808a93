import {
  PRESENCE_GONE_SECONDS,
  type Presence,
  type PresentEditor,
  type TakeoverEvent,
} from '@news/contract/console/presenceSchemas';
import type { InstanceMessages } from '../../state/InstanceMessages.ts';
import type { ShortLivedStore } from '../../state/ShortLivedStore.ts';
import type { Clock } from '../shared/Clock.ts';
import { DomainError } from '../shared/DomainError.ts';
import type { StaffPrincipal } from '../staff/StaffPrincipal.ts';

/** Open tabs one item may have at once: more is a script, not a newsroom. */
export const TABS_PER_ITEM_MAX = 50;
/**
 * Open tabs of one staff member on one item: a few windows and devices. Past it their new tab
 * is refused, so one member's tabs (or a script of theirs) never fill the item's slots and
 * keep the others out.
 */
export const TABS_PER_MEMBER_MAX = 8;

/** What a watcher of an item hears: who has it open now, or that its lock was taken over. */
export type PresenceNews =
  { kind: 'presence'; presence: Presence } | { kind: 'takeover'; takeover: TakeoverEvent };

type Watcher = (news: PresenceNews) => void;

interface Tab extends PresentEditor {
  /** When the tab opened the item (ms): the lock passes to the longest-open tab. */
  since: number;
  /** Its last "still here" (ms). */
  seenAt: number;
}

/** What the instances tell each other (JSON on the presence channel). */
type Message =
  | { t: 'here'; item: number; tab: Tab }
  | { t: 'leave'; item: number; tab: string }
  | { t: 'changed'; item: number }
  | { t: 'takeover'; item: number; takeover: TakeoverEvent };

const GONE_MS = PRESENCE_GONE_SECONDS * 1000;

/**
 * Who has which item open in the console, and the item's soft lock (issue 32, docs/adr/0026).
 * The tabs are kept in memory: every instance hears every other's "here" and "leave" (Redis
 * pub/sub in a cluster) and forgets a tab it has not heard of for `PRESENCE_GONE_SECONDS`. The
 * lock is one key in the shared store that expires as fast, so all instances agree who holds
 * it. The lock refuses nothing: it tells the others someone is editing, and tells the holder
 * at once when someone takes it over.
 */
export class PresenceService {
  readonly #items = new Map<number, Map<string, Tab>>();
  readonly #watchers = new Map<number, Set<Watcher>>();

  constructor(
    /** Refuses (403/404) a staff member who may not edit the item. */
    private readonly assertEditable: (staff: StaffPrincipal, itemId: number) => Promise<unknown>,
    private readonly store: ShortLivedStore,
    private readonly messages: InstanceMessages,
    private readonly clock: Clock,
  ) {
    messages.listen((text) => {
      void this.heard(text);
    });
  }

  /** "I have it open" or "still here": takes the lock when nobody holds it. */
  async here(staff: StaffPrincipal, itemId: number, tabId: string): Promise<Presence> {
    await this.assertEditable(staff, itemId);
    const now = this.now();
    const tabs = this.tabsOf(itemId, true);
    const known = tabs.get(tabId);
    // Tab names are seen by the other editors of the item: one is never another member's to use.
    if (known && known.staffId !== String(staff.id)) throw DomainError.forbidden();
    if (!known && tabs.size >= TABS_PER_ITEM_MAX)
      throw DomainError.rateLimited('error.rateLimited');
    if (
      !known &&
      [...tabs.values()].filter((t) => t.staffId === String(staff.id)).length >= TABS_PER_MEMBER_MAX
    )
      throw DomainError.rateLimited('error.rateLimited');
    const tab: Tab = { ...editorOf(staff, tabId), since: known?.since ?? now, seenAt: now };
    tabs.set(tabId, tab);
    this.send({ t: 'here', item: itemId, tab });
    const holder = await this.holder(itemId);
    let changed = !known;
    if (holder?.tab === tabId && holder.staffId === tab.staffId) await this.hold(itemId, tab);
    else if (!holder) {
      // Two tabs finding the lock free at once: the store's claim lets one of them take it.
      if (await this.store.claim(`presence:first:${String(itemId)}`, 2_000)) {
        await this.hold(itemId, tab);
        changed = true;
      }
    }
    if (changed) await this.changed(itemId);
    return this.presence(itemId);
  }

  /** The tab closed the item: the lock, if it held it, passes to the longest-open other tab. */
  async leave(staff: StaffPrincipal, itemId: number, tabId: string): Promise<Presence> {
    await this.assertEditable(staff, itemId);
    const tabs = this.tabsOf(itemId, false);
    const tab = tabs?.get(tabId);
    // Another member's tab is not theirs to close.
    if (tab && tab.staffId !== String(staff.id)) return this.presence(itemId);
    tabs?.delete(tabId);
    this.send({ t: 'leave', item: itemId, tab: tabId });
    const holder = await this.holder(itemId);
    if (holder?.tab === tabId && holder.staffId === String(staff.id)) {
      const next = this.openTabs(itemId)[0];
      if (next) await this.hold(itemId, next);
      else await this.store.delete(lockKey(itemId));
    }
    await this.changed(itemId);
    return this.presence(itemId);
  }

  /** Takes the lock over, with a word for the one who held it (told at once, on every instance). */
  async takeOver(
    staff: StaffPrincipal,
    itemId: number,
    tabId: string,
    word: string | undefined,
  ): Promise<Presence> {
    await this.here(staff, itemId, tabId);
    const before = await this.holder(itemId);
    if (before?.tab === tabId) return this.presence(itemId);
    const tab = this.tabsOf(itemId, true).get(tabId);
    if (!tab) return this.presence(itemId);
    await this.hold(itemId, tab);
    const takeover: TakeoverEvent = {
      itemId: String(itemId),
      from: before ?? null,
      by: editorOf(staff, tabId),
      word: word ?? '',
    };
    this.tell(itemId, { kind: 'takeover', takeover });
    this.send({ t: 'takeover', item: itemId, takeover });
    await this.changed(itemId);
    return this.presence(itemId);
  }

  /** Who has the item open, for a staff member who may edit it. */
  async look(staff: StaffPrincipal, itemId: number): Promise<Presence> {
    await this.assertEditable(staff, itemId);
    return this.presence(itemId);
  }

  /** Calls `watcher` with every change to the item's presence; the returned function stops it. */
  watch(itemId: number, watcher: Watcher): () => void {
    let set = this.#watchers.get(itemId);
    if (!set) this.#watchers.set(itemId, (set = new Set<Watcher>()));
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.#watchers.delete(itemId);
    };
  }

  /** Forgets tabs not heard of in time, telling the item's watchers (run every few seconds). */
  async sweep(): Promise<void> {
    const cutoff = this.now() - GONE_MS;
    for (const [itemId, tabs] of this.#items) {
      let gone = false;
      for (const [id, tab] of tabs)
        if (tab.seenAt < cutoff) {
          tabs.delete(id);
          gone = true;
        }
      if (tabs.size === 0) this.#items.delete(itemId);
      if (gone) await this.notify(itemId);
    }
  }

  private async presence(itemId: number): Promise<Presence> {
    const holder = await this.holder(itemId);
    const editors = this.openTabs(itemId).map(({ tab, staffId, name }) => ({ tab, staffId, name }));
    return {
      itemId: String(itemId),
      editors,
      // The key is the truth (another instance may not have told us of its tab yet); it expires
      // as fast as a tab that stopped calling is forgotten.
      holder: holder ?? null,
    };
  }

  private openTabs(itemId: number): Tab[] {
    const cutoff = this.now() - GONE_MS;
    return [...(this.#items.get(itemId)?.values() ?? [])]
      .filter((tab) => tab.seenAt >= cutoff)
      .sort((a, b) => a.since - b.since || a.tab.localeCompare(b.tab));
  }

  private tabsOf(itemId: number, create: true): Map<string, Tab>;
  private tabsOf(itemId: number, create: false): Map<string, Tab> | undefined;
  private tabsOf(itemId: number, create: boolean): Map<string, Tab> | undefined {
    let tabs = this.#items.get(itemId);
    if (!tabs && create) this.#items.set(itemId, (tabs = new Map<string, Tab>()));
    return tabs;
  }

  private async holder(itemId: number): Promise<PresentEditor | undefined> {
    const text = await this.store.get(lockKey(itemId));
    return text === undefined ? undefined : parseEditor(text);
  }

  private async hold(itemId: number, tab: PresentEditor): Promise<void> {
    const { tab: id, staffId, name } = tab;
    await this.store.set(lockKey(itemId), JSON.stringify({ tab: id, staffId, name }), GONE_MS);
  }

  /** Something about the item changed here: its watchers on every instance look again. */
  private async changed(itemId: number): Promise<void> {
    this.send({ t: 'changed', item: itemId });
    await this.notify(itemId);
  }

  private async notify(itemId: number): Promise<void> {
    if (!this.#watchers.has(itemId)) return;
    this.tell(itemId, { kind: 'presence', presence: await this.presence(itemId) });
  }

  private tell(itemId: number, news: PresenceNews): void {
    for (const watcher of this.#watchers.get(itemId) ?? []) watcher(news);
  }

  private send(message: Message): void {
    this.messages.send(JSON.stringify(message));
  }

  /** A message from another instance (our own Redis channel; still read with care). */
  private async heard(text: string): Promise<void> {
    const message = parseMessage(text);
    if (!message) return;
    const itemId = message.item;
    switch (message.t) {
      case 'here': {
        const tabs = this.tabsOf(itemId, true);
        const known = tabs.has(message.tab.tab);
        tabs.set(message.tab.tab, { ...message.tab, seenAt: this.now() });
        if (!known) await this.notify(itemId);
        return;
      }
      case 'leave':
        this.tabsOf(itemId, false)?.delete(message.tab);
        await this.notify(itemId);
        return;
      case 'changed':
        await this.notify(itemId);
        return;
      case 'takeover':
        this.tell(itemId, { kind: 'takeover', takeover: message.takeover });
        return;
    }
  }

  private now(): number {
    return this.clock.date().getTime();
  }
}

function editorOf(staff: StaffPrincipal, tab: string): PresentEditor {
  return { tab, staffId: String(staff.id), name: staff.username };
}

function lockKey(itemId: number): string {
  return `presence:lock:${String(itemId)}`;
}

function parseEditor(text: string): PresentEditor | undefined {
  try {
    const value = JSON.parse(text) as Partial<PresentEditor> | null;
    if (
      value &&
      typeof value.tab === 'string' &&
      typeof value.staffId === 'string' &&
      typeof value.name === 'string'
    )
      return { tab: value.tab, staffId: value.staffId, name: value.name };
  } catch {
    // A value this version cannot read counts as no lock; the next heartbeat writes a good one.
  }
  return undefined;
}

function parseMessage(text: string): Message | undefined {
  try {
    const value = JSON.parse(text) as Partial<Message> | null;
    if (value && typeof value.t === 'string' && Number.isSafeInteger(value.item))
      return value as Message;
  } catch {
    // Not one of ours.
  }
  return undefined;
}
