import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LibraryPicture } from '@news/contract/console/pictureSchemas';
import { fakeApi, ok, refused, type FakeApi } from '../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../testing/renderWithConsole.tsx';
import { PicturesPage } from './PicturesPage.tsx';

/** A screen of clicks, pointer moves and typing takes a while on a busy machine. */
const SLOW = { timeout: 20_000 };

const editor = staffMember({ username: 'editor.en', sites: ['en', 'ru'] });
const FOLDER = '/media/pictures/0123456789abcdef0123456789abcdef/';

function picture(id: string, changes: Partial<LibraryPicture> = {}): LibraryPicture {
  return {
    id,
    site: 'en',
    url: `${FOLDER}4000x3000-336699.jpg`,
    width: 4000,
    height: 3000,
    bytes: 2_202_009,
    alt: 'Fishing boats moored in the harbour at dawn',
    caption: 'The harbour on Monday morning.',
    credit: 'Ann Lee',
    focusX: 50,
    focusY: 50,
    uploadedBy: 'Ann Lee',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    uses: [],
    useCount: 0,
    ...changes,
  };
}

const USED = picture('7', {
  uses: [
    { itemId: '31', title: 'Harbour reopens', publishType: 'TUWEN', kind: 'cover' },
    { itemId: '32', title: 'A week at sea', publishType: 'TUSHUO', kind: 'gallery' },
  ],
  useCount: 2,
});
const UNUSED = picture('8', {
  url: '/media/pictures/fedcba9876543210fedcba9876543210/800x600-a0b0c0.jpg',
  width: 800,
  height: 600,
  alt: '',
  credit: '',
  uploadedBy: '',
});

/** The library as the server answers it: `total` pictures, this page's rows. */
function library(api: FakeApi, rows: LibraryPicture[] = [USED, UNUSED], total = 50): void {
  api.on('GET /pictures', (_body, query) =>
    ok({ rows, total, pageNo: Number(query.get('pageNo')), pageSize: 24 }),
  );
  for (const row of rows) api.on(`GET /pictures/${row.id}`, () => ok(row));
}

/** A date as the console shows it to an English-speaking staff member on this machine. */
const shownAs = (iso: string): string =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const listCalls = (api: FakeApi) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/pictures');

/** Opens a picture's panel from the grid, by its description (or its lack of one). */
async function open(name: string, user: { click: (e: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('complementary', { name: 'Picture' }));
}

describe('the media library', SLOW, () => {
  it('shows each picture small, with its description, credit, uploader, date and uses, a page at a time', async () => {
    const api = fakeApi();
    library(api);
    const { user } = await renderWithConsole(<PicturesPage />, {
      api,
      staff: editor,
      at: '/pictures',
    });

    const grid = within(await screen.findByRole('list', { name: 'Pictures' }));
    const used = await grid.findByRole('button', { name: USED.alt });
    const thumb = used.querySelector('img');
    expect(thumb?.getAttribute('src')).toBe(`${FOLDER}w320.webp`);
    expect(thumb?.getAttribute('width')).toBe('4000');
    expect(thumb?.getAttribute('height')).toBe('3000');
    expect(thumb?.style.backgroundColor).toBe('rgb(51, 102, 153)');
    const usedCard = within(used.closest('li') ?? used);
    expect(usedCard.getByText('Credit: Ann Lee')).toBeTruthy();
    expect(usedCard.getByText('Uploaded by Ann Lee')).toBeTruthy();
    expect(usedCard.getByText('Used 2 times')).toBeTruthy();
    expect(usedCard.getByText(shownAs(USED.createdAt)).getAttribute('datetime')).toBe(
      USED.createdAt,
    );

    const unused = grid.getByRole('button', { name: 'No description yet' });
    const unusedCard = within(unused.closest('li') ?? unused);
    expect(unusedCard.getByText('Not used')).toBeTruthy();
    expect(unusedCard.getByText('No credit')).toBeTruthy();
    expect(unusedCard.getByText('Brought in by the system')).toBeTruthy();

    expect(screen.getByText('50 pictures')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3 (50 in all)')).toBeTruthy();
    expect(listCalls(api).map((c) => c.query)).toEqual([
      { site: 'en', filter: 'all', pageNo: '1', pageSize: '24' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3 (50 in all)');
    expect(listCalls(api).at(-1)?.query).toEqual({
      site: 'en',
      filter: 'all',
      pageNo: '2',
      pageSize: '24',
    });
  });

  it('asks for what the site, filter and words say, back on the first page', async () => {
    const api = fakeApi();
    library(api);
    const { user } = await renderWithConsole(<PicturesPage />, {
      api,
      staff: editor,
      at: '/pictures?pageNo=2',
    });
    await screen.findByText('Page 2 of 3 (50 in all)');

    const filters = within(screen.getByRole('search'));
    await user.selectOptions(filters.getByRole('combobox', { name: 'Site' }), 'Russian site');
    await user.selectOptions(
      filters.getByRole('combobox', { name: 'Show' }),
      'Without a description',
    );
    await user.type(filters.getByRole('searchbox', { name: 'Words' }), ' harbour ');
    await user.click(filters.getByRole('button', { name: 'Filter' }));

    await waitFor(() => {
      expect(listCalls(api).at(-1)?.query).toEqual({
        site: 'ru',
        q: 'harbour',
        filter: 'noAlt',
        pageNo: '1',
        pageSize: '24',
      });
    });
    await user.selectOptions(filters.getByRole('combobox', { name: 'Show' }), 'Uploaded by me');
    await waitFor(() => {
      expect(listCalls(api).at(-1)?.query).toMatchObject({ site: 'ru', filter: 'mine' });
    });
  });

  it('says so when nothing matches, and when the list cannot be had', async () => {
    const api = fakeApi();
    library(api, [], 0);
    const { user } = await renderWithConsole(<PicturesPage />, {
      api,
      staff: editor,
      at: '/pictures?site=ru&filter=unused',
    });
    expect(await screen.findByText('No pictures match.')).toBeTruthy();
    expect(listCalls(api).at(-1)?.query).toMatchObject({ site: 'ru', filter: 'unused' });

    api.on('GET /pictures', () => refused(400, 'The words are too long.', 'invalid'));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All pictures');
    expect((await screen.findByRole('alert')).textContent).toBe('The words are too long.');
  });

  it('is not there for staff who do not write content', async () => {
    const api = fakeApi();
    library(api);
    await renderWithConsole(<PicturesPage />, {
      api,
      staff: staffMember({ role: 'moderator', sites: ['en'] }),
      at: '/pictures',
    });
    expect(screen.getByRole('heading', { name: 'There is nothing here.' })).toBeTruthy();
    expect(listCalls(api)).toEqual([]);
  });
});

describe('a picture’s panel', SLOW, () => {
  it('saves the words and the focal point set on the picture, and the crops follow the point', async () => {
    const api = fakeApi();
    library(api);
    api.on('PUT /pictures/7', (body) => ok({ ...USED, ...(body as object), alt: 'Boats at dawn' }));
    const { user } = await renderWithConsole(<PicturesPage />, {
      api,
      staff: editor,
      at: '/pictures',
    });
    const panel = await open(USED.alt, user);
    await panel.findByRole('slider', { name: 'Focal point' });

    const picker = panel.getByRole('slider', { name: 'Focal point' });
    const image = picker.querySelector('img');
    expect(image?.getAttribute('src')).toBe(`${FOLDER}w960.webp`);
    vi.spyOn(image ?? picker, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 10, y: 20, width: 500, height: 375 }),
    );
    await user.pointer({
      keys: '[MouseLeft]',
      target: picker,
      coords: { clientX: 10 + 60, clientY: 20 + 300 },
    });
    expect(panel.getByText('Focal point: 12% across, 80% down.', { exact: false })).toBeTruthy();
    for (const crop of ['c16x9', 'c4x3', 'c1x1', 'og'])
      expect(panel.getByTestId(`crop-${crop}`).getAttribute('style')).toContain(
        'object-position: 12% 80%',
      );

    const alt = panel.getByRole('textbox', { name: 'Description (alt text)' });
    expect(alt.getAttribute('lang')).toBe('en-GB');
    expect(alt.getAttribute('maxlength')).toBe('500');
    // Pasted rather than typed key by key: the machine is shared and typing is slow in jsdom.
    await user.clear(alt);
    await user.paste('Boats at dawn ');
    await user.clear(panel.getByRole('textbox', { name: 'Caption' }));
    await user.paste('Monday.');
    await user.clear(panel.getByRole('textbox', { name: 'Credit' }));
    await user.paste('Xinhua');
    const listed = listCalls(api).length;
    await user.click(panel.getByRole('button', { name: 'Save' }));

    expect((await panel.findByRole('status')).textContent).toBe(
      'Saved. Every use of the picture shows it from now on.',
    );
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/pictures/7',
        query: {},
        body: {
          alt: 'Boats at dawn ',
          caption: 'Monday.',
          credit: 'Xinhua',
          focusX: 12,
          focusY: 80,
        },
      },
    ]);
    // The form shows what the server kept, and the grid is asked again for the new words.
    expect((alt as HTMLInputElement).value).toBe('Boats at dawn');
    await waitFor(() => {
      expect(listCalls(api).length).toBe(listed + 1);
    });
  });

  it('asks before another picture throws away unsaved changes', async () => {
    const api = fakeApi();
    library(api);
    const { user } = await renderWithConsole(<PicturesPage />, {
      api,
      staff: editor,
      at: '/pictures',
    });
    const panel = await open(USED.alt, user);
    await user.type(await panel.findByRole('textbox', { name: 'Credit' }), ' / Xinhua');
    expect(panel.getByText('Unsaved changes')).toBeTruthy();
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);

    await user.click(screen.getByRole('button', { name: 'No description yet' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Your changes to this picture are not saved. Leave it and lose them?',
    );
    expect(panel.getByRole('textbox', { name: 'Credit' })).toHaveProperty(
      'value',
      'Ann Lee / Xinhua',
    );

    await user.click(screen.getByRole('button', { name: 'No description yet' }));
    const other = within(await screen.findByRole('complementary', { name: 'Picture' }));
    expect(await other.findByText('No item uses this picture.')).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s refusal of a save', async () => {
    const api = fakeApi();
    library(api);
    api.on('PUT /pictures/7', () =>
      refused(400, 'The description is at most 500 characters.', 'invalid'),
    );
    const { user } = await renderWithConsole(<PicturesPage />, {
      api,
      staff: editor,
      at: '/pictures',
    });
    const panel = await open(USED.alt, user);
    await user.click(await panel.findByRole('button', { name: 'Save' }));
    expect((await panel.findByRole('alert')).textContent).toBe(
      'The description is at most 500 characters.',
    );
  });

  it('lists where a used picture is, linking to each item, and will not delete it', async () => {
    const api = fakeApi();
    library(api);
    const { user } = await renderWithConsole(<PicturesPage />, {
      api,
      staff: editor,
      at: '/pictures',
    });
    const panel = await open(USED.alt, user);
    const link = await panel.findByRole('link', { name: 'Harbour reopens' });
    expect(link.getAttribute('href')).toBe('/items/31');
    expect(within(link.closest('li') ?? link).getByText('News · Cover picture')).toBeTruthy();
    const gallery = panel.getByRole('link', { name: 'A week at sea' });
    expect(gallery.getAttribute('href')).toBe('/items/32');
    expect(
      within(gallery.closest('li') ?? gallery).getByText('Picture story · Gallery'),
    ).toBeTruthy();

    const remove = panel.getByRole('button', { name: 'Delete the picture' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(remove.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(remove.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('It cannot be deleted while it is used 2 times: take it out of the items below first.');
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(remove);
    expect(confirm).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('deletes an unused picture once confirmed, and closes it', async () => {
    const api = fakeApi();
    library(api);
    api.on('DELETE /pictures/8', () => ok(null));
    const { user } = await renderWithConsole(<PicturesPage />, {
      api,
      staff: editor,
      at: '/pictures',
    });
    const panel = await open('No description yet', user);
    expect(await panel.findByText('No item uses this picture.')).toBeTruthy();
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);

    await user.click(panel.getByRole('button', { name: 'Delete the picture' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    const listed = listCalls(api).length;
    await user.click(panel.getByRole('button', { name: 'Delete the picture' }));
    expect(await screen.findByText('The picture was deleted.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/pictures/8',
    ]);
    // The panel closes with the navigation (a transition), a moment after the notice.
    await waitFor(() => {
      expect(screen.queryByRole('complementary', { name: 'Picture' })).toBeNull();
    });
    await waitFor(() => {
      expect(listCalls(api).length).toBe(listed + 1);
    });
  });

  it('shows the server’s refusal when the picture came into use meanwhile', async () => {
    const api = fakeApi();
    library(api);
    api.on('DELETE /pictures/8', () =>
      refused(409, 'This picture is used in an item and cannot be deleted.', 'inUse'),
    );
    const { user } = await renderWithConsole(<PicturesPage />, {
      api,
      staff: editor,
      at: '/pictures',
    });
    const panel = await open('No description yet', user);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(await panel.findByRole('button', { name: 'Delete the picture' }));
    expect((await panel.findByRole('alert')).textContent).toBe(
      'This picture is used in an item and cannot be deleted.',
    );
    expect(screen.getByRole('complementary', { name: 'Picture' })).toBeTruthy();
  });
});
