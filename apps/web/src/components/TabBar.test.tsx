import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/renderWithApp.tsx';
import { TabBar } from './TabBar.tsx';

describe('TabBar', () => {
  it('is a navigation landmark named in the reader’s language', async () => {
    await renderWithApp(<TabBar current="/pages/index/index" />, 'kr');
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '홈' }).getAttribute('aria-current')).toBe('page');
  });
});
