import { describe, expect, it } from 'vitest';
import {
  bodyPictureUrls,
  bodyText,
  sanitizeBody,
  sanitizeBodyForElsewhere,
  sanitizeBodyForReaders,
} from './sanitizeBody.ts';

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

describe('sanitizeBodyForReaders', () => {
  const folder = '/media/pictures/0123456789abcdef0123456789abcdef/';
  const webp = [200, 320, 480, 640, 720, 960, 1000]
    .map((w) => `${folder}w${String(w)}.webp ${String(w)}w`)
    .join(', ');
  const sizes = '(max-width: 480px) calc(100vw - 24px), 456px';

  it('gives a processed picture in the body its WebP renditions, width, own size, lazy and async', () => {
    const stored = sanitizeBody(
      `<figure><img src="${folder}1000x750-a1b2c3.jpg" alt="The harbour"><figcaption>Dawn</figcaption></figure>`,
    );
    expect(sanitizeBodyForReaders(stored)).toBe(
      `<figure><img src="${folder}1000x750-a1b2c3.jpg" alt="The harbour" loading="lazy" srcset="${webp}" sizes="${sizes}" width="1000" height="750" decoding="async"><figcaption>Dawn</figcaption></figure>`,
    );
  });

  it('keeps a size the editor gave, and takes srcset, sizes or decoding from nobody else', () => {
    const html = sanitizeBodyForReaders(
      `<img src="${folder}1000x750-a1b2c3.jpg" width="300" height="225" srcset="https://tracker.example/p.gif 1w" sizes="1px" decoding="sync" onload="alert(1)"><img src="/media/uploads/ab/pic.jpg" srcset="${folder}w320.webp 320w, https://tracker.example/p.gif 2w" sizes="1px" decoding="sync"><img src="https://cdn.example/a/1000x750-a1b2c3.jpg" srcset="https://tracker.example/p.gif 1w">`,
    );
    expect(html).toBe(
      `<img src="${folder}1000x750-a1b2c3.jpg" width="300" height="225" alt="" srcset="${webp}" sizes="${sizes}" loading="lazy" decoding="async"><img src="/media/uploads/ab/pic.jpg" loading="lazy"><img src="https://cdn.example/a/1000x750-a1b2c3.jpg" loading="lazy">`,
    );
  });

  it('sends a body without processed pictures exactly as stored', () => {
    const stored = sanitizeBody(
      '<p>Text</p><img src="/media/seed/ab/abcdef.svg" alt="A drawing" loading="lazy"><video src="/media/v.mp4"></video>',
    );
    expect(sanitizeBodyForReaders(stored)).toBe(stored);
    // The writer's rules stay as they were: what only readers get, editors cannot bring.
    expect(
      sanitizeBody(
        `<img src="${folder}1000x750-a1b2c3.jpg" srcset="${webp}" sizes="1px" decoding="async">`,
      ),
    ).toBe(`<img src="${folder}1000x750-a1b2c3.jpg" loading="lazy">`);
  });

  describe('with the media library’s notes', () => {
    const address = `${folder}1000x750-a1b2c3.jpg`;
    const other = '/media/pictures/fedcba9876543210fedcba9876543210/800x600-00ff00.jpg';
    const notes = (url: string) =>
      ({
        [address]: {
          alt: 'Boats at dawn',
          caption: 'The <script>harbour</script>',
          credit: 'A & B',
        },
        [other]: { alt: '', caption: '', credit: '' },
      })[url];

    it('takes the library’s alt over the editor’s, and the editor’s when the library has none', () => {
      const html = sanitizeBodyForReaders(
        sanitizeBody(
          `<figure><img src="${address}" alt="mine"></figure><img src="${other}" alt="theirs"><img src="${other}">`,
        ),
        notes,
      );
      const alts = [...html.matchAll(/<img [^>]*?alt="([^"]*)"/g)].map((m) => m[1]);
      expect(alts).toEqual(['Boats at dawn', 'theirs', '']);
    });

    it('wraps a described picture in a figure with its escaped caption and credit, once', () => {
      const stored = sanitizeBody(
        `<p>Before</p><p><img src="${address}"></p><p>Text <img src="${address}#focus=10,20"> more</p><figure><img src="${address}"><figcaption>Editor’s own</figcaption></figure><img src="${other}">`,
      );
      const html = sanitizeBodyForReaders(stored, notes);
      const figcaption =
        '<figcaption><span class="caption">The &lt;script&gt;harbour&lt;/script&gt;</span><span class="credit">A &amp; B</span></figcaption>';
      // Alone in a paragraph: the figure takes the paragraph's place.
      expect(html).toMatch(
        new RegExp(
          `^<p>Before</p><figure><img src="${address}"[^>]* alt="Boats at dawn"[^>]*>${figcaption}</figure><p>Text <figure>`,
        ),
      );
      // Already in a figure: the editor's caption stays and nothing is wrapped twice.
      expect(html).toContain('<figcaption>Editor’s own</figcaption></figure>');
      expect(html.match(/<figure>/g)).toHaveLength(3);
      expect(html).not.toContain('<script');
      // Nothing to show: no figure and no empty spans.
      expect(html).toMatch(new RegExp(`</figure><img src="${other}"[^>]*>$`));
      expect(html).not.toContain('<span class="caption"></span>');
    });

    it('leaves out the span the library has nothing for', () => {
      const html = sanitizeBodyForReaders(sanitizeBody(`<img src="${address}">`), () => ({
        alt: '',
        caption: '',
        credit: 'Photo desk',
      }));
      expect(html).toMatch(
        /<figure><img [^>]*alt=""[^>]*><figcaption><span class="credit">Photo desk<\/span><\/figcaption><\/figure>$/,
      );
    });

    it('finds the processed pictures a body shows, without fragments or repeats', () => {
      const stored = sanitizeBody(
        `<img src="${address}"><p><img alt="x" src="${address}#focus=1,2"></p><img src="/media/seed/a.svg"><img src="${other}">`,
      );
      expect(bodyPictureUrls(stored)).toEqual([address, other]);
      expect(bodyPictureUrls('<p>no pictures</p>')).toEqual([]);
    });
  });
});
