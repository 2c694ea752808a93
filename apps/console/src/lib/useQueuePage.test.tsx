import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { actionResultSchema } from '@news/contract/console/moderationSchemas';
import { fakeApi, ok, refused, type FakeAnswer } from '../testing/fakeApi.ts';
import { useQueuePage } from './useQueuePage.ts';

const pageSchema = z.object({
  rows: z.array(z.object({ id: z.string() })),
  total: z.number(),
});

/** A queue of the test's own: its list call and the action on its selection. */
const listThings = { method: 'GET', path: '/things', response: pageSchema } as const;
const hideThings = {
  method: 'POST',
  path: '/things/hide',
  body: z.object({ ids: z.array(z.string()) }),
  response: actionResultSchema,
} as const;

function Queue({ onChange }: { onChange: () => void }) {
  const queue = useQueuePage({
    endpoint: listThings,
    filters: { site: 'en', q: '' },
    keyOf: (row) => row.id,
    onChange,
  });
  return (
    <div>
      <output aria-label="rows">{queue.keys.join(',')}</output>
      <output aria-label="selected">{[...queue.selection.selected].join(',')}</output>
      <output aria-label="done">{queue.result?.done.join(',') ?? ''}</output>
      <output aria-label="error">{queue.error}</output>
      <button
        type="button"
        onClick={() => {
          queue.selection.toggle('1');
        }}
      >
        select
      </button>
      <button
        type="button"
        onClick={() => void queue.run(hideThings, { ids: queue.selection.targets() })}
      >
        hide
      </button>
    </div>
  );
}

/** Opens the queue on a server whose list answers `pages` in turn and whose action answers `action`. */
async function setUp(action: FakeAnswer) {
  const pages = [
    ['1', '2'],
    ['1', '3'],
  ];
  const api = fakeApi({
    'GET /things': () => {
      const ids = pages.shift() ?? [];
      return ok({ rows: ids.map((id) => ({ id })), total: ids.length });
    },
    'POST /things/hide': () => action,
  });
  const onChange = vi.fn<() => void>();
  render(<Queue onChange={onChange} />);
  await waitFor(() => {
    expect(text('rows')).toBe('1,2');
  });
  return { api, onChange, user: userEvent.setup() };
}

const text = (name: string): string => screen.getByRole('status', { name }).textContent;
const calls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.map((c) => `${c.method} ${c.path}?${new URLSearchParams(c.query).toString()}`);

describe('a queue’s page', () => {
  it('loads the first page under its filters, leaving empty filters out', async () => {
    const { api } = await setUp(ok({ done: [], refused: [] }));
    expect(calls(api)).toEqual(['GET /things?site=en&pageNo=1&pageSize=20']);
  });

  it('after an action taken: shows it, clears the selection, loads the page again and tells the screen', async () => {
    const { api, onChange, user } = await setUp(ok({ done: ['1'], refused: [] }));
    await user.click(screen.getByRole('button', { name: 'select' }));
    expect(text('selected')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'hide' }));
    await waitFor(() => {
      expect(text('rows')).toBe('1,3');
    });
    expect(calls(api).slice(1)).toEqual([
      'POST /things/hide?',
      'GET /things?site=en&pageNo=1&pageSize=20',
    ]);
    expect(api.calls[1]?.body).toEqual({ ids: ['1'] });
    expect(text('done')).toBe('1');
    // The row is still on the page (another moderator's list, say): only the clearing unselects it.
    expect(text('selected')).toBe('');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('after an action refused: shows the server’s message and keeps the page and selection', async () => {
    const { api, onChange, user } = await setUp(refused(403, 'Not your site', 'forbiddenSite'));
    await user.click(screen.getByRole('button', { name: 'select' }));
    await user.click(screen.getByRole('button', { name: 'hide' }));
    await waitFor(() => {
      expect(text('error')).toBe('Not your site');
    });
    expect(text('selected')).toBe('1');
    expect(text('rows')).toBe('1,2');
    expect(api.calls).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
  });
});
