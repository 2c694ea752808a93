import { describe, expect, it } from 'vitest';
import { siteByLang } from '@news/contract/sites';
import { defaultAgreement } from '../../agreements/defaultAgreements.ts';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';
import { moderatorOf, type Moderator } from '../moderation/Moderator.ts';

const en = siteByLang('en');

describe.each(testEngines())('AgreementService on $name', (engine) => {
  const fixture = useServices(engine);
  const agreements = () => fixture.services.agreements;
  const admin = async (): Promise<Moderator> =>
    moderatorOf(await fixture.staff('admin'), 'siteSettings');

  it('has the product’s text in force, as version 1, before a site writes its own', async () => {
    expect(await agreements().current(en, 'terms')).toEqual({
      type: 'terms',
      version: 1,
      body: defaultAgreement('en', 'terms'),
      updatedAt: new Date(0).toISOString(),
    });
  });

  it('puts a new version in force, keeping the old ones, and tells readers at once', async () => {
    let changes = 0;
    fixture.services.signals.publicChange.on(() => {
      changes += 1;
    });
    const by = await admin();
    const history = await agreements().save(by, 'en', 'terms', 'New terms.');
    expect(history.map((v) => v.version)).toEqual([2, 1]);
    expect(history[0]).toMatchObject({ body: 'New terms.', createdBy: by.actor.name });
    expect(await agreements().current(en, 'terms')).toMatchObject({
      version: 2,
      body: 'New terms.',
      updatedAt: fixture.data.clock.iso(),
    });
    expect(changes).toBe(1);
    expect((await agreements().current(en, 'privacy')).version).toBe(1);
  });

  it('refuses a version that says the same as the one in force', async () => {
    const by = await admin();
    await expect(
      agreements().save(by, 'en', 'privacy', defaultAgreement('en', 'privacy')),
    ).rejects.toEqual(refusal('error.agreementUnchanged'));
    await agreements().save(by, 'en', 'privacy', 'Ours.');
    await expect(agreements().save(by, 'en', 'privacy', 'Ours.')).rejects.toEqual(
      refusal('error.agreementUnchanged'),
    );
  });

  it('records each version in the audit log with the text before and after', async () => {
    await agreements().save(await admin(), 'en', 'logoff', 'Leaving.');
    const entry = await fixture.data.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'before_json', 'after_json'])
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      action: 'site.agreement',
      target_id: 'en:logoff',
      before_json: JSON.stringify({ version: 1, body: defaultAgreement('en', 'logoff') }),
      after_json: JSON.stringify({ version: 2, body: 'Leaving.' }),
    });
  });

  it('sums up each kind’s version in force, and keeps staff without the right out', async () => {
    await agreements().save(await admin(), 'en', 'terms', 'New terms.');
    const summary = await agreements().summary('en', ['terms', 'privacy']);
    expect(summary.map((s) => [s.kind, s.version])).toEqual([
      ['terms', 2],
      ['privacy', 1],
    ]);
    const editor = moderatorOf(await fixture.staff('editor', ['en']), 'siteSettings');
    await expect(agreements().history(editor, 'en', 'terms')).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
