import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { useQueuePage } from './useQueuePage.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const pageSchema = z.object({
  rows: z.array(z.object({ id: z.string() })),
  total: z.number(),
});

function Queue({ onChange }: { onChange: () => void }) {
  const queue = useQueuePage({
    path: '/things',
    schema: pageSchema,
    filters: { site: 'en', q: '' },
    keyOf: (row) => row.id,
    onChange,
  });
  return (
    <div>
      <output data-testid="rows">{queue.keys.join(',')}</output>
      <output data-testid="selected">{[...queue.selection.selected].join(',')}</output>
      <output data-testid="done">{queue.result?.done.join(',') ?? ''}</output>
      <output data-testid="error">{queue.error}</output>
      <button
        type="button"
        data-testid="select"
        onClick={() => {
          queue.selection.toggle('1');
        }}
      />
      <button
        type="button"
        data-testid="hide"
        onClick={() => void queue.run('/things/hide', { ids: queue.selection.targets() })}
      />
    </div>
  );
}

const answer = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a queue’s page', () => {
  let root: Root;
  let box: HTMLDivElement;
  const onChange = vi.fn<() => void>();
  const calls: string[] = [];
  let listed: string[][] = [];
  let actionAnswer: Response = answer(200, { code: 1, data: { done: [], refused: [] } });

  const text = (id: string): string =>
    box.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
  const settle = async (): Promise<void> => {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  const click = async (id: string): Promise<void> => {
    act(() => {
      box.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)?.click();
    });
    await settle();
  };

  beforeEach(async () => {
    onChange.mockReset();
    calls.length = 0;
    listed = [
      ['1', '2'],
      ['1', '3'],
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit): Promise<Response> => {
        calls.push(`${init.method ?? 'GET'} ${url}`);
        if (init.method === 'POST') return Promise.resolve(actionAnswer);
        const ids = listed.shift() ?? [];
        return Promise.resolve(
          answer(200, { code: 1, data: { rows: ids.map((id) => ({ id })), total: ids.length } }),
        );
      }),
    );
    box = document.createElement('div');
    document.body.append(box);
    root = createRoot(box);
    act(() => {
      root.render(<Queue onChange={onChange} />);
    });
    await settle();
  });
  afterEach(() => {
    act(() => {
      root.unmount();
    });
    box.remove();
    vi.unstubAllGlobals();
  });

  it('loads the first page under its filters, leaving empty filters out', () => {
    expect(calls).toEqual(['GET /console/api/things?site=en&pageNo=1&pageSize=20']);
    expect(text('rows')).toBe('1,2');
  });

  it('after an action taken: shows it, clears the selection, loads the page again and tells the screen', async () => {
    actionAnswer = answer(200, { code: 1, data: { done: ['1'], refused: [] } });
    await click('select');
    expect(text('selected')).toBe('1');
    await click('hide');
    expect(calls.slice(1)).toEqual([
      'POST /console/api/things/hide',
      'GET /console/api/things?site=en&pageNo=1&pageSize=20',
    ]);
    expect(text('done')).toBe('1');
    // The row is still on the page (another moderator's list, say): only the clearing unselects it.
    expect(text('rows')).toBe('1,3');
    expect(text('selected')).toBe('');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('after an action refused: shows the server’s message and keeps the page and selection', async () => {
    actionAnswer = answer(403, { code: 0, msg: 'Not your site', reason: 'forbiddenSite' });
    await click('select');
    await click('hide');
    expect(text('error')).toBe('Not your site');
    expect(text('selected')).toBe('1');
    expect(text('rows')).toBe('1,2');
    expect(calls).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
  });
});
