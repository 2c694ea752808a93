import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ItemDetail, ItemStatus } from '@news/contract/console/itemSchemas';
import type { LibraryPicture } from '@news/contract/console/pictureSchemas';
import { fakeApi, ok, refused, type FakeApi } from '../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../testing/renderWithConsole.tsx';
import { ItemEditorPage } from './ItemEditorPage.tsx';

const editor = staffMember();
const STALE =
  'Someone changed this item after you opened it. Reload it to see their changes; your edits are still in the form.';

/** A video collection (its form has no rich-text editor), as the server describes it. */
function item(version: number, status: ItemStatus = 'draft', title = 'Harbour videos'): ItemDetail {
  return {
    id: '5',
    status,
    version,
    publishDate: status === 'scheduled' ? '2026-12-01T09:30:00.000Z' : '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-19T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    createdBy: 'editor.en',
    updatedBy: 'editor.en',
    embargoUntil: '',
    reviewNote: '',
    document: {
      site: 'en',
      publishType: 'SHIPINGLIST',
      title,
      summary: '',
      author: 'Ann Lee',
      source: '',
      tags: [],
      channelId: '3',
      commentEnabled: true,
      cover: '',
      outLink: '',
      headline: false,
      banner: false,
      videoIds: [],
    },
    videoJob: null,
  };
}

/** The editor open on item 5; its side panels' calls answered with nothing to show. */
async function openItem(api: FakeApi, loaded: ItemDetail) {
  api.on('GET /items/5', () => ok(loaded));
  api.on('GET /items/5/revisions', () => ok([]));
  api.on('GET /items/5/history', () => ok([]));
  api.on('GET /items/5/versions', () => ok({ groupId: '', versions: [] }));
  api.on('GET /items/5/notes', () => ok([]));
  api.on('GET /items/5/mentionable', () => ok([]));
  api.on('GET /sites/en/options', () =>
    ok({ channels: [{ id: '3', title: 'City', kind: 'video', parentId: '' }] }),
  );
  const view = await renderWithConsole(<ItemEditorPage />, {
    api,
    staff: editor,
    at: '/items/5',
    route: '/items/:id',
  });
  await screen.findByRole('heading', { name: /Edit Video series/ });
  return view;
}

const bar = () => within(screen.getByTestId('workflow'));
// "Who is editing" calls (tested on their own below) are not the workflow's writes.
const writes = (api: FakeApi) =>
  api.calls
    .filter((c) => c.method !== 'GET' && !c.path.includes('/presence'))
    .map((c) => ({ [`${c.method} ${c.path}`]: c.body }));
const when = (iso: string): string =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

// The first test renders the whole editor cold; on a busy machine that nears vitest's 5 s.
describe('the item editor’s workflow bar', { timeout: 20_000 }, () => {
  it('saves a changed form with the version it was made from, and says so', async () => {
    const api = fakeApi({
      'PUT /items/5': () => ok(item(4, 'draft', 'Harbour videos, day two')),
    });
    const { user } = await openItem(api, item(3));
    expect(bar().getByText('Draft')).toBeTruthy();
    expect(bar().getByText('Version 3')).toBeTruthy();
    const save = bar().getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), ', day two');
    expect(bar().getByText('Unsaved changes')).toBeTruthy();
    await user.click(save);

    expect((await screen.findByText('Saved.')).getAttribute('role')).toBe('status');
    expect(bar().getByText('Version 4')).toBeTruthy();
    expect(bar().queryByText('Unsaved changes')).toBeNull();
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(writes(api)).toEqual([
      {
        'PUT /items/5': {
          version: 3,
          document: { ...item(3).document, title: 'Harbour videos, day two' },
        },
      },
    ]);
  });

  it('publishes: saves the changes first, then publishes the version just saved', async () => {
    const api = fakeApi({
      'PUT /items/5': () => ok(item(4, 'draft', 'Harbour videos!')),
      'POST /items/5/publish': () => ok(item(5, 'published', 'Harbour videos!')),
    });
    const { user } = await openItem(api, item(3));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(bar().getByRole('button', { name: 'Publish now' }));

    expect((await screen.findByText('Published: readers see it now.')).getAttribute('role')).toBe(
      'status',
    );
    expect(bar().getByText('Published')).toBeTruthy();
    expect(bar().getByText(`Published on ${when('2026-11-20T08:00:00.000Z')}`)).toBeTruthy();
    // Published: it can be taken down, not published again or scheduled.
    expect(bar().getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(bar().queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(bar().queryByRole('button', { name: 'Schedule' })).toBeNull();
    expect(writes(api).map((w) => Object.keys(w)[0])).toEqual([
      'PUT /items/5',
      'POST /items/5/publish',
    ]);
    expect(writes(api)[1]).toEqual({ 'POST /items/5/publish': { version: 4 } });
  });

  it('schedules an unchanged item at the time chosen, without saving it again', async () => {
    const api = fakeApi({
      'POST /items/5/schedule': () => ok(item(4, 'scheduled')),
    });
    const { user } = await openItem(api, item(3));
    const at = bar().getByLabelText('Publish at');
    fireEvent.change(at, { target: { value: '2026-12-01T10:30' } });
    await user.click(bar().getByRole('button', { name: 'Schedule' }));

    expect(
      (await screen.findByText('Scheduled: it publishes itself at its time.')).getAttribute('role'),
    ).toBe('status');
    expect(bar().getByText('Scheduled')).toBeTruthy();
    expect(bar().getByText(`Publishes itself on ${when('2026-12-01T09:30:00.000Z')}`)).toBeTruthy();
    expect(bar().getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(writes(api)).toEqual([
      {
        'POST /items/5/schedule': {
          version: 3,
          at: new Date('2026-12-01T10:30').toISOString(),
        },
      },
    ]);
  });

  it('unpublishes a published item', async () => {
    const api = fakeApi({
      'POST /items/5/unpublish': () => ok(item(8, 'unpublished')),
    });
    const { user } = await openItem(api, item(7, 'published'));
    await user.click(bar().getByRole('button', { name: 'Unpublish' }));

    expect(
      (await screen.findByText('Taken down: readers no longer see it.')).getAttribute('role'),
    ).toBe('status');
    expect(bar().getByText('Unpublished')).toBeTruthy();
    expect(bar().getByRole('button', { name: 'Publish now' })).toBeTruthy();
    expect(writes(api)).toEqual([{ 'POST /items/5/unpublish': { version: 7 } }]);
  });

  it('when someone saved in between: says so, keeps the edits, and loads their version on request', async () => {
    const api = fakeApi({
      'PUT /items/5': () => refused(409, STALE, 'stale'),
    });
    const { user } = await openItem(api, item(3));
    const title = screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'My title');
    await user.click(bar().getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(STALE);
    expect(title.value).toBe('My title');
    expect(bar().getByText('Unsaved changes')).toBeTruthy();

    api.on('GET /items/5', () => ok(item(4, 'draft', 'Their title')));
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => {
      expect(title.value).toBe('Their title');
    });
    expect(bar().getByText('Version 4')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/items/5')).toHaveLength(2);
  });

  it('refuses to save an item without a title, before asking the server', async () => {
    const api = fakeApi();
    const { user } = await openItem(api, item(3));
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(bar().getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the item a title first.');
    expect(writes(api)).toEqual([]);
  });
});

const FOLDER = '/media/pictures/0123456789abcdef0123456789abcdef/';
const HARBOUR = `${FOLDER}1600x900-a1b2c3.jpg`;
const MARKET = '/media/pictures/fedcba9876543210fedcba9876543210/1200x800-334455.jpg';

/** A picture of the English site's media library, as the server describes it. */
function libraryPicture(url: string, changes: Partial<LibraryPicture> = {}): LibraryPicture {
  const [, width = '0', height = '0'] = /(\d+)x(\d+)-/.exec(url) ?? [];
  return {
    id: url === HARBOUR ? '41' : '42',
    site: 'en',
    url,
    width: Number(width),
    height: Number(height),
    bytes: 240_000,
    alt: '',
    caption: '',
    credit: '',
    focusX: 50,
    focusY: 50,
    uploadedBy: 'Ann Lee',
    createdAt: '2026-11-19T08:00:00.000Z',
    updatedAt: '2026-11-19T08:00:00.000Z',
    uses: [],
    useCount: 1,
    ...changes,
  };
}

/** The library's call that answers for the addresses asked about, from `pictures`. */
function answersLookup(api: FakeApi, pictures: () => LibraryPicture[]): void {
  api.on('POST /pictures/lookup', (body) => {
    const { urls } = body as { urls: string[] };
    return ok({ items: pictures().filter((picture) => urls.includes(picture.url)) });
  });
}

/** A news article with a body, as the server describes it. */
function article(version: number, body: string, cover = ''): ItemDetail {
  const base = item(version);
  return {
    ...base,
    document: {
      ...base.document,
      publishType: 'TUWEN',
      title: 'Harbour at dawn',
      cover,
      body,
    },
  };
}

const withCover = (version: number, cover: string, status: ItemStatus = 'draft'): ItemDetail => {
  const loaded = item(version, status);
  return { ...loaded, document: { ...loaded.document, cover } };
};

/**
 * jsdom lays nothing out, and ProseMirror measures the selection to scroll it into view: ranges
 * get the empty boxes an element gets, for this test only.
 */
function measurableRanges(): void {
  const range = Range.prototype as Partial<Pick<Range, 'getClientRects' | 'getBoundingClientRect'>>;
  range.getClientRects = () => document.createElement('span').getClientRects();
  range.getBoundingClientRect = () => document.createElement('span').getBoundingClientRect();
  onTestFinished(() => {
    delete range.getClientRects;
    delete range.getBoundingClientRect;
  });
}

const calls = (api: FakeApi) =>
  api.calls
    .filter(
      (c) =>
        (c.method !== 'GET' || c.path.startsWith('/pictures')) && !c.path.includes('/presence'),
    )
    .map((c) => `${c.method} ${c.path}`);

// Typing into a screen this size takes a while on a busy machine.
describe('the item editor’s pictures', { timeout: 20_000 }, () => {
  it('saves the alt text typed for the cover to the library, keeping its focus, before the item', async () => {
    let harbour = libraryPicture(HARBOUR, { credit: 'Ann Lee' });
    const api = fakeApi({
      // Someone moved the focal point in the library since the editor opened.
      'GET /pictures/41': () => ok({ ...harbour, focusX: 35, focusY: 65 }),
      'PUT /pictures/41': (body) => {
        harbour = { ...harbour, ...(body as Partial<LibraryPicture>) };
        return ok(harbour);
      },
      'PUT /items/5': () => ok(withCover(4, HARBOUR)),
    });
    answersLookup(api, () => [harbour]);
    const { user } = await openItem(api, withCover(3, HARBOUR));

    const cover = screen.getByRole('group', { name: 'Cover picture' });
    const alt = await within(cover).findByRole('textbox', { name: 'Alt text' });
    expect(alt.getAttribute('aria-required')).toBe('true');
    expect(alt.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(cover).getByRole('textbox', { name: 'Credit' })).toHaveProperty(
      'value',
      'Ann Lee',
    );
    expect(
      within(cover).getByText(
        'The media library keeps these words with the picture: they describe it everywhere it is used.',
      ),
    ).toBeTruthy();

    await user.type(alt, 'Boats at dawn');
    expect(bar().getByText('Unsaved changes')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(bar().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls(api)).toEqual([
      'POST /pictures/lookup',
      'GET /pictures/41',
      'PUT /pictures/41',
      'PUT /items/5',
    ]);
    expect(api.calls.find((c) => c.path === '/pictures/lookup')?.body).toEqual({
      site: 'en',
      urls: [HARBOUR],
    });
    expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/pictures/41')?.body).toEqual({
      alt: 'Boats at dawn',
      caption: '',
      credit: 'Ann Lee',
      focusX: 35,
      focusY: 65,
    });
    expect(bar().queryByText('Unsaved changes')).toBeNull();
  });

  it('saves a picture’s words alone when nothing else changed', async () => {
    const api = fakeApi({
      'GET /pictures/41': () => ok(libraryPicture(HARBOUR)),
      'PUT /pictures/41': (body) => ok(libraryPicture(HARBOUR, body as Partial<LibraryPicture>)),
    });
    answersLookup(api, () => [libraryPicture(HARBOUR)]);
    const { user } = await openItem(api, withCover(3, HARBOUR));
    const cover = screen.getByRole('group', { name: 'Cover picture' });
    await user.type(await within(cover).findByRole('textbox', { name: 'Caption' }), 'Dawn');
    await user.click(bar().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls(api)).toEqual(['POST /pictures/lookup', 'GET /pictures/41', 'PUT /pictures/41']);
    expect(bar().getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('gives gallery rows the library’s alt text and credit beside their own caption', async () => {
    const base = item(3);
    const story: ItemDetail = {
      ...base,
      document: {
        ...base.document,
        publishType: 'TUSHUO',
        images: [{ url: HARBOUR, caption: 'Our caption', width: 1600, height: 900 }],
      },
    };
    const api = fakeApi({
      'GET /pictures/41': () => ok(libraryPicture(HARBOUR)),
      'PUT /pictures/41': (body) => ok(libraryPicture(HARBOUR, body as Partial<LibraryPicture>)),
    });
    answersLookup(api, () => [libraryPicture(HARBOUR, { caption: 'The library’s caption' })]);
    api.on('GET /items/5', () => ok(story));
    api.on('GET /items/5/revisions', () => ok([]));
    api.on('GET /items/5/history', () => ok([]));
    api.on('GET /items/5/notes', () => ok([]));
    api.on('GET /items/5/mentionable', () => ok([]));
    api.on('GET /sites/en/options', () => ok({ channels: [] }));
    const { user } = await renderWithConsole(<ItemEditorPage />, {
      api,
      staff: editor,
      at: '/items/5',
      route: '/items/:id',
    });
    // The first screen with a sortable list takes a while to come up on a busy machine.
    const alt = await screen.findByRole(
      'textbox',
      { name: 'Alt text of picture 1' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('textbox', { name: 'Caption of picture 1' })).toHaveProperty(
      'value',
      'Our caption',
    );
    await user.type(alt, 'Boats');
    await user.type(screen.getByRole('textbox', { name: 'Credit of picture 1' }), 'Ann Lee');
    await user.click(bar().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/pictures/41')?.body).toEqual({
      alt: 'Boats',
      caption: 'The library’s caption',
      credit: 'Ann Lee',
      focusX: 50,
      focusY: 50,
    });
    expect(writes(api).map((w) => Object.keys(w)[0])).toEqual([
      'POST /pictures/lookup',
      'PUT /pictures/41',
    ]);
  });

  it('puts a picture chosen from the library in the cover, found by words, with no upload', async () => {
    const api = fakeApi({
      'GET /pictures': (_, query) =>
        ok({
          rows: query.get('q')
            ? [libraryPicture(HARBOUR, { alt: 'Boats at dawn', credit: 'Ann Lee' })]
            : [libraryPicture(MARKET), libraryPicture(HARBOUR, { alt: 'Boats at dawn' })],
          total: query.get('q') ? 1 : 2,
          pageNo: 1,
          pageSize: 24,
        }),
      'PUT /items/5': () => ok(withCover(4, HARBOUR)),
    });
    const { user } = await openItem(api, item(3));
    const cover = screen.getByRole('group', { name: 'Cover picture' });
    await user.click(within(cover).getByRole('button', { name: 'Choose from the library' }));

    const dialog = await screen.findByRole('dialog', { name: 'Choose a picture from the library' });
    const words = within(dialog).getByRole('searchbox', {
      name: 'Words in the alt text, caption or credit',
    });
    expect(document.activeElement).toBe(words);
    expect(
      await within(dialog).findByRole('button', {
        name: 'Picture of 1,200 × 800, not described yet',
      }),
    ).toBeTruthy();
    await user.type(words, 'dawn{Enter}');
    await waitFor(() => {
      expect(within(dialog).queryByRole('button', { name: /1,200 × 800/ })).toBeNull();
    });
    const boats = within(dialog).getByRole('button', { name: /Boats at dawn/ });
    expect(boats.querySelector('img')?.getAttribute('src')).toBe(`${FOLDER}w320.webp`);
    await user.click(boats);

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(cover).getByRole('textbox', { name: 'Alt text' })).toHaveProperty(
      'value',
      'Boats at dawn',
    );
    expect(within(cover).getByRole('textbox', { name: 'Credit' })).toHaveProperty(
      'value',
      'Ann Lee',
    );
    await user.click(bar().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/pictures').map((c) => c.query)).toEqual([
      { site: 'en', pageNo: '1', pageSize: '24' },
      { site: 'en', pageNo: '1', pageSize: '24', q: 'dawn' },
    ]);
    expect(writes(api)).toEqual([
      { 'PUT /items/5': { version: 3, document: { ...item(3).document, cover: HARBOUR } } },
    ]);
  });

  it('asks for a body picture’s words as it goes in, writes them to the library and the alt text into the picture', async () => {
    measurableRanges();
    let market = libraryPicture(MARKET, { credit: 'City archive' });
    const api = fakeApi({
      'GET /pictures': () => ok({ rows: [market], total: 1, pageNo: 1, pageSize: 24 }),
      'GET /pictures/42': () => ok(market),
      'PUT /pictures/42': (body) => {
        market = { ...market, ...(body as Partial<LibraryPicture>) };
        return ok(market);
      },
      'PUT /items/5': (body) =>
        ok(article(4, (body as { document: { body: string } }).document.body)),
    });
    answersLookup(api, () => [market]);
    api.on('GET /items/5', () => ok(article(3, '<p>The boats came in.</p>')));
    api.on('GET /items/5/revisions', () => ok([]));
    api.on('GET /items/5/history', () => ok([]));
    api.on('GET /items/5/notes', () => ok([]));
    api.on('GET /items/5/mentionable', () => ok([]));
    api.on('GET /sites/en/options', () => ok({ channels: [] }));
    const { user } = await renderWithConsole(<ItemEditorPage />, {
      api,
      staff: editor,
      at: '/items/5',
      route: '/items/:id',
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    await user.click(within(toolbar).getByRole('button', { name: 'Picture from the library' }));
    const picker = await screen.findByRole('dialog', {
      name: 'Choose a picture from the library',
    });
    await user.click(await within(picker).findByRole('button', { name: /1,200 × 800/ }));

    const describe = await screen.findByRole('dialog', { name: 'Describe the picture' });
    const alt = within(describe).getByRole('textbox', { name: 'Alt text' });
    expect(document.activeElement).toBe(alt);
    expect(within(describe).getByRole('textbox', { name: 'Credit' })).toHaveProperty(
      'value',
      'City archive',
    );
    await user.type(alt, 'Stalls of the fish market');
    await user.type(within(describe).getByRole('textbox', { name: 'Caption' }), 'Saturday');
    await user.click(within(describe).getByRole('button', { name: 'Insert the picture' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/pictures/42')?.body).toEqual({
      alt: 'Stalls of the fish market',
      caption: 'Saturday',
      credit: 'City archive',
      focusX: 50,
      focusY: 50,
    });
    await user.click(bar().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const saved = api.calls.find((c) => c.method === 'PUT' && c.path === '/items/5')?.body as {
      document: { body: string };
    };
    expect(saved.document.body).toContain(
      `<img src="${MARKET}" alt="Stalls of the fish market" width="1200" height="800" loading="lazy">`,
    );
  });

  it('asks before publishing an item whose picture has no alt text: goes back to describe it, or publishes anyway', async () => {
    const api = fakeApi({
      'POST /items/5/publish': () => ok(withCover(4, HARBOUR, 'published')),
    });
    answersLookup(api, () => [libraryPicture(HARBOUR)]);
    const { user } = await openItem(api, withCover(3, HARBOUR));
    await within(screen.getByRole('group', { name: 'Cover picture' })).findByRole('textbox', {
      name: 'Alt text',
    });

    await user.click(bar().getByRole('button', { name: 'Publish now' }));
    let asking = await screen.findByRole('alertdialog', { name: 'Pictures without alt text' });
    expect(asking.textContent).toContain(
      '1 picture of this item has no alt text: readers who cannot see them will not know what they show.',
    );
    const back = within(asking).getByRole('button', { name: 'Go back and describe it' });
    expect(document.activeElement).toBe(back);
    await user.click(back);

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(
      within(screen.getByRole('group', { name: 'Cover picture' })).getByRole('textbox', {
        name: 'Alt text',
      }),
    );
    expect(calls(api)).not.toContain('POST /items/5/publish');
    expect(screen.queryByText('Published: readers see it now.')).toBeNull();

    await user.click(bar().getByRole('button', { name: 'Publish now' }));
    asking = await screen.findByRole('alertdialog', { name: 'Pictures without alt text' });
    await user.click(within(asking).getByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText('Published: readers see it now.')).toBeTruthy();
    expect(calls(api)).toEqual([
      'POST /pictures/lookup',
      'POST /pictures/lookup',
      'POST /pictures/lookup',
      'POST /items/5/publish',
    ]);
  });

  it('publishes without asking when every picture is described', async () => {
    const api = fakeApi({
      'POST /items/5/schedule': () => ok(withCover(4, HARBOUR, 'scheduled')),
    });
    answersLookup(api, () => [libraryPicture(HARBOUR, { alt: 'Boats at dawn' })]);
    const { user } = await openItem(api, withCover(3, HARBOUR));
    fireEvent.change(bar().getByLabelText('Publish at'), { target: { value: '2026-12-01T10:30' } });
    await user.click(bar().getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText('Scheduled: it publishes itself at its time.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls(api)).toEqual([
      'POST /pictures/lookup',
      'POST /pictures/lookup',
      'POST /items/5/schedule',
    ]);
  });
});

/** A live broadcast of version `version`, with its chapters, as the server describes it. */
function broadcast(version: number, segments: { title: string; offsetSeconds: number }[] = []) {
  const base = item(version);
  const detail: ItemDetail = {
    ...base,
    document: {
      ...base.document,
      publishType: 'authPublishPlayback',
      title: 'Harbour regatta',
      live: {
        host: 'Ann Lee',
        startTime: '2026-11-29T10:00:00.000Z',
        endTime: '2026-11-29T12:00:00.000Z',
        streamUrl: '',
        hold: 'auto',
        replayUrl: '',
        segments,
      },
    },
  };
  return detail;
}

describe('the live item editor’s desk', { timeout: 20_000 }, () => {
  it('sits beside the host posts; a chapter marked on air shows in the chapter fields, to edit', async () => {
    const api = fakeApi({
      'GET /items/5/live-posts': () => ok([]),
      'GET /items/5/ingest': () =>
        ok({
          itemId: '5',
          rtmpUrl: 'rtmp://news.example:1935/live',
          ingest: 'ready',
          streamKey: 'key-one-4f9a',
          srtUrl: '',
          state: 'live',
          onAirSince: '2026-11-29T10:00:00.000Z',
          input: null,
          watchingNow: 3,
          previewUrl: '',
          replay: { state: 'none', url: '', durationSeconds: 0 },
          log: [],
        }),
    });
    const chapters = [{ title: 'The start gun', offsetSeconds: 65 }];
    api.on('POST /items/5/ingest/chapters', () => {
      // The server keeps the chapter in the item, as a new version.
      api.on('GET /items/5', () => ok(broadcast(4, chapters)));
      return ok(chapters);
    });
    api.on('GET /items/5', () => ok(broadcast(3)));
    api.on('GET /items/5/revisions', () => ok([]));
    api.on('GET /items/5/history', () => ok([]));
    api.on('GET /items/5/notes', () => ok([]));
    api.on('GET /items/5/mentionable', () => ok([]));
    api.on('GET /sites/en/options', () => ok({ channels: [] }));
    const { user } = await renderWithConsole(<ItemEditorPage />, {
      api,
      staff: editor,
      at: '/items/5',
      route: '/items/:id',
    });
    const desk = await screen.findByTestId('live-desk');
    expect(screen.getByRole('heading', { name: 'Host posts' })).toBeTruthy();
    await user.type(within(desk).getByRole('textbox', { name: 'Chapter title' }), 'The start gun');
    await user.click(within(desk).getByRole('button', { name: 'Chapter here' }));
    // The item as saved, chapter and all, in the form's chapter fields (one more than the desk's).
    await waitFor(() => {
      expect(document.querySelector<HTMLInputElement>('input[name="segmentTitle-0"]')?.value).toBe(
        'The start gun',
      );
    });
    expect(document.querySelector<HTMLInputElement>('input[name="segmentAt-0"]')?.value).toBe('65');
    expect(bar().getByText('Version 4')).toBeTruthy();
  });
});

/** The browser's EventSource for the presence stream: the test sends its events. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  emit(type: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close(): void {
    this.closed = true;
  }
}

describe('who else is editing the item', { timeout: 20_000 }, () => {
  const anna = { tab: 'tab-of-anna-1', staffId: '7', name: 'anna' };
  const boris = { tab: 'tab-of-boris-1', staffId: '8', name: 'boris' };

  function withStream(): void {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
  }

  /** This tab's name, as its first "here" call gave it. */
  const myTab = (api: FakeApi): string =>
    (api.calls.find((c) => c.path === '/items/5/presence')?.body as { tab: string }).tab;
  const form = () => document.querySelector('form.item-form') as HTMLFormElement;

  it('shows the second editor who holds the item, read-only, and takes over with a word', async () => {
    withStream();
    const api = fakeApi();
    api.on('POST /items/5/presence', (body) =>
      ok({
        itemId: '5',
        editors: [anna, { ...boris, tab: (body as { tab: string }).tab }],
        holder: anna,
      }),
    );
    api.on('POST /items/5/presence/takeover', (body) => {
      const tab = (body as { tab: string }).tab;
      return ok({ itemId: '5', editors: [anna, { ...boris, tab }], holder: { ...boris, tab } });
    });
    const { user } = await openItem(api, item(3));
    const banner = await screen.findByTestId('presence-holder');
    expect(banner.textContent).toBe(
      'anna is editing this item. The form is read-only here until you take over.',
    );
    expect(screen.getByTestId('presence').textContent).toContain('Also in this item: anna');
    expect(form().hasAttribute('inert')).toBe(true);
    expect(FakeEventSource.opened[0]?.url).toBe(
      `/console/api/items/5/presence/stream?tab=${myTab(api)}`,
    );

    await user.type(
      screen.getByRole('textbox', { name: 'A word to anna (optional)' }),
      'Urgent fix',
    );
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    await waitFor(() => {
      expect(screen.queryByTestId('presence-holder')).toBeNull();
    });
    expect(api.calls.find((c) => c.path === '/items/5/presence/takeover')?.body).toEqual({
      tab: myTab(api),
      word: 'Urgent fix',
    });
    expect(form().hasAttribute('inert')).toBe(false);
  });

  it('tells the holder who took over and their word at once; keeps the typed text to copy or take back', async () => {
    withStream();
    const api = fakeApi();
    api.on('POST /items/5/presence', (body) => {
      const tab = (body as { tab: string }).tab;
      return ok({ itemId: '5', editors: [{ ...anna, tab }], holder: { ...anna, tab } });
    });
    api.on('POST /items/5/presence/takeover', (body) => {
      const tab = (body as { tab: string }).tab;
      return ok({ itemId: '5', editors: [{ ...anna, tab }, boris], holder: { ...anna, tab } });
    });
    api.on('POST /items/5/presence/leave', () => ok({ itemId: '5', editors: [], holder: null }));
    const { user, unmount } = await openItem(api, item(3));
    await waitFor(() => {
      expect(api.calls.some((c) => c.path === '/items/5/presence')).toBe(true);
    });
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, ', unsaved');
    expect(form().hasAttribute('inert')).toBe(false);

    const stream = FakeEventSource.opened[0] as FakeEventSource;
    const me = { ...anna, tab: myTab(api) };
    act(() => {
      stream.emit('takeover', { itemId: '5', from: me, by: boris, word: 'Sorry, breaking' });
      stream.emit('presence', { itemId: '5', editors: [me, boris], holder: boris });
    });
    expect(screen.getByTestId('presence-lost').textContent).toBe(
      'boris took over: “Sorry, breaking”',
    );
    expect(form().hasAttribute('inert')).toBe(true);
    expect((title as HTMLInputElement).value).toBe('Harbour videos, unsaved');
    // Not the "X is editing" banner as well: one message says what happened.
    expect(screen.queryByTestId('presence-holder')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy my text' }));
    expect(await navigator.clipboard.readText()).toBe('Harbour videos, unsaved');
    await screen.findByText('Your text is on the clipboard.');

    await user.click(screen.getByRole('button', { name: 'Take back' }));
    await waitFor(() => {
      expect(screen.queryByTestId('presence-lost')).toBeNull();
    });
    expect(form().hasAttribute('inert')).toBe(false);
    expect((title as HTMLInputElement).value).toBe('Harbour videos, unsaved');

    unmount();
    expect(stream.closed).toBe(true);
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/items/5/presence/leave',
      body: { tab: me.tab },
    });
  });
});

/** A Korean draft translated from a Chinese article (item 5), as "Translate into…" makes it. */
function translation(): ItemDetail {
  const base = article(1, '<p>渡轮周五恢复航行。</p><p>首班船早上六点出发。</p>');
  return {
    ...base,
    id: '9',
    document: { ...base.document, site: 'kr', title: '渡轮恢复夜航', channelId: '7' },
  };
}

describe('a translation in the item editor', { timeout: 20_000 }, () => {
  const desk = staffMember({ username: 'desk', sites: ['zh-Hans', 'kr'] });
  const open = async (api: FakeApi, at: string) => {
    const source = article(4, '<p>渡轮周五恢复航行。</p><p>首班船早上六点出发。</p>');
    api.on('GET /items/9', () => ok(translation()));
    api.on('GET /items/5', () =>
      ok({ ...source, document: { ...source.document, site: 'zh-Hans', title: '渡轮恢复夜航' } }),
    );
    api.on('GET /items/9/revisions', () => ok([]));
    api.on('GET /items/9/history', () => ok([]));
    api.on('GET /items/9/versions', () => ok({ groupId: '', versions: [] }));
    api.on('GET /sites/kr/options', () => ok({ channels: [] }));
    const view = await renderWithConsole(<ItemEditorPage />, {
      api,
      staff: desk,
      at,
      route: '/items/:id',
    });
    await screen.findByRole('heading', { name: /Edit News/ });
    return view;
  };

  it('opens beside its source, whose words are read only and in its own language', async () => {
    const api = fakeApi();
    await open(api, '/items/9?source=5');
    const source = within(await screen.findByTestId('source-column'));
    expect(source.getByRole('heading', { name: 'Source (Chinese site)' })).toBeTruthy();
    expect(source.getByTestId('source-title').textContent).toBe('渡轮恢复夜航');
    expect(source.getByText('首班船早上六点出发。')).toBeTruthy();
    expect(source.getByText('首班船早上六点出发。').closest('[lang]')?.getAttribute('lang')).toBe(
      'zh-Hans',
    );
    expect(source.queryByRole('textbox')).toBeNull();
    // The form is the other column: the two scroll together.
    expect(
      within(screen.getByTestId('side-right')).getByRole('textbox', { name: 'Title' }),
    ).toBeTruthy();
    expect(screen.getByTestId('side-left').contains(screen.getByTestId('source-column'))).toBe(
      true,
    );
  });

  it('opens alone without a source in its address', async () => {
    const api = fakeApi();
    await open(api, '/items/9');
    expect(screen.queryByTestId('source-column')).toBeNull();
    expect(api.calls.some((c) => c.path === '/items/5')).toBe(false);
  });

  it('marks every field readers read with the site’s language, not the console’s', async () => {
    const api = fakeApi();
    await open(api, '/items/9');
    for (const name of ['Title', 'Summary', 'Author', 'Source', 'Tags (separated by commas)'])
      expect(screen.getByRole('textbox', { name }).getAttribute('lang'), name).toBe('ko');
    expect(screen.getByRole('textbox', { name: 'Article' }).getAttribute('lang')).toBe('ko');
    // The console's own words stay in the console's language.
    expect(screen.getByRole('textbox', { name: /^Outside link/ }).getAttribute('lang')).toBeNull();
  });
});

describe('the public note of a change to a published item', { timeout: 20_000 }, () => {
  it('is offered only while the item is published', async () => {
    await openItem(fakeApi(), item(3, 'draft'));
    expect(screen.queryByTestId('public-note')).toBeNull();
  });

  it('goes with the save, in the site’s language, and shows among the published notes after', async () => {
    const api = fakeApi({
      'PUT /items/5': (body) =>
        ok({
          ...item(4, 'published', 'Harbour videos, corrected'),
          publicNotes: [
            {
              kind: 'correction',
              text: (body as { publicNote: { text: string } }).publicNote.text,
              at: '2026-11-21T10:00:00.000Z',
            },
          ],
        }),
    });
    const { user } = await openItem(api, item(3, 'published'));
    const note = within(screen.getByTestId('public-note'));
    await user.selectOptions(note.getByRole('combobox', { name: 'Kind' }), 'correction');
    const text = note.getByRole('textbox', { name: 'What readers are told' });
    expect(text.getAttribute('lang')).toBe('en-GB');
    await user.type(text, 'The date was wrong.');
    await user.click(bar().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Readers see the note under the item.')).toBeTruthy();
    expect(writes(api)).toEqual([
      {
        'PUT /items/5': {
          version: 3,
          document: item(3, 'published').document,
          publicNote: { kind: 'correction', text: 'The date was wrong.' },
        },
      },
    ]);
    const after = within(screen.getByTestId('public-note'));
    expect(after.getByText('The date was wrong.')).toBeTruthy();
    expect(after.getByRole('combobox', { name: 'Kind' })).toHaveProperty('value', '');
  });
});
