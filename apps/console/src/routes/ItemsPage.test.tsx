import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ItemSummary } from '@news/contract/console/itemSchemas';
import { fakeApi, ok, refused, type FakeApi } from '../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../testing/renderWithConsole.tsx';
import { ItemsPage } from './ItemsPage.tsx';

const editor = staffMember({ username: 'editor.en', sites: ['en', 'ru'] });

function item(id: string, title: string, changes: Partial<ItemSummary> = {}): ItemSummary {
  return {
    id,
    site: 'en',
    publishType: 'TUWEN',
    title,
    status: 'draft',
    channelId: '3',
    channelTitle: 'City',
    author: 'Ann Lee',
    cover: '',
    publishDate: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    updatedBy: 'editor.en',
    version: 2,
    embargoUntil: '',
    ...changes,
  };
}

const FIRST_PAGE = [
  item('11', 'Harbour reopens'),
  item('12', 'Rain tomorrow', { status: 'published' }),
  item('13', 'Новый мост', { site: 'ru', publishType: 'SHIPING' }),
];

/** The list as the server answers it: `total` items, this page's rows. */
function listing(api: FakeApi, rows: ItemSummary[] = FIRST_PAGE, total = 45): void {
  api.on('GET /items', (_body, query) =>
    ok({ rows, total, pageNo: Number(query.get('pageNo')), pageSize: 20 }),
  );
}

const listCalls = (api: FakeApi) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/items');
const rowTitles = (): string[] =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

// The first test renders the list cold; run beside the other files on a busy machine it nears 5 s.
describe('the items list', { timeout: 20_000 }, () => {
  it('lists the staff member’s items with their kind, status and site, one page at a time', async () => {
    const api = fakeApi();
    listing(api);
    const { user } = await renderWithConsole(<ItemsPage />, { api, staff: editor });

    expect(await screen.findByRole('link', { name: 'Harbour reopens' })).toBeTruthy();
    expect(rowTitles()).toEqual(['Harbour reopens', 'Rain tomorrow', 'Новый мост']);
    const ru = screen.getByRole('link', { name: 'Новый мост' });
    expect(ru.getAttribute('href')).toBe('/items/13');
    expect(ru.getAttribute('lang')).toBe('ru');
    const row = ru.closest('tr');
    expect(row && within(row).getByText('Video')).toBeTruthy();
    expect(row && within(row).getByText('Russian site')).toBeTruthy();
    const published = screen.getByRole('link', { name: 'Rain tomorrow' }).closest('tr');
    expect(published && within(published).getByText('Published')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3 (45 items)')).toBeTruthy();
    expect(listCalls(api).map((c) => c.query)).toEqual([{ pageNo: '1', pageSize: '20' }]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3 (45 items)');
    expect(listCalls(api).at(-1)?.query).toEqual({ pageNo: '2', pageSize: '20' });
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks the server for what the filters say, back on the first page', async () => {
    const api = fakeApi({
      'GET /sites/en/options': () =>
        ok({
          channels: [
            { id: '3', title: 'City', kind: 'news', parentId: '' },
            { id: '4', title: 'Harbour', kind: 'news', parentId: '3' },
          ],
        }),
    });
    listing(api);
    const { user } = await renderWithConsole(<ItemsPage />, {
      api,
      staff: editor,
      at: '/?pageNo=2',
    });
    await screen.findByText('Page 2 of 3 (45 items)');

    const filters = within(screen.getByRole('search'));
    const channel = filters.getByRole('combobox', { name: 'Channel' });
    expect(channel.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(filters.getByRole('combobox', { name: 'Site' }), 'English site');
    await waitFor(() => {
      expect(channel.hasAttribute('disabled')).toBe(false);
    });
    await user.selectOptions(channel, '— Harbour');
    await user.selectOptions(filters.getByRole('combobox', { name: 'Status' }), 'Published');
    await user.type(filters.getByRole('textbox', { name: 'Author' }), ' Ann ');
    await user.type(filters.getByRole('searchbox', { name: 'Words' }), 'harbour');
    await user.click(filters.getByRole('button', { name: 'Filter' }));

    await waitFor(() => {
      expect(listCalls(api).at(-1)?.query).toEqual({
        site: 'en',
        channelId: '4',
        status: 'published',
        author: 'Ann',
        q: 'harbour',
        pageNo: '1',
        pageSize: '20',
      });
    });
    expect(screen.getByText('Page 1 of 3 (45 items)')).toBeTruthy();
  });

  it('asks for the items without a version on a site, and the versions whose source changed', async () => {
    const api = fakeApi();
    listing(api);
    const { user } = await renderWithConsole(<ItemsPage />, { api, staff: editor });
    await screen.findByText('Page 1 of 3 (45 items)');
    const filters = within(screen.getByRole('search'));
    await user.selectOptions(
      filters.getByRole('combobox', { name: 'No version on' }),
      'Japanese site',
    );
    await waitFor(() => {
      expect(listCalls(api).at(-1)?.query).toEqual({
        noVersionOn: 'ja',
        pageNo: '1',
        pageSize: '20',
      });
    });
    await user.click(filters.getByRole('checkbox', { name: 'Source changed only' }));
    await waitFor(() => {
      expect(listCalls(api).at(-1)?.query).toEqual({
        noVersionOn: 'ja',
        sourceChanged: 'true',
        pageNo: '1',
        pageSize: '20',
      });
    });
    await user.click(filters.getByRole('checkbox', { name: 'Source changed only' }));
    await waitFor(() => {
      expect(listCalls(api).at(-1)?.query).toEqual({
        noVersionOn: 'ja',
        pageNo: '1',
        pageSize: '20',
      });
    });
  });

  it('says so when nothing matches', async () => {
    const api = fakeApi();
    listing(api, [], 0);
    await renderWithConsole(<ItemsPage />, { api, staff: editor });
    expect(await screen.findByText('No items match.')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1 (0 items)')).toBeTruthy();
  });

  it('publishes the selected items and says what was done and what was refused, and why', async () => {
    const api = fakeApi({
      'POST /items/bulk': () =>
        ok({ done: ['11'], refused: [{ id: '13', msg: 'Not one of your sites.' }] }),
    });
    listing(api);
    const { user } = await renderWithConsole(<ItemsPage />, { api, staff: editor });
    await screen.findByRole('link', { name: 'Harbour reopens' });

    const publish = screen.getByRole('button', { name: 'Publish selected' });
    expect(publish.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Nothing selected')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select “Harbour reopens”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Новый мост”' }));
    expect(screen.getByText('2 items selected')).toBeTruthy();
    await user.click(publish);

    const outcome = await screen.findByRole('alert');
    expect(within(outcome).getByText('1 item was changed.')).toBeTruthy();
    expect(within(outcome).getByText('Item 13: Not one of your sites.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/items/bulk')?.body).toEqual({
      action: 'publish',
      ids: ['11', '13'],
    });
    // The list is asked again and the selection is gone.
    await waitFor(() => {
      expect(listCalls(api)).toHaveLength(2);
    });
    expect(screen.getByText('Nothing selected')).toBeTruthy();
  });

  it('unpublishes every item of the page, and all taken says so as a success', async () => {
    const api = fakeApi({
      'POST /items/bulk': () => ok({ done: ['11', '12', '13'], refused: [] }),
    });
    listing(api);
    const { user } = await renderWithConsole(<ItemsPage />, { api, staff: editor });
    await screen.findByRole('link', { name: 'Harbour reopens' });

    await user.click(screen.getByRole('checkbox', { name: 'Select every item on this page' }));
    expect(screen.getByText('3 items selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unpublish selected' }));

    expect((await screen.findByRole('status')).textContent).toBe('3 items were changed.');
    expect(api.calls.find((c) => c.path === '/items/bulk')?.body).toEqual({
      action: 'unpublish',
      ids: ['11', '12', '13'],
    });
  });

  it('shows the server’s refusal of the whole action and keeps the selection', async () => {
    const api = fakeApi({
      'POST /items/bulk': () => refused(403, 'You may not publish on this site.', 'forbidden'),
    });
    listing(api);
    const { user } = await renderWithConsole(<ItemsPage />, { api, staff: editor });
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Rain tomorrow”' }));
    await user.click(screen.getByRole('button', { name: 'Publish selected' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You may not publish on this site.',
    );
    expect(screen.getByText('1 item selected')).toBeTruthy();
    expect(listCalls(api)).toHaveLength(1);
  });
});
