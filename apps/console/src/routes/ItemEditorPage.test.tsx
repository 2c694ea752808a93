import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ItemDetail, ItemStatus } from '@news/contract/console/itemSchemas';
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
const writes = (api: FakeApi) =>
  api.calls.filter((c) => c.method !== 'GET').map((c) => ({ [`${c.method} ${c.path}`]: c.body }));
const when = (iso: string): string =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('the item editor’s workflow bar', () => {
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
