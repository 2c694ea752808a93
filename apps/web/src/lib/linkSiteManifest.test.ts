import { afterEach, describe, expect, it } from 'vitest';
import { linkSiteManifest } from './linkSiteManifest.ts';

describe('linkSiteManifest', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('links the manifest of the site the app shows in place of the one the server chose', () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest/en.webmanifest">';
    linkSiteManifest('ja');
    expect(
      Array.from(document.querySelectorAll('link[rel="manifest"]')).map((l) =>
        l.getAttribute('href'),
      ),
    ).toEqual(['/manifest/ja.webmanifest']);
  });

  it('adds no manifest to a page that has none', () => {
    linkSiteManifest('ru');
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
  });
});
