import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/renderWithApp.tsx';
import { Sheet } from './Sheet.tsx';

describe('Sheet', () => {
  it('is a named dialog that takes the focus and closes with Escape or its close button', async () => {
    const close = vi.fn();
    const { user } = await renderWithApp(
      <Sheet title="Delete this comment?" onClose={close}>
        <button type="button">Delete</button>
      </Sheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(close).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await renderWithApp(
      <Sheet title="Share" onClose={() => undefined}>
        <button type="button">Copy link</button>
      </Sheet>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const copy = screen.getByRole('button', { name: 'Copy link' });
    copy.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(copy);
  });
});
