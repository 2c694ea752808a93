import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider, loadMessages } from '../../i18n/i18n.tsx';
import { setNavigationLang } from '../../lib/router/navigation.ts';
import { RelatedItems } from './RelatedItems.tsx';

describe('an article’s tag and author links', () => {
  it('name the page’s language, whatever site the renderer last served', async () => {
    // The server's one renderer serves every site: its navigation language is another's.
    setNavigationLang('zh-Hans');
    const html = renderToString(
      <I18nProvider lang="en" messages={await loadMessages('en')}>
        <RelatedItems items={[]} tags={['harbour']} author="Ann Lee" />
      </I18nProvider>,
    );
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toContain('lang=en');
      expect(link).not.toContain('zh-Hans');
    }
  });
});
