import { describe, expect, it } from 'vitest';
import { punctuationFindings, stringsOf } from './punctuationFindings.ts';

const marks = (lang: 'zh-Hans' | 'ja', text: string): string[] =>
  punctuationFindings(lang, 'k', text).map((f) => f.found.slice(1, 2));

describe('punctuationFindings', () => {
  it('finds half-width marks beside Chinese and Japanese text', () => {
    expect(marks('zh-Hans', '还没有账号?去注册')).toEqual(['?']);
    expect(marks('zh-Hans', '联系方式(选填)')).toEqual(['(', ')']);
    expect(marks('ja', 'パスワードをお忘れですか?')).toEqual(['?']);
  });

  it('looks past spaces and arguments to the text beside a mark', () => {
    expect(marks('zh-Hans', '稿件 {id}:{reason}')).toEqual([':']);
    expect(marks('zh-Hans', '坐标 {lat}, {lng}')).toEqual([',']);
  });

  it('finds a half-width parenthesis around Chinese or Japanese words', () => {
    expect(marks('ja', 'WeChat(テンセント)')).toEqual(['(', ')']);
  });

  it('leaves marks between Latin letters and digits alone', () => {
    expect(marks('zh-Hans', '比分 3:2，气温 1.5 度，WeChat, QQ')).toEqual([]);
    expect(marks('zh-Hans', '{count, plural, other {已选择 # 篇}}')).toEqual([]);
  });

  it('finds the marks a language does not use', () => {
    expect(marks('ja', '写真，動画')).toEqual(['，']);
    expect(marks('ja', '“退会したユーザー”')).toEqual(['“', '”']);
    expect(marks('zh-Hans', '「专题」')).toEqual(['「', '」']);
  });

  it('reads the prose of a content file and skips its keys and addresses', () => {
    expect(
      stringsOf({ key: 'a-b', title: '标题', items: [{ url: 'http://x', caption: '说明' }] }),
    ).toEqual([
      ['title', '标题'],
      ['items[0].caption', '说明'],
    ]);
  });
});
