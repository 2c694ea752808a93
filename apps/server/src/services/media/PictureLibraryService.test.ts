import { describe, expect, it } from 'vitest';
import { pngImage } from '../../testing/imageFixtures.ts';
import { fileSourceOf } from '../../testing/fileSourceOf.ts';
import { testEngines } from '../../testing/testDatabases.ts';
import { SITES } from '@news/contract/sites';
import { TEST_SITE_ID } from '../../testing/TestRows.ts';
import { useServices } from '../../testing/useServices.ts';
import { repositoriesOver } from '../Repositories.ts';
import type { PublicChange } from '../shared/PublicChange.ts';
import { siteLangOf } from '../shared/sites.ts';
import { rebuildPictureUses } from './pictureUses.ts';

describe.each(testEngines())('the media library service on $name', (engine) => {
  const fixture = useServices(engine);
  const site = siteLangOf(TEST_SITE_ID);

  async function uploaded(staffId: number, width = 40): Promise<string> {
    const upload = await fixture.services.uploads.acceptStaffImage(
      fileSourceOf(pngImage({ width, height: 30 }), 'a.png'),
      { siteId: TEST_SITE_ID, staffId },
    );
    if (!upload.ok) throw new Error(upload.problem);
    return upload.url;
  }

  it('dates an edit by the clock, audits it and drops every item using the picture from readers’ caches', async () => {
    const editor = await fixture.staff('editor', [site]);
    const url = await uploaded(editor.id);
    const repos = repositoriesOver(fixture.data.db, fixture.data.database.dialect);
    // Written straight to the tables, as the seed does: the index is built from the items.
    const cover = await fixture.data.rows.item({ img: JSON.stringify([{ url }]) });
    const body = await fixture.data.rows.item({ body_html: `<p><img src="${url}#focus=1,2"></p>` });
    await fixture.data.rows.item({ body_html: '<p><img src="/media/seed/a.svg"></p>' });
    expect(await rebuildPictureUses(repos)).toBe(3);

    const library = fixture.services.pictures;
    const [entry] = (await library.lookup(editor, { site, urls: [url] })).items;
    expect(entry).toMatchObject({ useCount: 2, createdAt: fixture.data.clock.iso() });
    const changes: PublicChange[] = [];
    fixture.services.signals.publicChange.on((change) => changes.push(change));
    fixture.data.clock.advance(60_000);
    const updated = await library.update(editor, Number(entry?.id), {
      alt: 'A grey square',
      caption: '',
      credit: 'Desk',
      focusX: 20,
      focusY: 80,
    });
    expect(updated).toMatchObject({ updatedAt: fixture.data.clock.iso(), focusX: 20 });
    expect(changes).toEqual([
      {
        scope: 'items',
        siteId: TEST_SITE_ID,
        itemIds: expect.arrayContaining([cover, body]) as unknown,
        lists: true,
      },
    ]);
    const [audited] = await repos.audit.list({ action: 'picture.update' }, 5);
    expect(audited).toMatchObject({
      actor_id: editor.id,
      target_type: 'picture',
      site_id: TEST_SITE_ID,
    });
    expect(JSON.parse(audited?.after_json ?? '{}')).toMatchObject({
      alt: 'A grey square',
      focusX: 20,
    });

    await expect(library.remove(editor, Number(entry?.id))).rejects.toMatchObject({
      kind: 'refused',
      messageKey: 'picture.inUse',
      params: { count: 2 },
    });
  });

  it('takes servers of a cluster building the index at once as they start: no conflict, one set of uses', async () => {
    const editor = await fixture.staff('editor', [site]);
    const url = await uploaded(editor.id, 44);
    const repos = repositoriesOver(fixture.data.db, fixture.data.database.dialect);
    for (let i = 0; i < 6; i += 1)
      await fixture.data.rows.item({
        img: JSON.stringify([{ url }]),
        body_html: `<p><img src="${url}"></p>`,
      });
    await Promise.all([rebuildPictureUses(repos), rebuildPictureUses(repos)]);
    const [entry] = (await fixture.services.pictures.lookup(editor, { site, urls: [url] })).items;
    expect(entry?.useCount).toBe(12);
  });

  it('leaves the words of a picture a published item shows to editors, not reporters', async () => {
    const reporter = await fixture.staff('reporter', [site]);
    const editor = await fixture.staff('editor', [site]);
    const shown = await uploaded(reporter.id, 46);
    const drafted = await uploaded(reporter.id, 48);
    await fixture.data.rows.item({ img: JSON.stringify([{ url: shown }]) });
    await fixture.data.rows.item({ img: JSON.stringify([{ url: drafted }]), status: 'draft' });
    await rebuildPictureUses(repositoriesOver(fixture.data.db, fixture.data.database.dialect));
    const library = fixture.services.pictures;
    const [published, draft] = (
      await library.lookup(editor, { site, urls: [shown, drafted] })
    ).items.sort((a) => (a.url === shown ? -1 : 1));
    const words = {
      alt: 'Harbour at dawn',
      caption: 'Reporter’s words',
      credit: 'Field',
      focusX: 50,
      focusY: 50,
    };
    await expect(library.update(reporter, Number(published?.id), words)).rejects.toMatchObject({
      kind: 'forbidden',
      messageKey: 'picture.shownPublished',
    });
    expect((await library.get(editor, Number(published?.id))).caption).not.toBe('Reporter’s words');
    // Pictures only drafts show are the reporter's to describe; an editor's words go through.
    expect((await library.update(reporter, Number(draft?.id), words)).caption).toBe(
      'Reporter’s words',
    );
    expect((await library.update(editor, Number(published?.id), words)).caption).toBe(
      'Reporter’s words',
    );
  });

  it('keeps the files another site’s item shows, and a picture its site’s start image shows', async () => {
    const editor = await fixture.staff('editor', [site]);
    const other = SITES.find((s) => s.id !== TEST_SITE_ID);
    if (!other) throw new Error('one site only');
    const sharedUrl = await uploaded(editor.id, 50);
    await fixture.data.rows.item({ site_id: other.id, img: JSON.stringify([{ url: sharedUrl }]) });
    const startUrl = await uploaded(editor.id, 52);
    await fixture.data.db
      .insertInto('ads')
      .values({
        site_id: TEST_SITE_ID,
        position: 'start',
        title: 'Festival',
        description: '',
        img: JSON.stringify([{ url: startUrl }]),
        url: '',
        display_seconds: 3,
        frequency: 'daily',
        sort: 0,
        start_at: '',
        end_at: '',
      })
      .execute();
    await rebuildPictureUses(repositoriesOver(fixture.data.db, fixture.data.database.dialect));
    const library = fixture.services.pictures;
    const entries = (await library.lookup(editor, { site, urls: [sharedUrl, startUrl] })).items;
    const shared = entries.find((e) => e.url === sharedUrl);
    const start = entries.find((e) => e.url === startUrl);
    // This site's library entry goes; the picture's files stay for the other site's readers.
    await library.remove(editor, Number(shared?.id));
    expect(await fixture.services.media.read(sharedUrl)).not.toBeNull();
    await expect(library.remove(editor, Number(start?.id))).rejects.toMatchObject({
      kind: 'refused',
      messageKey: 'picture.inUse',
      params: { count: 1 },
    });
    expect(await fixture.services.media.read(startUrl)).not.toBeNull();
  });

  it('leaves readers’ avatars out of the library', async () => {
    const editor = await fixture.staff('editor', [site]);
    const reader = await fixture.reader();
    const avatar = await fixture.services.uploads.uploadImage(
      reader,
      fileSourceOf(pngImage({ width: 12, height: 12 }), 'me.png'),
    );
    const page = await fixture.services.pictures.list(editor, {
      site,
      filter: 'all',
      pageNo: 1,
      pageSize: 30,
    });
    expect(page.rows.map((row) => row.url)).not.toContain(avatar.url);
    expect(page.total).toBe(0);
  });
});
