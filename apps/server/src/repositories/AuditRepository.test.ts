import { beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { TEST_SITE_ID } from '../testing/TestRows.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { AuditRepository, type NewAuditRow } from './AuditRepository.ts';

const OTHER_SITE_ID = 37;
const MINUTE = 60_000;

describe.each(testEngines())('AuditRepository on $name', (engine) => {
  const data = useTestDatabase(engine);
  const repo = () => new AuditRepository(data.db);
  let minute = 0;
  beforeEach(() => {
    minute = 0;
  });
  const append = async (fields: Partial<NewAuditRow> = {}): Promise<void> => {
    minute += 1;
    await repo().append({
      created_at: data.clock.iso(minute * MINUTE),
      actor_type: 'staff',
      actor_id: 1,
      actor_name: 'editor.li',
      action: 'content.save',
      target_type: 'content',
      target_id: '7',
      site_id: TEST_SITE_ID,
      before_json: null,
      after_json: null,
      ...fields,
    });
  };
  const actions = async (filter: Parameters<AuditRepository['list']>[0]) =>
    (await repo().list(filter, 50)).map((r) => r.action);

  it('keeps an entry as written, with who, what, where and the states before and after', async () => {
    await append({ before_json: '{"a":1}', after_json: '{"a":2}', request_id: 'req-1' });
    expect(await repo().list({}, 10)).toEqual([
      expect.objectContaining({
        actor_type: 'staff',
        actor_name: 'editor.li',
        action: 'content.save',
        target_type: 'content',
        target_id: '7',
        site_id: TEST_SITE_ID,
        before_json: '{"a":1}',
        after_json: '{"a":2}',
        request_id: 'req-1',
      }),
    ]);
  });

  it('lists newest first, a page at a time, and counts what matches', async () => {
    for (const action of ['a.1', 'a.2', 'a.3', 'a.4', 'a.5']) await append({ action });
    expect((await repo().list({}, 2)).map((r) => r.action)).toEqual(['a.5', 'a.4']);
    expect((await repo().list({}, 2, 2)).map((r) => r.action)).toEqual(['a.3', 'a.2']);
    expect(await repo().count({})).toBe(5);
  });

  it('filters by site, actor, target and time', async () => {
    await append({ action: 'x.mine' });
    await append({ action: 'x.other', site_id: OTHER_SITE_ID });
    await append({
      action: 'x.system',
      site_id: null,
      actor_type: 'system',
      actor_name: 'scheduler',
      actor_id: null,
    });
    await append({ action: 'x.target', target_type: 'comment', target_id: '9' });
    expect(await actions({ siteIds: [OTHER_SITE_ID] })).toEqual(['x.other']);
    expect(await actions({ siteIds: [] })).toEqual([]);
    expect(await actions({ actorName: 'scheduler' })).toEqual(['x.system']);
    expect(await actions({ targetType: 'comment', targetId: '9' })).toEqual(['x.target']);
    expect(
      await actions({ since: data.clock.iso(2 * MINUTE), until: data.clock.iso(4 * MINUTE) }),
    ).toEqual(['x.system', 'x.other']);
  });

  it('takes an area for every action of it, and a whole action only as itself', async () => {
    await append({ action: 'comment.hide' });
    await append({ action: 'comment.approve' });
    await append({ action: 'comments.other' });
    expect(await actions({ action: 'comment' })).toEqual(['comment.approve', 'comment.hide']);
    expect(await actions({ action: 'comment.hide' })).toEqual(['comment.hide']);
  });

  it('pages by the last id seen, so an export never skips nor repeats an entry', async () => {
    for (let i = 0; i < 5; i += 1) await append({ action: `a.${String(i)}` });
    const first = await repo().pageBefore({}, 2);
    const second = await repo().pageBefore({}, 2, first.at(-1)?.id);
    const third = await repo().pageBefore({}, 2, second.at(-1)?.id);
    expect([...first, ...second, ...third].map((r) => r.action)).toEqual([
      'a.4',
      'a.3',
      'a.2',
      'a.1',
      'a.0',
    ]);
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    await append();
    await expect(
      data.db.updateTable('audit_log').set({ actor_name: 'someone' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(data.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});
