import { afterEach, describe, expect, it } from 'vitest';
import { APP_THEME } from '@news/contract/appTheme';
import { applyTheme } from './applyTheme.ts';

function bars(): (string | null)[] {
  return Array.from(document.querySelectorAll('meta[name="theme-color"]')).map((m) =>
    m.getAttribute('content'),
  );
}

describe('applyTheme', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.documentElement.removeAttribute('data-theme');
  });

  it('sets the chosen theme on the page and the bar, and gives both back to the system', () => {
    document.head.innerHTML = `<meta name="theme-color" content="${APP_THEME.light}" media="(prefers-color-scheme: light)"><meta name="theme-color" content="${APP_THEME.dark}" media="(prefers-color-scheme: dark)">`;
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(bars()).toEqual([APP_THEME.dark, APP_THEME.dark]);
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(bars()).toEqual([APP_THEME.light, APP_THEME.light]);
    applyTheme('system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(bars()).toEqual([APP_THEME.light, APP_THEME.dark]);
  });
});
