import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';
import { moderatorOf, type Moderator } from './Moderator.ts';

const firstPage = { pageNo: 1, pageSize: 10 };
const RU = siteByLang('ru').id;

describe.each(testEngines())('FeedbackService on $name', (engine) => {
  const fixture = useServices(engine);
  const feedback = () => fixture.services.feedback;
  const moderator = async (): Promise<Moderator> =>
    moderatorOf(await fixture.staff('moderator', ['en']));
  const stateOf = async (id: number) =>
    (
      await fixture.data.db
        .selectFrom('feedback')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('lists the feedback of the moderator’s sites, newest first, by state and words', async () => {
    const reader = await fixture.data.rows.user({ username: 'reader_li' });
    const first = await fixture.data.rows.feedback({ user_id: reader, body: 'Map is wrong' });
    const second = await fixture.data.rows.feedback({ body: 'Thanks', status: 'handled' });
    await fixture.data.rows.feedback({ site_id: RU });
    const mod = await moderator();
    const page = await feedback().list(mod, firstPage);
    expect(page.rows.map((r) => [r.id, r.state, r.userId, r.userName])).toEqual([
      [String(second), 'handled', '', ''],
      [String(first), 'new', String(reader), 'reader_li'],
    ]);
    expect((await feedback().list(mod, { ...firstPage, state: 'new' })).total).toBe(1);
    expect((await feedback().list(mod, { ...firstPage, q: 'map' })).rows[0]?.body).toBe(
      'Map is wrong',
    );
  });

  it('marks feedback read or handled, but never handled feedback back to read', async () => {
    const fresh = await fixture.data.rows.feedback();
    const handled = await fixture.data.rows.feedback({ status: 'handled' });
    const mod = await moderator();
    const outcome = await feedback().mark(mod, 'read', [fresh, handled]);
    expect(outcome).toEqual({ done: [String(fresh), String(handled)], refused: [] });
    expect(await stateOf(fresh)).toBe('read');
    expect(await stateOf(handled)).toBe('handled');
    const audit = await fixture.data.db.selectFrom('audit_log').select('action').execute();
    expect(audit).toEqual([{ action: 'feedback.read' }]);
  });

  it('sends an answer to the reader’s messages and marks the feedback handled', async () => {
    const reader = await fixture.data.rows.user();
    const id = await fixture.data.rows.feedback({ user_id: reader });
    const answered = await feedback().answer(await moderator(), id, 'Fixed, thank you.');
    expect(answered).toMatchObject({
      state: 'handled',
      answer: 'Fixed, thank you.',
      answeredAt: fixture.data.clock.iso(),
    });
    const messages = await fixture.data.db
      .selectFrom('messages')
      .select(['kind', 'body'])
      .where('user_id', '=', reader)
      .execute();
    expect(messages).toEqual([{ kind: 'feedback', body: 'Fixed, thank you.' }]);
  });

  it('refuses to answer feedback sent without an account', async () => {
    const id = await fixture.data.rows.feedback({ contact: 'a@example.com' });
    await expect(feedback().answer(await moderator(), id, 'Hello')).rejects.toEqual(
      refusal('error.feedbackAnonymous'),
    );
    expect(await stateOf(id)).toBe('new');
  });

  it('keeps a moderator to their sites', async () => {
    const theirs = await fixture.data.rows.feedback({ site_id: RU });
    const mod = await moderator();
    await expect(feedback().mark(mod, 'handled', [theirs])).rejects.toMatchObject({
      kind: 'forbidden',
      messageKey: 'error.forbiddenSite',
    });
    await expect(feedback().answer(mod, theirs, 'x')).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await stateOf(theirs)).toBe('new');
  });
});
