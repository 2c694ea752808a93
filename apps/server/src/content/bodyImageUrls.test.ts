import { describe, expect, it } from 'vitest';
import { bodyImageUrls } from './bodyImageUrls.ts';

describe('the pictures of a body', () => {
  it('reads every image’s address in order, whatever its quoting, entities decoded', () => {
    expect(
      bodyImageUrls(
        `<p>One <img alt="x" src="/media/a.jpg"></p><figure><img src='/media/b.jpg?x=1&amp;y=2'><img src=/media/c.jpg></figure><img alt="none">`,
      ),
    ).toEqual(['/media/a.jpg', '/media/b.jpg?x=1&y=2', '/media/c.jpg']);
    expect(
      bodyImageUrls('<p>No pictures, only &lt;img src="/media/d.jpg"&gt; as text.</p>'),
    ).toEqual([]);
  });
});
