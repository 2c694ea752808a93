import { describe, expect, it } from 'vitest';
import { AGREEMENT_KINDS } from '@news/contract/agreementSchemas';
import { SITE_LANGS } from '@news/contract/sites';
import { defaultAgreement } from './defaultAgreements.ts';

describe('the agreement texts every site starts with', () => {
  it.each(SITE_LANGS)('are all there in %s, in paragraphs, and translated', (lang) => {
    for (const kind of AGREEMENT_KINDS) {
      const text = defaultAgreement(lang, kind);
      expect(text.split(/\n{2,}/).length, `${lang} ${kind}`).toBeGreaterThan(1);
      if (lang !== 'en') expect(text, `${lang} ${kind}`).not.toBe(defaultAgreement('en', kind));
    }
  });
});
