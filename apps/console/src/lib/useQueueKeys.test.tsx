import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useQueue } from './useQueue.ts';
import { useQueueKeys } from './useQueueKeys.ts';

const IDS = ['11', '12', '13'];

/** A queue's cursor and selection as `cursor:selected` (the ids in the order selected). */
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

function setUp() {
  const approve = vi.fn<(ids: string[]) => void>();
  render(<Queue onApprove={approve} />);
  return { approve, user: userEvent.setup(), state: () => screen.getByRole('status').textContent };
}

describe('a queue’s keyboard', () => {
  it('moves with j and k, and acts on the row under the cursor when none is selected', async () => {
    const { approve, user, state } = setUp();
    await user.keyboard('jjj');
    expect(state()).toBe('2:');
    await user.keyboard('k');
    await user.keyboard('a');
    expect(approve).toHaveBeenCalledWith(['12']);
  });

  it('acts on the rows selected with x, in the page’s order', async () => {
    const { approve, user, state } = setUp();
    await user.keyboard('jjxkkx');
    expect(state()).toBe('0:13,11');
    await user.keyboard('a');
    expect(approve).toHaveBeenCalledWith(['11', '13']);
  });

  it('leaves keys alone while the moderator types, or with a modifier held', async () => {
    const { approve, user, state } = setUp();
    await user.type(screen.getByRole('textbox', { name: 'words' }), 'aj');
    await user.keyboard('{Control>}a{/Control}');
    expect(approve).not.toHaveBeenCalled();
    expect(state()).toBe('0:');
  });
});
