import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ModeratedComment, QueueCounts } from '@news/contract/console/moderationSchemas';
import { fakeApi, ok, type FakeApi } from '../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../testing/renderWithConsole.tsx';
import { ModerationPage } from './ModerationPage.tsx';

const moderator = staffMember({ username: 'mod.en', role: 'moderator', sites: ['en'] });

function comment(id: string, content: string): ModeratedComment {
  return {
    id,
    site: 'en',
    contentId: '7',
    contentTitle: 'Harbour reopens',
    parentId: '',
    userId: '90',
    userName: 'reader90',
    content,
    status: 'pending',
    holdReason: 'premoderation',
    bannedWords: [],
    openReports: 0,
    createdAt: '2026-11-25T10:00:00.000Z',
    reviewedAt: null,
    authorSuspendedUntil: null,
  };
}

const HELD = [comment('41', 'First!'), comment('42', 'Great news'), comment('43', 'Finally')];

function counts(held: number): QueueCounts {
  return {
    registrations: 2,
    comments: { new: 0, reported: 1, held, hidden: 0 },
    reports: 1,
    feedback: 0,
    deactivations: 0,
  };
}

/** The held comments queue with `rows`, and its counts, as the server answers them. */
function queue(api: FakeApi, rows: ModeratedComment[] = HELD): void {
  api.on('GET /comments', () => ok({ rows, total: rows.length, pageNo: 1, pageSize: 20 }));
  api.on('GET /moderation/counts', () => ok(counts(rows.length)));
}

async function openQueue(api: FakeApi) {
  const view = await renderWithConsole(<ModerationPage />, {
    api,
    staff: moderator,
    at: '/moderation',
  });
  await screen.findByText('First!');
  return view;
}

const rows = () => screen.getAllByTestId('comment-row');
/** The row the keyboard's cursor is on, by its comment. */
const cursorRow = () => rows().find((row) => row.classList.contains('cursor'))?.textContent ?? '';
const actions = (api: FakeApi) =>
  api.calls.filter((c) => c.method === 'POST').map((c) => ({ [c.path]: c.body }));

describe('the comments queue', () => {
  it('opens on the comments awaiting approval, with each queue’s size', async () => {
    const api = fakeApi();
    queue(api);
    await openQueue(api);
    expect(rows().map((row) => within(row).getByText(/!|news|Finally/).textContent)).toEqual([
      'First!',
      'Great news',
      'Finally',
    ]);
    expect(api.calls.find((c) => c.path === '/comments')?.query).toEqual({
      queue: 'held',
      pageNo: '1',
      pageSize: '20',
    });
    // Held and reported comments are what the comments tab counts.
    expect(screen.getByTestId('queue-comments').textContent).toBe('Comments4');
    expect(screen.getByTestId('comments-held').getAttribute('aria-pressed')).toBe('true');
  });

  it('moves with j and k, selects with x, and approves the selected with a; says what was done', async () => {
    const api = fakeApi({
      'POST /comments/actions': () => {
        queue(api, [HELD[0]!]);
        return ok({ done: ['42', '43'], refused: [] });
      },
    });
    queue(api);
    const { user } = await openQueue(api);
    expect(cursorRow()).toContain('First!');

    await user.keyboard('j');
    expect(cursorRow()).toContain('Great news');
    await user.keyboard('x');
    await user.keyboard('j');
    await user.keyboard('x');
    await user.keyboard('k');
    expect(cursorRow()).toContain('Great news');
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select 43' }).checked).toBe(
      true,
    );

    await user.keyboard('a');
    expect((await screen.findByText('Done for 2 entries.')).getAttribute('role')).toBe('status');
    expect(actions(api)).toEqual([
      { '/comments/actions': { action: 'approve', ids: ['42', '43'] } },
    ]);
    // The page and the queue sizes are asked again; nothing is selected any more.
    await waitFor(() => {
      expect(rows()).toHaveLength(1);
    });
    expect(screen.getByText('0 selected')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByTestId('queue-comments').textContent).toBe('Comments2');
    });
  });

  it('acts on the row under the cursor when none is selected, and shows a refusal with its reason', async () => {
    const api = fakeApi({
      'POST /comments/actions': () =>
        ok({ done: [], refused: [{ id: '43', msg: 'This comment was deleted meanwhile.' }] }),
    });
    queue(api);
    const { user } = await openQueue(api);
    await user.keyboard('jjj');
    expect(cursorRow()).toContain('Finally');
    await user.keyboard('h');

    expect((await screen.findByRole('alert')).textContent).toBe(
      '43: This comment was deleted meanwhile.',
    );
    expect(screen.queryByText(/^Done for/)).toBeNull();
    expect(actions(api)).toEqual([{ '/comments/actions': { action: 'hide', ids: ['43'] } }]);
  });

  it('deletes only once the moderator confirms', async () => {
    const api = fakeApi({
      'POST /comments/actions': () => ok({ done: ['41'], refused: [] }),
    });
    queue(api);
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const { user } = await openQueue(api);

    await user.keyboard('d');
    expect(confirm).toHaveBeenLastCalledWith('Delete this comment for good?');
    expect(actions(api)).toEqual([]);
    await user.keyboard('d');
    expect(await screen.findByText('Done for 1 entry.')).toBeTruthy();
    expect(actions(api)).toEqual([{ '/comments/actions': { action: 'delete', ids: ['41'] } }]);
  });

  it('leaves the keys to the words being typed in a filter', async () => {
    const api = fakeApi();
    queue(api);
    const { user } = await openQueue(api);
    await user.type(screen.getByRole('searchbox', { name: 'Words' }), 'jaxh');
    expect(cursorRow()).toContain('First!');
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(actions(api)).toEqual([]);
    await waitFor(() => {
      expect(api.calls.at(-1)?.query).toEqual({
        queue: 'held',
        q: 'jaxh',
        pageNo: '1',
        pageSize: '20',
      });
    });
  });
});
