import { APP_THEME, type ThemeChoice } from '@news/contract/appTheme';

/**
 * Puts the reader's theme choice on the page now, as the server's head script does before the
 * first paint of the next one: `data-theme` on `<html>` for light or dark (the stylesheet follows
 * the system without it), and the browser's bar in that theme's colour, or back to the colour of
 * each system setting.
 */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  for (const meta of Array.from(document.querySelectorAll('meta[name="theme-color"]'))) {
    const systemDark = meta.getAttribute('media')?.includes('dark') ?? false;
    const colour =
      choice === 'system' ? (systemDark ? APP_THEME.dark : APP_THEME.light) : APP_THEME[choice];
    meta.setAttribute('content', colour);
  }
}
