import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQueue } from './useQueue.ts';
import { useQueueKeys } from './useQueueKeys.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const IDS = ['11', '12', '13'];

function Queue({ onApprove }: { onApprove: (ids: string[]) => void }) {
  const selection = useQueue(IDS);
  useQueueKeys(selection, IDS, { a: onApprove });
  return (
    <div>
      <input aria-label="words" />
      <output>{`${String(selection.cursor)}:${[...selection.selected].join(',')}`}</output>
    </div>
  );
}

describe('a queue’s keyboard', () => {
  let root: Root;
  let box: HTMLDivElement;
  const approve = vi.fn<(ids: string[]) => void>();
  const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = window): void => {
    act(() => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
    });
  };
  const state = (): string => box.querySelector('output')?.textContent ?? '';

  beforeEach(() => {
    approve.mockReset();
    box = document.createElement('div');
    document.body.append(box);
    root = createRoot(box);
    act(() => {
      root.render(<Queue onApprove={approve} />);
    });
  });
  afterEach(() => {
    act(() => {
      root.unmount();
    });
    box.remove();
  });

  it('moves with j and k, and acts on the row under the cursor when none is selected', () => {
    press('j');
    press('j');
    press('j');
    expect(state()).toBe('2:');
    press('k');
    press('a');
    expect(approve).toHaveBeenCalledWith(['12']);
  });

  it('acts on the rows selected with x, in the page’s order', () => {
    press('j');
    press('j');
    press('x');
    press('k');
    press('k');
    press('x');
    expect(state()).toBe('0:13,11');
    press('a');
    expect(approve).toHaveBeenCalledWith(['11', '13']);
  });

  it('leaves keys alone while the moderator types, or with a modifier held', () => {
    const input = box.querySelector('input');
    if (!input) throw new Error('no input');
    press('a', {}, input);
    press('j', {}, input);
    press('a', { ctrlKey: true });
    expect(approve).not.toHaveBeenCalled();
    expect(state()).toBe('0:');
  });
});
