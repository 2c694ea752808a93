import { beforeEach, describe, expect, it } from 'vitest';
import type { ItemDocument } from '@news/contract/console/itemSchemas';
import type { PublishType } from '@news/contract/publishTypes';
import { siteByLang } from '@news/contract/sites';
import { documentOf } from '../../testing/itemDocuments.ts';
import { refusal } from '../../testing/refusal.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { useServices } from '../../testing/useServices.ts';
import { moderatorOf } from '../moderation/Moderator.ts';
import type { StaffPrincipal } from '../staff/StaffPrincipal.ts';

const HOUR = 3_600_000;
const RU = siteByLang('ru').id;

describe.each(testEngines())('EditorialService on $name', (engine) => {
  const fixture = useServices(engine);
  const editorial = () => fixture.services.editorial;
  let channel = '';
  beforeEach(() => {
    channel = '';
  });
  const editor = (): Promise<StaffPrincipal> => fixture.staff('editor', ['en']);
  /** A publishable document of the type, in a channel of the English site made for the test. */
  async function doc(type: PublishType = 'TUWEN', fields: Record<string, unknown> = {}) {
    channel ||= String(await fixture.data.rows.category({ title: 'City' }));
    return documentOf(type, 'en', channel, fields);
  }
  const draft = async (staff: StaffPrincipal, document?: ItemDocument) =>
    editorial().create(staff, document ?? (await doc()));
  const revisions = (id: string) =>
    fixture.data.db
      .selectFrom('content_revisions')
      .select(['revision', 'action'])
      .where('content_id', '=', Number(id))
      .orderBy('revision')
      .execute();

  it('creates a draft with its first revision and audit entry, its body made safe', async () => {
    let changes = 0;
    fixture.services.signals.publicChange.on(() => {
      changes += 1;
    });
    const staff = await editor();
    const item = await draft(
      staff,
      await doc('TUWEN', { body: '<p>Hello</p><script>alert(1)</script>' }),
    );
    expect(item).toMatchObject({
      status: 'draft',
      version: 1,
      createdBy: staff.username,
      document: { title: 'A TUWEN item', body: '<p>Hello</p>' },
      videoJob: null,
    });
    expect(await revisions(item.id)).toEqual([{ revision: 1, action: 'create' }]);
    const history = await editorial().history(staff, Number(item.id));
    expect(history.map((h) => h.action)).toEqual(['content.create']);
    expect(changes).toBe(1);
  });

  it('keeps an editor to their sites: options, lists and items of others are refused', async () => {
    const staff = await editor();
    const theirs = await fixture.data.rows.item({ site_id: RU });
    await expect(editorial().siteOptions(staff, 'ru')).rejects.toMatchObject({
      kind: 'forbidden',
      messageKey: 'error.forbiddenSite',
      params: { site: 'ru' },
    });
    await expect(
      editorial().list(staff, { site: 'ru', pageNo: 1, pageSize: 10 }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(editorial().get(staff, theirs)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(editorial().get(staff, 999_999)).rejects.toMatchObject({ kind: 'notFound' });
    expect((await editorial().siteOptions(staff, 'en')).channels).toEqual([]);
  });

  it('saves an edit from the version it was opened at, and refuses one made from an older version', async () => {
    const staff = await editor();
    const item = await draft(staff);
    const saved = await editorial().save(
      staff,
      Number(item.id),
      1,
      await doc('TUWEN', { title: 'Better title' }),
    );
    expect(saved).toMatchObject({ version: 2, document: { title: 'Better title' } });
    await expect(
      editorial().save(staff, Number(item.id), 1, await doc('TUWEN', { title: 'Lost edit' })),
    ).rejects.toMatchObject({ kind: 'conflict', messageKey: 'error.stale' });
    expect(await revisions(item.id)).toEqual([
      { revision: 1, action: 'create' },
      { revision: 2, action: 'save' },
    ]);
  });

  it('refuses to change an item’s kind or site, or to link another site’s items', async () => {
    const staff = await editor();
    const item = await draft(staff);
    const id = Number(item.id);
    await expect(editorial().save(staff, id, 1, await doc('TUSHUO'))).rejects.toEqual(
      refusal('error.typeChange'),
    );
    await expect(editorial().save(staff, id, 1, { ...(await doc()), site: 'ru' })).rejects.toEqual(
      refusal('error.siteChange'),
    );
    const theirs = await fixture.data.rows.item({ site_id: RU });
    await expect(
      editorial().create(
        staff,
        await doc('SPECIAL', {
          topic: { banner: '', sections: [{ title: 'S', itemIds: [String(theirs)] }] },
        }),
      ),
    ).rejects.toMatchObject({ messageKey: 'error.linkedNotOfSite', params: { id: theirs } });
  });

  it('publishes a draft dated now, and says why one cannot be published yet', async () => {
    const staff = await editor();
    const empty = await draft(staff, await doc('TUWEN', { body: '', outLink: '' }));
    await expect(editorial().publish(staff, Number(empty.id), 1)).rejects.toEqual(
      refusal('error.needsBody'),
    );
    const item = await draft(staff);
    fixture.data.clock.advance(HOUR);
    const published = await editorial().publish(staff, Number(item.id), 1);
    expect(published).toMatchObject({ status: 'published', publishDate: fixture.data.clock.iso() });
    await expect(editorial().publish(staff, Number(item.id), undefined)).rejects.toMatchObject({
      kind: 'refused',
      messageKey: 'error.wrongStatus',
      params: { status: { messageKey: 'itemStatus.published' } },
    });
  });

  it('schedules an item for later, publishing it when the clock gets there', async () => {
    const staff = await editor();
    const item = await draft(staff);
    const id = Number(item.id);
    await expect(editorial().schedule(staff, id, 1, fixture.data.clock.iso(-HOUR))).rejects.toEqual(
      refusal('error.scheduleInPast'),
    );
    const at = fixture.data.clock.iso(HOUR);
    expect(await editorial().schedule(staff, id, 1, at)).toMatchObject({
      status: 'scheduled',
      publishDate: at,
    });
    expect(await fixture.services.scheduler.tick()).toEqual([]);
    fixture.data.clock.advance(HOUR);
    expect(await fixture.services.scheduler.tick()).toEqual([id]);
    expect(await editorial().get(staff, id)).toMatchObject({
      status: 'published',
      publishDate: at,
    });
  });

  it('takes an item down, and a scheduled one back to a draft; a draft cannot be taken down', async () => {
    const staff = await editor();
    const item = await draft(staff);
    const id = Number(item.id);
    await expect(editorial().unpublish(staff, id, 1)).rejects.toMatchObject({
      params: { status: { messageKey: 'itemStatus.draft' } },
    });
    const published = await editorial().publish(staff, id, 1);
    fixture.data.clock.advance(HOUR);
    expect(await editorial().unpublish(staff, id, 2)).toMatchObject({ status: 'unpublished' });
    // Put back after a correction, it keeps the date it was first published.
    expect(await editorial().publish(staff, id, 3)).toMatchObject({
      status: 'published',
      publishDate: published.publishDate,
    });
    const later = await draft(staff);
    await editorial().schedule(staff, Number(later.id), 1, fixture.data.clock.iso(HOUR));
    expect(await editorial().unpublish(staff, Number(later.id), 2)).toMatchObject({
      status: 'draft',
    });
  });

  it('makes an earlier revision the content again, as a new revision', async () => {
    const staff = await editor();
    const item = await draft(staff, await doc('TUWEN', { title: 'First' }));
    const id = Number(item.id);
    await editorial().save(staff, id, 1, await doc('TUWEN', { title: 'Second' }));
    const restored = await editorial().restore(staff, id, 1, 2);
    expect(restored).toMatchObject({ version: 3, document: { title: 'First' } });
    expect((await revisions(item.id)).at(-1)).toEqual({ revision: 3, action: 'restore' });
    expect((await editorial().revisions(staff, id)).map((r) => r.title)).toEqual([
      'First',
      'Second',
      'First',
    ]);
    await expect(editorial().restore(staff, id, 9, 3)).rejects.toEqual(
      refusal('error.revisionNotFound'),
    );
  });

  it('publishes several items at once, reporting the ones refused with why', async () => {
    const staff = await editor();
    const ready = await draft(staff);
    const empty = await draft(staff, await doc('TUWEN', { body: '' }));
    const outcome = await editorial().bulk(staff, 'publish', [ready.id, empty.id, ready.id]);
    expect(outcome).toEqual({
      done: [ready.id],
      refused: [{ id: empty.id, messageKey: 'error.needsBody', params: {} }],
    });
  });

  it('does nothing in bulk when one of the items is another site’s', async () => {
    const staff = await editor();
    const mine = await draft(staff);
    const theirs = await fixture.data.rows.item({ site_id: RU, status: 'draft' });
    await expect(
      editorial().bulk(staff, 'publish', [mine.id, String(theirs)]),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await editorial().get(staff, Number(mine.id))).status).toBe('draft');
  });

  it('lets a moderator take a reported item down, once', async () => {
    const staff = await editor();
    const item = await draft(staff);
    await editorial().publish(staff, Number(item.id), 1);
    const moderator = moderatorOf(await fixture.staff('moderator', ['en']));
    expect(await editorial().takeDown(moderator, Number(item.id), 'reported')).toBe(true);
    expect(await editorial().takeDown(moderator, Number(item.id), 'reported')).toBe(false);
    expect((await editorial().get(staff, Number(item.id))).status).toBe('unpublished');
  });

  it('posts as a broadcast’s host and takes posts down; other items have no host posts', async () => {
    const staff = await editor();
    const live = await draft(staff, await doc('authPublishPlayback'));
    const id = Number(live.id);
    const post = await editorial().addLivePost(staff, id, { content: 'On air', image: '' });
    expect(post).toMatchObject({
      author: 'Host',
      content: 'On air',
      createdAt: fixture.data.clock.iso(),
    });
    expect((await editorial().livePosts(staff, id)).map((p) => p.id)).toEqual([post.id]);
    await editorial().deleteLivePost(staff, id, Number(post.id));
    expect(await editorial().livePosts(staff, id)).toEqual([]);
    const article = await draft(staff);
    await expect(editorial().livePosts(staff, Number(article.id))).rejects.toEqual(
      refusal('error.notALive'),
    );
  });
});
