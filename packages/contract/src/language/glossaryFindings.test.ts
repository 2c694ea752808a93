import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './glossary.ts';
import { glossaryFindings } from './glossaryFindings.ts';

describe('glossaryFindings', () => {
  it('finds a forbidden synonym and names the term to use', () => {
    const [finding] = glossaryFindings('kr', 'k', '내 댓글을 스크랩');
    expect(finding?.found).toContain('스크랩');
    expect(finding?.found).toContain('저장');
  });

  it('bounds Cyrillic words by letters: “серия” is found, “серийный” is not', () => {
    expect(glossaryFindings('ru', 'k', 'Серия')).toHaveLength(1);
    expect(glossaryFindings('ru', 'k', 'серийный номер')).toEqual([]);
  });

  it('lets a word right in another sense pass', () => {
    expect(glossaryFindings('ja', 'k', '画像を保存')).toEqual([]);
    expect(glossaryFindings('en', 'k', 'We collect only what the service needs.')).toEqual([]);
    expect(glossaryFindings('en', 'k', 'Items you opened or collected')).toHaveLength(1);
  });

  it('skips reader-only entries for the staff’s catalogues', () => {
    expect(glossaryFindings('zh-Hans', 'k', '你的密码')).toHaveLength(1);
    expect(glossaryFindings('zh-Hans', 'k', '你的密码', false)).toEqual([]);
  });

  it('reads the words of a message, not its syntax or arguments', () => {
    expect(glossaryFindings('en', 'k', '{token}')).toEqual([]);
  });

  it('has at least the concepts every language must agree on', () => {
    for (const entries of Object.values(GLOSSARY)) {
      const concepts = entries.map((e) => e.concept.split(' (')[0]);
      for (const concept of ['collect', 'video collection', 'deactivate', 'sign in', 'captcha'])
        expect(concepts.some((c) => c?.startsWith(concept))).toBe(true);
    }
  });
});
