import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';
import { moderatorOf, type Moderator } from './Moderator.ts';
import { parseTargetKey } from './ReportService.ts';

const firstPage = { pageNo: 1, pageSize: 10, state: 'open' } as const;
const RU = siteByLang('ru').id;

describe.each(testEngines())('ReportService on $name', (engine) => {
  const fixture = useServices(engine);
  const reports = () => fixture.services.reports;
  const moderator = async (): Promise<Moderator> =>
    moderatorOf(await fixture.staff('moderator', ['en']));
  const rows = fixture.data;

  /** An item and a visible comment on it, each reported by readers. */
  async function reported() {
    const item = await rows.rows.item({ title: 'Ferry', author: 'Desk' });
    const author = await rows.rows.user({ name: 'Li Wei' });
    const comment = await rows.rows.comment({ content_id: item, user_id: author, body: 'Buy now' });
    const [a, b] = [await rows.rows.user(), await rows.rows.user()];
    await rows.rows.report({
      user_id: a,
      target_type: 'comment',
      target_id: comment,
      detail: 'ad',
    });
    await rows.rows.report({
      user_id: b,
      target_type: 'comment',
      target_id: comment,
      reason: 'falseInformation',
    });
    await rows.rows.report({ user_id: a, target_type: 'content', target_id: item });
    return { item, comment };
  }
  const status = async (table: 'comments' | 'content', id: number) =>
    (
      await rows.db
        .selectFrom(table)
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('reads a target key as its kind and id', () => {
    expect(parseTargetKey('comment:12')).toEqual({ type: 'comment', id: 12 });
  });

  it('groups reports by target with how many readers gave which reason, and what the target says', async () => {
    const { item, comment } = await reported();
    const page = await reports().list(await moderator(), firstPage);
    expect(page.total).toBe(2);
    expect(page.rows[0]).toMatchObject({
      targetType: 'comment',
      targetId: String(comment),
      site: 'en',
      count: 2,
      targetText: 'Buy now',
      targetAuthor: 'Li Wei',
      contentId: String(item),
      targetVisible: true,
      details: ['ad'],
      state: 'open',
    });
    expect(page.rows[0]?.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'spamAd', count: 1 },
        { reason: 'falseInformation', count: 1 },
      ]),
    );
    expect(page.rows[1]).toMatchObject({
      targetType: 'content',
      targetText: 'Ferry',
      targetAuthor: 'Desk',
      targetVisible: true,
    });
  });

  it('hides a reported comment, closing its reports in the same step', async () => {
    const { comment } = await reported();
    const outcome = await reports().act(await moderator(), 'hide', [`comment:${String(comment)}`]);
    expect(outcome).toEqual({ done: [`comment:${String(comment)}`], refused: [] });
    expect(await status('comments', comment)).toBe('hidden');
    const left = await reports().list(await moderator(), { ...firstPage, targetType: 'comment' });
    expect(left.total).toBe(0);
  });

  it('takes a reported item down and closes its reports', async () => {
    const { item } = await reported();
    await reports().hide(await moderator(), `content:${String(item)}`);
    expect(await status('content', item)).toBe('unpublished');
    const audit = await rows.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['content.unpublish', 'report.hide']);
    expect(audit[0]?.after_json).toContain('"reason":"reported"');
  });

  it('dismisses reports once, leaving the target as it is', async () => {
    const { comment } = await reported();
    const key = `comment:${String(comment)}`;
    const mod = await moderator();
    await reports().dismiss(mod, key);
    expect(await status('comments', comment)).toBe('visible');
    await expect(reports().dismiss(mod, key)).rejects.toEqual(refusal('error.reportsHandled'));
    const outcome = await reports().act(mod, 'dismiss', [key]);
    expect(outcome.refused).toEqual([{ id: key, messageKey: 'error.reportsHandled', params: {} }]);
  });

  it('keeps a moderator to the reports of their sites', async () => {
    const theirs = await rows.rows.item({ site_id: RU });
    const reader = await rows.rows.user();
    await rows.rows.report({
      user_id: reader,
      target_type: 'content',
      target_id: theirs,
      site_id: RU,
    });
    const mod = await moderator();
    await expect(reports().act(mod, 'hide', [`content:${String(theirs)}`])).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(await status('content', theirs)).toBe('published');
    await expect(reports().hide(mod, 'content:999999')).rejects.toMatchObject({ kind: 'notFound' });
  });
});
