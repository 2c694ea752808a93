import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Mention } from '@news/contract/console/noteSchemas';
import { MentionsLink } from '../components/MentionsLink.tsx';
import { fakeApi, ok } from '../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../testing/renderWithConsole.tsx';
import { MentionsPage } from './MentionsPage.tsx';

const mention = (changes: Partial<Mention> = {}): Mention => ({
  noteId: '7',
  itemId: '5',
  site: 'en',
  itemTitle: 'Ferry strike ends',
  authorName: 'desk.editor',
  body: 'Name the union, @field.reporter.',
  createdAt: '2026-11-29T09:00:00.000Z',
  readAt: '',
  ...changes,
});

describe('mentions', { timeout: 20_000 }, () => {
  it('lists the notes that name the staff member, opens their items and marks them read', async () => {
    let rows = [
      mention(),
      mention({ noteId: '6', body: 'Older one.', readAt: '2026-11-28T10:00:00.000Z' }),
    ];
    const api = fakeApi({
      'GET /mentions': (_body, query) => {
        const shown = query.get('unread') === 'true' ? rows.filter((r) => !r.readAt) : rows;
        return ok({ rows: shown, total: shown.length, pageNo: 1, pageSize: 20 });
      },
      'POST /mentions/read': (body) => {
        const ids = (body as { noteIds?: string[] }).noteIds;
        rows = rows.map((r) =>
          !ids || ids.includes(r.noteId)
            ? { ...r, readAt: r.readAt || '2026-11-29T10:00:00.000Z' }
            : r,
        );
        return ok({ unread: rows.filter((r) => !r.readAt).length });
      },
    });
    const { user } = await renderWithConsole(<MentionsPage />, {
      api,
      staff: staffMember({ role: 'reporter', username: 'field.reporter' }),
    });
    const items = await screen.findAllByTestId('mention');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Name the union, @field.reporter.')).toBeTruthy();
    expect(
      first.getByRole('link', { name: 'desk.editor on “Ferry strike ends”' }).getAttribute('href'),
    ).toBe('/items/5');
    expect(first.getByText('Unread')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('mention')).toHaveLength(1);
    });
    await user.click(screen.getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByText('Nobody has mentioned you yet.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { noteIds: ['7'] },
    ]);
  });

  it('shows the unread count in the navigation', async () => {
    const api = fakeApi({ 'GET /mentions/count': () => ok({ unread: 3 }) });
    await renderWithConsole(<MentionsLink />, { api, staff: staffMember() });
    const link = await screen.findByRole('link', { name: /Mentions/ });
    await waitFor(() => {
      expect(within(link).getByTestId('mentions-count').textContent).toBe('3');
    });
  });
});
