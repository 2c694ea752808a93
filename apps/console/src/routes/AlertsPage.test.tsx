import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ItemDetail, ItemSummary } from '@news/contract/console/itemSchemas';
import { fakeApi, ok, refused, type FakeApi } from '../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../testing/renderWithConsole.tsx';
import { AlertsPage } from './AlertsPage.tsx';

const editor = staffMember({ role: 'editor', sites: ['en'] });

const SUMMARY: ItemSummary = {
  id: '7',
  site: 'en',
  publishType: 'TUWEN',
  title: 'Harbour reopens after the storm',
  status: 'published',
  channelId: '3',
  channelTitle: 'City',
  author: 'Ann Lee',
  cover: '',
  publishDate: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  updatedBy: 'editor.en',
  version: 4,
  embargoUntil: '',
};

const DETAIL: ItemDetail = {
  id: '7',
  status: 'published',
  version: 4,
  publishDate: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-11-19T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  createdBy: 'editor.en',
  updatedBy: 'editor.en',
  embargoUntil: '',
  reviewNote: '',
  document: {
    site: 'en',
    publishType: 'TUWEN',
    title: 'Harbour reopens after the storm',
    summary: 'Ferries run again from noon; the quay is cleared.',
    author: 'Ann Lee',
    source: '',
    tags: ['harbour'],
    channelId: '3',
    commentEnabled: true,
    cover: '',
    outLink: '',
    headline: false,
    banner: false,
    body: '<p>Text</p>',
  },
  videoJob: null,
};

const SENT = {
  id: 12,
  contentId: 7,
  title: 'Harbour reopens after the storm',
  line: 'Ferries run again from noon; the quay is cleared.',
  url: 'http://localhost/s/en/7',
  breaking: true,
  subjects: [],
  queued: 40,
  sent: 38,
  failed: 1,
  gone: 1,
  pending: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
};

function answers(api: FakeApi, left: number, list: unknown[] = []): void {
  api.on('GET /sites/en/alerts', () => ok({ list, perHour: 3, left }));
  api.on('GET /items', () => ok({ rows: [SUMMARY], total: 1, pageNo: 1, pageSize: 10 }));
  api.on('GET /items/7', () => ok(DETAIL));
  api.on('POST /sites/en/alerts/preview', (body) => {
    const sent = body as { title: string; line: string };
    return ok({ title: sent.title, body: sent.line, url: 'http://localhost/s/en/7', reach: 40 });
  });
}

async function openAndPick(api: FakeApi) {
  const view = await renderWithConsole(<AlertsPage />, { api, staff: editor, at: '/alerts' });
  await screen.findByTestId('alert-budget');
  await view.user.type(screen.getByLabelText('Find a published item'), 'harbour');
  await view.user.click(screen.getByRole('button', { name: 'Search' }));
  await view.user.click(await screen.findByRole('button', { name: 'Choose' }));
  await screen.findByTestId('alert-item');
  return view;
}

describe('the alerts screen', () => {
  it('searches only published items and prefills the alert from the chosen one, within the contract’s lengths', async () => {
    const api = fakeApi();
    answers(api, 2);
    await openAndPick(api);
    expect(screen.getByTestId('alert-budget').textContent).toBe('2 of 3 alerts left this hour');
    expect(api.calls.find((c) => c.path === '/items')?.query).toMatchObject({
      site: 'en',
      q: 'harbour',
      status: 'published',
    });
    const title = screen.getByLabelText<HTMLInputElement>('Title');
    expect(title.value).toBe('Harbour reopens after the storm');
    expect(title.maxLength).toBe(60);
    expect(screen.getByLabelText<HTMLInputElement>('One line').value).toBe(
      'Ferries run again from noon; the quay is cleared.',
    );
    // The item's own subjects are offered; topics are not the item's to name here.
    expect(
      screen
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent ?? '')
        .sort(),
    ).toEqual([
      'Everyone who opted in to breaking news',
      'Followers of Ann Lee',
      'Followers of the channel City',
      'Followers of the tag harbour',
    ]);
  });

  it('previews how it shows on a phone with its reach, then sends it to the chosen readers after a confirmation', async () => {
    const api = fakeApi();
    answers(api, 2);
    api.on('POST /sites/en/alerts', () => ok(SENT));
    const { user } = await openAndPick(api);
    await user.click(screen.getByLabelText('Everyone who opted in to breaking news'));
    await user.click(screen.getByLabelText('Followers of the tag harbour'));
    await user.clear(screen.getByLabelText('One line'));
    await user.type(screen.getByLabelText('One line'), 'Ferries run again.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = within(await screen.findByTestId('alert-preview'));
    expect(preview.getByText('Harbour reopens after the storm')).toBeTruthy();
    expect(preview.getByText('Ferries run again.')).toBeTruthy();
    expect(preview.getByText(/Reaches 40 subscriptions now\./)).toBeTruthy();

    api.on('GET /sites/en/alerts', () => ok({ list: [SENT], perHour: 3, left: 1 }));
    await user.click(screen.getByRole('button', { name: 'Send alert' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Send this alert?' }));
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/sites/en/alerts')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Send now' }));
    await screen.findByText('Alert sent to 40 subscriptions.');
    expect(
      api.calls.find((c) => c.method === 'POST' && c.path === '/sites/en/alerts')?.body,
    ).toEqual({
      contentId: '7',
      title: 'Harbour reopens after the storm',
      line: 'Ferries run again.',
      breaking: false,
      subjects: [{ kind: 'tag', id: 'harbour' }],
    });
    // The recent list shows its delivery counts, and the budget what is left.
    const row = within(await screen.findByTestId('alert-row'));
    expect(
      row
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2),
    ).toEqual(['40', '38', '1', '1', '0']);
    await waitFor(() => {
      expect(screen.getByTestId('alert-budget').textContent).toBe('1 of 3 alerts left this hour');
    });
  });

  it('offers a topic’s followers, named by the topic, when the item is a topic', async () => {
    const api = fakeApi();
    answers(api, 2);
    api.on('GET /items/7', () => ok({ ...DETAIL, topicId: '41' }));
    api.on('POST /sites/en/alerts', () => ok(SENT));
    const { user } = await openAndPick(api);
    await user.click(screen.getByLabelText('Everyone who opted in to breaking news'));
    await user.click(
      screen.getByLabelText('Followers of the topic Harbour reopens after the storm'),
    );
    await user.click(screen.getByRole('button', { name: 'Send alert' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Send this alert?' }));
    await user.click(dialog.getByRole('button', { name: 'Send now' }));
    await screen.findByText('Alert sent to 40 subscriptions.');
    expect(
      api.calls.find((c) => c.method === 'POST' && c.path === '/sites/en/alerts')?.body,
    ).toMatchObject({ breaking: false, subjects: [{ kind: 'topic', id: '41' }] });
  });

  it('cannot send to nobody, and shows the server’s refusal when the hour’s budget is spent', async () => {
    const api = fakeApi();
    answers(api, 1);
    api.on('POST /sites/en/alerts', () =>
      refused(429, 'This site’s alerts for this hour are used up.', 'rateLimited'),
    );
    const { user } = await openAndPick(api);
    await user.click(screen.getByLabelText('Everyone who opted in to breaking news'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send alert' }).disabled).toBe(
      true,
    );
    expect(
      screen.getByText('Choose breaking news or at least one group of followers.'),
    ).toBeTruthy();
    await user.click(screen.getByLabelText('Everyone who opted in to breaking news'));
    await user.click(screen.getByRole('button', { name: 'Send alert' }));
    await user.click(await screen.findByRole('button', { name: 'Send now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This site’s alerts for this hour are used up.',
    );
  });

  it('is not there for reporters', async () => {
    const api = fakeApi();
    await renderWithConsole(<AlertsPage />, {
      api,
      staff: staffMember({ role: 'reporter', sites: ['en'] }),
      at: '/alerts',
    });
    expect(screen.queryByRole('heading', { name: 'Breaking-news alerts' })).toBeNull();
    expect(api.calls.some((c) => c.path.includes('alerts'))).toBe(false);
  });
});
