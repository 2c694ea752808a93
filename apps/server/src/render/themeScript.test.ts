import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_THEME } from '@news/contract/appTheme';
import { THEME_SCRIPT } from './themeScript.ts';

/** Runs the script against a page with the two theme-color elements and the given storage. */
function run(stored: string | null, storageThrows = false) {
  const attributes = new Map<string, string>();
  const colours: string[] = [APP_THEME.light, APP_THEME.dark];
  const metas = colours.map((colour) => ({
    content: colour,
    setAttribute(name: string, value: string) {
      if (name === 'content') this.content = value;
    },
  }));
  let removed = false;
  runInNewContext(THEME_SCRIPT, {
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return key === 'theme' ? stored : null;
      },
    },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
      querySelectorAll: (selector: string) => (selector === 'meta[name=theme-color]' ? metas : []),
      currentScript: {
        remove: () => {
          removed = true;
        },
      },
    },
    JSON,
  });
  return { theme: attributes.get('data-theme'), bars: metas.map((m) => m.content), removed };
}

describe('the theme script', () => {
  it('applies a stored choice of dark or light, bar colour included, and removes itself', () => {
    expect(run('"dark"')).toEqual({
      theme: 'dark',
      bars: [APP_THEME.dark, APP_THEME.dark],
      removed: true,
    });
    expect(run('"light"')).toEqual({
      theme: 'light',
      bars: [APP_THEME.light, APP_THEME.light],
      removed: true,
    });
  });

  it('leaves the page to the system’s setting without a choice, with a bad value or without storage', () => {
    const system = { theme: undefined, bars: [APP_THEME.light, APP_THEME.dark], removed: true };
    expect(run(null)).toEqual(system);
    expect(run('"system"')).toEqual(system);
    expect(run('"purple"')).toEqual(system);
    expect(run('{not json')).toEqual(system);
    expect(run(null, true)).toEqual(system);
  });
});
