import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PictureFocus } from '@news/contract/pictures';
import { I18nProvider } from '../../i18n/I18n.tsx';
import { FocusPicker } from './FocusPicker.tsx';

/** Where the picture lies on the screen in these tests: 400 × 300 pixels at (100, 50). */
const BOX = { left: 100, top: 50, width: 400, height: 300 };

/** The picker as a screen holds it: the point is the screen's state, changed by the picker. */
function Holder({ start, seen }: { start: PictureFocus; seen: (focus: PictureFocus) => void }) {
  const [focus, setFocus] = useState(start);
  return (
    <FocusPicker
      src="/media/pictures/0123456789abcdef0123456789abcdef/w960.webp"
      width={4000}
      height={3000}
      color="#336699"
      focus={focus}
      onFocus={(next) => {
        seen(next);
        setFocus(next);
      }}
      label="Focal point"
    />
  );
}

function renderPicker(start: PictureFocus = { x: 50, y: 50 }) {
  localStorage.setItem('consoleLang', 'en');
  const seen = vi.fn<(focus: PictureFocus) => void>();
  render(
    <I18nProvider onChange={() => undefined}>
      <Holder start={start} seen={seen} />
    </I18nProvider>,
  );
  const picker = screen.getByRole('slider', { name: 'Focal point' });
  const image = picker.querySelector('img');
  if (!image) throw new Error('no picture in the picker');
  vi.spyOn(image, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: BOX.left, y: BOX.top, width: BOX.width, height: BOX.height }),
  );
  return { picker, seen, user: userEvent.setup() };
}

const marker = (): { left: string; top: string } => {
  const style = screen.getByTestId('focus-marker').style;
  return { left: style.left, top: style.top };
};

describe('the focal point picker', () => {
  it('puts the point where the picture is clicked, in whole percent', async () => {
    const { picker, seen, user } = renderPicker();
    // 12 % across and 80 % down the picture's box, a little off the exact pixel.
    await user.pointer({
      keys: '[MouseLeft]',
      target: picker,
      coords: { clientX: BOX.left + 0.12 * BOX.width + 1, clientY: BOX.top + 0.8 * BOX.height - 1 },
    });
    expect(seen).toHaveBeenLastCalledWith({ x: 12, y: 80 });
    expect(marker()).toEqual({ left: '12%', top: '80%' });
    expect(picker.getAttribute('aria-valuetext')).toBe('12% across, 80% down');
  });

  it('keeps a click on the picture’s edge inside 0–100', async () => {
    const { picker, seen, user } = renderPicker();
    await user.pointer({
      keys: '[MouseLeft]',
      target: picker,
      coords: { clientX: BOX.left + BOX.width + 3, clientY: BOX.top - 2 },
    });
    expect(seen).toHaveBeenLastCalledWith({ x: 100, y: 0 });
  });

  it('follows the pointer while it is dragged with the button held', async () => {
    const { picker, seen, user } = renderPicker();
    await user.pointer([
      { keys: '[MouseLeft>]', target: picker, coords: { clientX: 140, clientY: 80 } },
      { target: picker, coords: { clientX: 300, clientY: 200 } },
      { keys: '[/MouseLeft]', target: picker, coords: { clientX: 300, clientY: 200 } },
      { target: picker, coords: { clientX: 460, clientY: 320 } },
    ]);
    // 40 px across and 30 down the picture, then its middle; the move after release sets nothing.
    expect(seen.mock.calls.map(([focus]) => focus)).toEqual([
      { x: 10, y: 10 },
      { x: 50, y: 50 },
    ]);
    expect(marker()).toEqual({ left: '50%', top: '50%' });
  });

  it('moves the point by 1 % with the arrow keys and 10 % with Shift, and stops at the edges', async () => {
    const { picker, seen, user } = renderPicker({ x: 10, y: 75 });
    picker.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(seen).toHaveBeenLastCalledWith({ x: 12, y: 76 });
    await user.keyboard('{Shift>}{ArrowDown}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(seen).toHaveBeenLastCalledWith({ x: 0, y: 86 });
    await user.keyboard('{ArrowUp}');
    expect(seen).toHaveBeenLastCalledWith({ x: 0, y: 85 });
    expect(marker()).toEqual({ left: '0%', top: '85%' });
    expect(picker.getAttribute('aria-valuetext')).toBe('0% across, 85% down');
  });

  it('leaves other keys alone', async () => {
    const { picker, seen, user } = renderPicker();
    picker.focus();
    await user.keyboard('a{Enter}');
    expect(seen).not.toHaveBeenCalled();
  });
});
