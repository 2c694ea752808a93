import { describe, expect, it } from 'vitest';
import { bodyText, sanitizeBody, sanitizeBodyForElsewhere } from './sanitizeBody.ts';

describe('sanitizeBody', () => {
  it.each([
    ['<p>ok<script>alert(1)</script></p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    [
      '<a href="javascript:alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
    ['<img src="x" onerror="alert(1)">', '<img src="x" loading="lazy">'],
    ['<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>'],
    ['<p style="position:fixed">styled</p>', '<p>styled</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('removes what could run or restyle the page: %s', (input, expected) => {
    expect(sanitizeBody(input)).toBe(expected);
  });

  it('keeps article structure, tables, figures and safe links', () => {
    const html =
      '<h2>Sub</h2><p><strong>a</strong></p><table><tr><td colspan="2">c</td></tr></table><figure><img src="/media/a.svg" alt="A"><figcaption>A</figcaption></figure><a href="https://example.com">l</a>';
    const clean = sanitizeBody(html);
    expect(clean).toContain('<h2>Sub</h2>');
    expect(clean).toContain('<td colspan="2">c</td>');
    expect(clean).toContain('<figcaption>A</figcaption>');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
  });

  it('gives back markup a browser wrote, and its own output, unchanged', () => {
    const written = [
      '<p>a&nbsp;b &amp; c &lt; d &gt; e "q"<br>f</p><hr>',
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/?a=1&amp;b=2">x</a></p>',
      '<img src="/media/a.jpg" alt="say &quot;cheese&quot;" loading="lazy">',
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>h</p></th></tr><tr><td colspan="2" rowspan="1"><p>c</p></td></tr></tbody></table>',
      '<video src="/media/v.mp4" poster="/media/p.jpg" controls="controls" playsinline="playsinline" preload="metadata"></video>',
      '<h2>H</h2><ul><li><p>x</p></li></ul><ol><li><p>y</p></li></ol><blockquote><p>q</p></blockquote>',
    ];
    for (const html of written) {
      expect(sanitizeBody(html)).toBe(html);
      expect(sanitizeBody(sanitizeBody(html))).toBe(html);
    }
  });

  it('keeps inline video playable in place and tables whole, with nothing that could run', () => {
    const clean = sanitizeBody(
      '<video src="javascript:alert(1)" onplay="alert(1)" autoplay></video><video src="/media/v.mp4" poster="/media/p.jpg"></video><table><tbody><tr><td onclick="x" style="color:red">c</td></tr></tbody></table>',
    );
    expect(clean).toBe(
      '<video controls="controls" playsinline="playsinline" preload="metadata"></video><video src="/media/v.mp4" poster="/media/p.jpg" controls="controls" playsinline="playsinline" preload="metadata"></video><table><tbody><tr><td>c</td></tr></tbody></table>',
    );
  });

  it('gives plain text for search', () => {
    expect(bodyText('<p>Hello   <b>world</b></p>\n<p>again</p>')).toBe('Hello world again');
  });

  it('makes same-site addresses absolute for readers elsewhere, and nothing else', () => {
    const stored = sanitizeBody(
      '<p><a href="/s/en/7">same site</a> <a href="https://example.com/x">elsewhere</a></p><figure><img src="/media/a.svg" alt="A"><figcaption>A</figcaption></figure><video src="/media/v.mp4" poster="/media/v.jpg"></video><img src="//cdn.example.com/b.png">',
    );
    const feed = sanitizeBodyForElsewhere(stored, 'https://news.example.com');
    expect(feed).toContain('href="https://news.example.com/s/en/7"');
    expect(feed).toContain('href="https://example.com/x"');
    expect(feed).toContain('src="https://news.example.com/media/a.svg"');
    expect(feed).toContain('src="https://news.example.com/media/v.mp4"');
    expect(feed).toContain('poster="https://news.example.com/media/v.jpg"');
    // Made absolute, the stored body is otherwise unchanged: importing it back gives it again.
    expect(feed.replaceAll('https://news.example.com/', '/')).toBe(stored);
    expect(sanitizeBody(feed)).toBe(feed);
    expect(sanitizeBodyForElsewhere('<p>x<script>alert(1)</script></p>', 'https://a.example')).toBe(
      '<p>x</p>',
    );
  });
});
