import { describe, expect, it } from 'vitest';
import { readableSentences } from './readableSentences.ts';

function page(html: string): Element {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('readableSentences', () => {
  it('cuts paragraphs into sentences, each with the range of the page it covers', () => {
    const root = page(
      '<p>The port reopened on Monday. Ships are <b>queuing</b> again!</p><p>Fares rise.</p>',
    );
    const sentences = readableSentences([root], 'en');
    expect(sentences.map((s) => s.text)).toEqual([
      'The port reopened on Monday.',
      'Ships are queuing again!',
      'Fares rise.',
    ]);
    // The range spans the bold word's own text node, exactly the sentence.
    expect(sentences.map((s) => s.range.toString())).toEqual(sentences.map((s) => s.text));
  });

  it('never runs a sentence from one block into the next, nor reads what is not text', () => {
    const root = page(
      '<h2>Heading without a stop</h2><ul><li>First item</li><li>Second item</li></ul>' +
        '<figure><img alt=""><figcaption>A caption.</figcaption></figure>' +
        '<p>   </p><p>—</p><script>ignored()</script><button>Zoom</button>',
    );
    expect(readableSentences([root], 'en').map((s) => s.text)).toEqual([
      'Heading without a stop',
      'First item',
      'Second item',
      'A caption.',
    ]);
  });

  it('knows the sentence ends of Chinese and Japanese', () => {
    const zh = page('<p>港口周一重新开放。船只又在排队了！票价上涨？</p>');
    expect(readableSentences([zh], 'zh-CN').map((s) => s.text)).toEqual([
      '港口周一重新开放。',
      '船只又在排队了！',
      '票价上涨？',
    ]);
    const ja = page('<p>港が月曜日に再開した。船がまた並んでいる。</p>');
    expect(readableSentences([ja], 'ja').map((s) => s.text)).toEqual([
      '港が月曜日に再開した。',
      '船がまた並んでいる。',
    ]);
  });

  it('reads several roots in order: the title, then the body', () => {
    const title = page('Title of the story');
    const body = page('<p>Body text here.</p>');
    expect(readableSentences([title, body], 'en').map((s) => s.text)).toEqual([
      'Title of the story',
      'Body text here.',
    ]);
  });
});
