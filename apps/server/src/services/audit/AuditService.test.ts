import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import type { NewAuditRow } from '../../repositories/AuditRepository.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';

const HOUR = 3_600_000;
const firstPage = { pageNo: 1, pageSize: 20 };

describe.each(testEngines())('AuditService on $name', (engine) => {
  const fixture = useServices(engine);
  const audit = () => fixture.services.auditLog;
  const entry = (fields: Partial<NewAuditRow> = {}): NewAuditRow => ({
    created_at: fixture.data.clock.iso(),
    actor_type: 'staff',
    actor_id: null,
    actor_name: 'editor.li',
    action: 'content.save',
    target_type: 'content',
    target_id: '7',
    site_id: siteByLang('en').id,
    before_json: null,
    after_json: null,
    ...fields,
  });
  const write = (...rows: NewAuditRow[]) =>
    fixture.data.db.insertInto('audit_log').values(rows).execute();
  const actions = async (query: Record<string, string>) =>
    (await audit().list({ ...firstPage, ...query })).rows.map((r) => r.action);

  it('gives entries as the console shows them: who, what, which site, the states parsed', async () => {
    await write(
      entry({ before_json: '{"status":"draft"}', after_json: '{"status":"published"}' }),
      entry({
        actor_type: 'system',
        actor_name: 'scheduler',
        site_id: null,
        after_json: 'not json',
      }),
    );
    const page = await audit().list(firstPage);
    expect(page.total).toBe(2);
    expect(page.rows[1]).toMatchObject({
      actorType: 'staff',
      actorName: 'editor.li',
      site: 'en',
      before: { status: 'draft' },
      after: { status: 'published' },
    });
    expect(page.rows[0]).toMatchObject({
      actorType: 'system',
      site: null,
      before: null,
      after: null,
    });
  });

  it('filters by site, actor, action or its area, and target', async () => {
    await write(
      entry({ action: 'comment.hide', target_type: 'comment', target_id: '3' }),
      entry({ action: 'comment.approve', actor_name: 'mod.anna' }),
      entry({ action: 'site.switches', site_id: siteByLang('ru').id }),
    );
    expect(await actions({ site: 'ru' })).toEqual(['site.switches']);
    expect(await actions({ actor: 'mod.anna' })).toEqual(['comment.approve']);
    expect(await actions({ action: 'comment' })).toEqual(['comment.approve', 'comment.hide']);
    expect(await actions({ targetType: 'comment', targetId: '3' })).toEqual(['comment.hide']);
  });

  it('takes a day as the end of a period whole, and a time as given', async () => {
    const day = fixture.data.clock.iso().slice(0, 10);
    await write(
      entry({ action: 'a.morning', created_at: `${day}T00:00:00.000Z` }),
      entry({ action: 'a.evening', created_at: `${day}T23:59:59.000Z` }),
      entry({ action: 'a.next', created_at: fixture.data.clock.iso(24 * HOUR) }),
    );
    expect(await actions({ from: day, to: day })).toEqual(['a.evening', 'a.morning']);
    expect(await actions({ to: `${day}T12:00:00.000Z` })).toEqual(['a.morning']);
  });

  it('exports every matching entry, newest first, however many pages of the database they take', async () => {
    await write(
      ...Array.from({ length: 1001 }, (_, i) =>
        entry({ action: i === 0 ? 'x.first' : 'x.more', target_id: String(i) }),
      ),
    );
    await write(entry({ action: 'other.thing' }));
    const exported = [];
    for await (const row of audit().export({ action: 'x' })) exported.push(row);
    expect(exported).toHaveLength(1001);
    expect(exported[0]?.targetId).toBe('1000');
    expect(exported.at(-1)).toMatchObject({ action: 'x.first', targetId: '0' });
  });
});
