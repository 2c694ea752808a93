import { describe, expect, it } from 'vitest';
import type { InstanceMessages } from '../../state/InstanceMessages.ts';
import { MemoryShortLivedStore } from '../../state/MemoryShortLivedStore.ts';
import type { Clock } from '../shared/Clock.ts';
import { DomainError } from '../shared/DomainError.ts';
import type { StaffPrincipal } from '../staff/StaffPrincipal.ts';
import { PresenceService, TABS_PER_MEMBER_MAX, type PresenceNews } from './PresenceService.ts';

function member(id: number, username: string): StaffPrincipal {
  return {
    id,
    username,
    role: 'editor',
    sites: ['en'],
    mustChangePassword: false,
    totpEnabled: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    lastSignInAt: null,
    tokenHash: '',
    csrfToken: '',
  };
}

const anna = member(1, 'anna');
const boris = member(2, 'boris');

/** Two instances' worth of presence over one store and a message channel between them. */
function instances() {
  let now = Date.parse('2026-11-29T10:00:00.000Z');
  const clock: Clock = {
    date: () => new Date(now),
    iso: () => new Date(now).toISOString(),
  };
  const store = new MemoryShortLivedStore(() => now);
  const listeners: ((message: string) => void)[][] = [[], []];
  const channel = (self: 0 | 1): InstanceMessages => ({
    send: (message) => {
      for (const listener of listeners[1 - self] ?? []) listener(message);
    },
    listen: (listener) => {
      listeners[self]?.push(listener);
    },
  });
  const editable = (_staff: StaffPrincipal, itemId: number): Promise<void> =>
    itemId === 404 ? Promise.reject(DomainError.notFound()) : Promise.resolve();
  return {
    one: new PresenceService(editable, store, channel(0), clock),
    two: new PresenceService(editable, store, channel(1), clock),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Lets messages between the instances be handled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PresenceService', () => {
  it('gives the lock to the first tab and shows every tab, on both instances', async () => {
    const { one, two } = instances();
    expect((await one.here(anna, 7, 'tab-anna-1')).holder?.name).toBe('anna');
    await settle();
    const seen = await two.here(boris, 7, 'tab-boris-1');
    expect(seen.editors.map((e) => e.name)).toEqual(['anna', 'boris']);
    expect(seen.holder?.tab).toBe('tab-anna-1');
  });

  it('tells the watchers of the other instance of a takeover, with its word', async () => {
    const { one, two } = instances();
    await one.here(anna, 7, 'tab-anna-1');
    const heard: PresenceNews[] = [];
    const stop = one.watch(7, (news) => heard.push(news));
    await two.takeOver(boris, 7, 'tab-boris-1', 'Mine now');
    await settle();
    expect(heard.find((news) => news.kind === 'takeover')).toEqual({
      kind: 'takeover',
      takeover: {
        itemId: '7',
        from: { tab: 'tab-anna-1', staffId: '1', name: 'anna' },
        by: { tab: 'tab-boris-1', staffId: '2', name: 'boris' },
        word: 'Mine now',
      },
    });
    stop();
    expect((await one.here(anna, 7, 'tab-anna-1')).holder?.name).toBe('boris');
  });

  it('forgets a tab 15 s after its last call, telling watchers, and the lock is free again', async () => {
    const { one, advance } = instances();
    await one.here(anna, 7, 'tab-anna-1');
    await one.here(boris, 7, 'tab-boris-1');
    const heard: PresenceNews[] = [];
    one.watch(7, (news) => heard.push(news));
    advance(10_000);
    await one.here(boris, 7, 'tab-boris-1');
    advance(6_000);
    await one.sweep();
    expect(heard.at(-1)).toMatchObject({
      kind: 'presence',
      presence: { editors: [{ name: 'boris' }] },
    });
    // Anna's lock expired with her: Boris's next call takes it.
    advance(3_000);
    expect((await one.here(boris, 7, 'tab-boris-1')).holder?.name).toBe('boris');
  });

  it('keeps one member’s tabs from filling an item’s slots: the others still get in', async () => {
    const { one, two } = instances();
    for (let i = 0; i < TABS_PER_MEMBER_MAX; i += 1) await one.here(anna, 7, `anna-${String(i)}`);
    await expect(one.here(anna, 7, 'anna-more')).rejects.toMatchObject({ kind: 'rateLimited' });
    // On the other instance too, which heard of her tabs.
    await settle();
    await expect(two.here(anna, 7, 'anna-there')).rejects.toMatchObject({ kind: 'rateLimited' });
    // A tab she has open still says "still here".
    await one.here(anna, 7, 'anna-0');
    const presence = await two.here(boris, 7, 'boris-1');
    expect(presence.editors.map((e) => e.tab)).toContain('boris-1');
  });

  it('refuses an item the member may not edit, and another member’s tab', async () => {
    const { one } = instances();
    await expect(one.here(anna, 404, 'tab-anna-1')).rejects.toMatchObject({ kind: 'notFound' });
    await one.here(anna, 7, 'tab-anna-1');
    await expect(one.here(boris, 7, 'tab-anna-1')).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await one.leave(boris, 7, 'tab-anna-1')).editors).toHaveLength(1);
  });
});
