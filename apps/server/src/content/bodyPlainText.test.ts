import { describe, expect, it } from 'vitest';
import { bodyPlainText } from './bodyPlainText.ts';

describe('bodyPlainText', () => {
  it('gives one paragraph a line, without markup, with characters the markup escaped', () => {
    expect(
      bodyPlainText(
        '<p><strong>Rain</strong> &amp; wind</p><ul><li>One &lt;two&gt;</li></ul><p>a<br />b</p>',
      ),
    ).toBe('Rain & wind\nOne <two>\na\nb');
  });
});
