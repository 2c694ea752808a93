import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SideBySide } from './SideBySide.tsx';

/** jsdom lays nothing out: each column is given the sizes a browser would measure. */
function sized(element: HTMLElement, scrollHeight: number, clientHeight: number): void {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: clientHeight });
}

describe('SideBySide', () => {
  it('scrolls each column to where the other is, by the fraction scrolled', () => {
    render(<SideBySide left={<p>source</p>} right={<p>translation</p>} />);
    const left = screen.getByTestId('side-left');
    const right = screen.getByTestId('side-right');
    sized(left, 1100, 100); // 1000 px to scroll
    sized(right, 600, 100); // 500 px to scroll

    left.scrollTop = 500;
    fireEvent.scroll(left);
    expect(right.scrollTop).toBe(250);
    // The scroll set on the right fires its own event, which must not move the left back.
    fireEvent.scroll(right);
    expect(left.scrollTop).toBe(500);

    right.scrollTop = 500;
    fireEvent.scroll(right);
    expect(left.scrollTop).toBe(1000);
  });
});
