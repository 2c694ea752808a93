import { describe, expect, it } from 'vitest';
import { ARGUMENT, messageTexts } from './messageText.ts';

describe('messageTexts', () => {
  it('replaces arguments by one placeholder and keeps the words', () => {
    expect(messageTexts('合集：{title}')).toEqual([`合集：${ARGUMENT}`]);
  });

  it('gives each branch of a plural as its own passage, with # as an argument', () => {
    expect(messageTexts('Show {count, plural, one {# reply} other {# replies}}.')).toEqual([
      `Show ${ARGUMENT} reply.`,
      `Show ${ARGUMENT} replies.`,
    ]);
  });

  it('reads nested arguments inside branches', () => {
    expect(messageTexts('{count, plural, =0 {无} other {已保存 # 篇，占用 {size}}}')).toEqual([
      '无',
      `已保存 ${ARGUMENT} 篇，占用 ${ARGUMENT}`,
    ]);
  });
});
