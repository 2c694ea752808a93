import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LANGS, siteByLang } from '@news/contract/sites';

const styles = readFileSync(join(import.meta.dirname, '../styles.css'), 'utf8');

function catalogueLabel(lang: string): string | undefined {
  const detail = JSON.parse(
    readFileSync(join(import.meta.dirname, 'detail', `${lang}.json`), 'utf8'),
  ) as Record<string, string>;
  return detail['picture.credit'];
}

/** The label the stylesheet gives a page in `locale` (its `<html lang>`), or the default one. */
function stylesheetLabel(locale: string | undefined): string | undefined {
  const selector = locale ? `:root:lang\\(${locale}\\)` : ':root';
  const rule = new RegExp(`^${selector} \\{\\n  --credit-label: '([^']*)';\\n\\}`, 'm');
  return rule.exec(styles)?.[1];
}

describe('the label before a picture’s credit', () => {
  it.each(SITE_LANGS)('%s has one in its catalogue, and the stylesheet shows that one', (lang) => {
    const label = catalogueLabel(lang);
    expect(label?.trim()).toBeTruthy();
    const { locale } = siteByLang(lang);
    // English is the stylesheet's default, for a page whose language matches no rule.
    const own = stylesheetLabel(lang === 'en' ? undefined : locale);
    expect(own).toBe(label);
  });

  it('is what every credit shows before it, the server’s body figures’ and the app’s alike', () => {
    expect(styles).toMatch(/figcaption \.credit::before \{\n {2}content: var\(--credit-label\);/);
  });
});
