import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Note } from '@news/contract/console/noteSchemas';
import { fakeApi, ok, refused } from '../../testing/fakeApi.ts';
import { renderWithConsole, staffMember } from '../../testing/renderWithConsole.tsx';
import { NotesPanel } from './NotesPanel.tsx';

const note = (changes: Partial<Note> = {}): Note => ({
  id: '7',
  itemId: '5',
  authorId: '2',
  authorName: 'desk.chief',
  body: 'Check the ferry times.',
  mentions: [],
  createdAt: '2026-11-29T09:00:00.000Z',
  own: false,
  ...changes,
});

const STAFF = [
  { id: '1', username: 'editor.en' },
  { id: '3', username: 'mia.reporter' },
  { id: '4', username: 'milo.photo' },
];

describe('the notes beside the editor', { timeout: 20_000 }, () => {
  it('offers the site’s staff after @, sends the note and shows whom it told', async () => {
    let stored: Note[] = [note()];
    const api = fakeApi({
      'GET /items/5/notes': () => ok(stored),
      'GET /items/5/mentionable': () => ok(STAFF),
      'POST /items/5/notes': (body) => {
        const added = note({
          id: '8',
          authorId: '1',
          authorName: 'editor.en',
          body: (body as { body: string }).body,
          mentions: ['mia.reporter'],
          own: true,
        });
        stored = [...stored, added];
        return ok(added);
      },
    });
    const { user } = await renderWithConsole(<NotesPanel itemId="5" version={3} />, {
      api,
      staff: staffMember(),
    });
    const panel = within(await screen.findByTestId('notes-panel'));
    expect(await panel.findByText('Check the ferry times.')).toBeTruthy();
    // Not the author's: no delete.
    expect(panel.queryByRole('button', { name: 'Delete note' })).toBeNull();

    const box = panel.getByRole('textbox', { name: 'Note' });
    await user.type(box, 'Please fix the quote, @mi');
    const offered = within(panel.getByRole('group', { name: 'Staff of this site' }));
    expect(offered.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '@mia.reporter',
      '@milo.photo',
    ]);
    await user.click(offered.getByRole('button', { name: '@mia.reporter' }));
    expect((box as HTMLTextAreaElement).value).toBe('Please fix the quote, @mia.reporter ');
    expect(panel.queryByRole('group', { name: 'Staff of this site' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Add note' }));

    expect(await panel.findByText('Told: @mia.reporter')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/items/5/notes',
        body: { body: 'Please fix the quote, @mia.reporter ' },
      }),
    ]);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('deletes the staff member’s own note, and says why when the server refuses', async () => {
    let stored: Note[] = [note({ id: '9', own: true, body: 'Mine to delete.' })];
    const api = fakeApi({
      'GET /items/5/notes': () => ok(stored),
      'GET /items/5/mentionable': () => ok(STAFF),
      'DELETE /items/5/notes/9': () => {
        stored = [];
        return ok(null);
      },
      'POST /items/5/notes': () =>
        refused(429, 'Too many tries. Please wait a moment.', 'rateLimited'),
    });
    const { user } = await renderWithConsole(<NotesPanel itemId="5" version={3} />, {
      api,
      staff: staffMember(),
    });
    const panel = within(await screen.findByTestId('notes-panel'));
    await user.click(await panel.findByRole('button', { name: 'Delete note' }));
    await waitFor(() => {
      expect(panel.queryByText('Mine to delete.')).toBeNull();
    });
    expect(panel.getByText('No notes yet.')).toBeTruthy();
    await user.type(panel.getByRole('textbox', { name: 'Note' }), 'One more');
    await user.click(panel.getByRole('button', { name: 'Add note' }));
    expect(await panel.findByText('Too many tries. Please wait a moment.')).toBeTruthy();
  });
});
