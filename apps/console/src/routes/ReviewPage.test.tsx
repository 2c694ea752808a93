import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ItemDetail, ItemSummary } from '@news/contract/console/itemSchemas';
import { fakeApi, ok, type FakeApi } from '../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../testing/renderWithConsole.tsx';
import { ReviewPage } from './ReviewPage.tsx';

const editor = staffMember({ username: 'desk.en', role: 'editor', sites: ['en'] });
const reporter = staffMember({ username: 'field.en', role: 'reporter', sites: ['en'] });

function summary(id: string, title: string, changes: Partial<ItemSummary> = {}): ItemSummary {
  return {
    id,
    site: 'en',
    publishType: 'TUWEN',
    title,
    status: 'inReview',
    channelId: '3',
    channelTitle: 'City',
    author: 'Ana Ruiz',
    cover: '',
    publishDate: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    updatedBy: 'field.en',
    version: 4,
    embargoUntil: '',
    ...changes,
  };
}

const WAITING = [
  summary('21', 'Night ferry returns'),
  summary('22', 'Budget figures', { embargoUntil: '2026-12-01T08:00:00.000Z' }),
];

/** The detail an action answers with; the queue only needs it to parse. */
function detail(id: string, status: ItemDetail['status']): ItemDetail {
  return {
    id,
    status,
    version: 5,
    publishDate: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-19T08:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    createdBy: 'field.en',
    updatedBy: 'desk.en',
    embargoUntil: '',
    reviewNote: '',
    document: {
      site: 'en',
      publishType: 'SHIPINGLIST',
      title: 'x',
      summary: '',
      author: '',
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

function queue(api: FakeApi, rows: ItemSummary[] = WAITING): void {
  api.on('GET /items', () => ok({ rows, total: rows.length, pageNo: 1, pageSize: 20 }));
  api.on('GET /review/counts', () =>
    ok({ inReview: rows.length, changesRequested: 1, approved: 0 }),
  );
}

const posts = (api: FakeApi) =>
  api.calls.filter((c) => c.method === 'POST').map((c) => ({ [c.path]: c.body }));

describe('the review queue', () => {
  it('lists the items in review with each tab’s size and the embargo, and approves with a', async () => {
    const api = fakeApi({
      'POST /items/21/approve': () => {
        queue(api, [WAITING[1]!]);
        return ok(detail('21', 'approved'));
      },
    });
    queue(api);
    const { user } = await renderWithConsole(<ReviewPage />, { api, staff: editor, at: '/review' });
    await screen.findByText('Night ferry returns');
    expect(api.calls.find((c) => c.path === '/items')?.query).toMatchObject({
      status: 'inReview',
    });
    await waitFor(() => {
      expect(screen.getByTestId('review-queue-inReview').textContent).toBe('In review2');
    });
    expect(screen.getByTestId('embargo').textContent).toContain('Embargo until');

    await user.keyboard('a');
    expect(await screen.findByText('Approved: it can now be published or scheduled.')).toBeTruthy();
    expect(posts(api)).toEqual([{ '/items/21/approve': { version: 4 } }]);
    await waitFor(() => {
      expect(screen.queryByText('Night ferry returns')).toBeNull();
    });
  });

  it('sends back only with a note, the note going with the call', async () => {
    const api = fakeApi({
      'POST /items/22/request-changes': () => ok(detail('22', 'changesRequested')),
    });
    queue(api);
    const { user } = await renderWithConsole(<ReviewPage />, { api, staff: editor, at: '/review' });
    await screen.findByText('Night ferry returns');
    await user.keyboard('j');
    await user.keyboard('c');
    expect(
      await screen.findByText('Write what should change before sending the item back.'),
    ).toBeTruthy();
    expect(posts(api)).toEqual([]);

    await user.click(screen.getByLabelText('Note for the writer'));
    await user.paste('Check the totals.');
    await user.click(screen.getAllByRole('button', { name: 'Request changes' })[1]!);
    expect(await screen.findByText('Sent back to its writer with your note.')).toBeTruthy();
    expect(posts(api)).toEqual([
      { '/items/22/request-changes': { version: 4, note: 'Check the totals.' } },
    ]);
  });

  it('shows a reporter their items sent back, with no review actions', async () => {
    const api = fakeApi();
    queue(api, [summary('31', 'My ferry story', { status: 'changesRequested' })]);
    await renderWithConsole(<ReviewPage />, { api, staff: reporter, at: '/review' });
    await screen.findByText('My ferry story');
    expect(api.calls.find((c) => c.path === '/items')?.query).toMatchObject({
      status: 'changesRequested',
    });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByLabelText('Note for the writer')).toBeNull();
  });
});
