import { describe, expect, it } from 'vitest';
import { planShelf } from './planShelf.ts';
import type { ShelfEntry } from './shelfEntries.ts';

const entry = (id: number, changes: Partial<ShelfEntry> = {}): ShelfEntry => ({
  lang: 'en',
  id: String(id),
  url: `http://x/enapi/cms/content/commonDetail?id=${String(id)}`,
  openedAt: id,
  collected: false,
  pictures: [],
  bytes: 10,
  ...changes,
});
const ids = (entries: ShelfEntry[]) => entries.map((e) => e.id);

describe('planShelf', () => {
  it('keeps the most recently opened up to the limit, and every collected item besides', () => {
    const entries = [entry(1, { collected: true }), entry(2), entry(3), entry(4), entry(5)];
    const plan = planShelf(entries, { opened: 3, bytes: 1_000 });
    expect(ids(plan.keep)).toEqual(['5', '4', '3', '1']);
    expect(ids(plan.drop)).toEqual(['2']);
  });

  it('lets an item go that was kept only as collected once it is no longer collected', () => {
    const plan = planShelf([entry(1), entry(2, { openedAt: 0 })], { opened: 50, bytes: 1_000 });
    expect(ids(plan.keep)).toEqual(['1']);
    expect(ids(plan.drop)).toEqual(['2']);
  });

  it('keeps everything within both limits', () => {
    const plan = planShelf([entry(1), entry(2)], { opened: 50, bytes: 1_000 });
    expect(ids(plan.keep)).toEqual(['2', '1']);
    expect(plan.drop).toEqual([]);
  });

  it('stays within the storage bound: the oldest opened go first, collected ones last', () => {
    const entries = [
      entry(1, { collected: true, bytes: 40 }),
      entry(2, { bytes: 40 }),
      entry(3, { collected: true, bytes: 40 }),
      entry(4, { bytes: 40 }),
    ];
    expect(ids(planShelf(entries, { opened: 50, bytes: 120 }).drop)).toEqual(['2']);
    expect(ids(planShelf(entries, { opened: 50, bytes: 80 }).drop)).toEqual(['2', '4']);
    expect(ids(planShelf(entries, { opened: 50, bytes: 40 }).keep)).toEqual(['3']);
  });
});
