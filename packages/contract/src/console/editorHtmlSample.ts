/**
 * An article with everything the console's editor can write, as the editor writes it. The
 * console checks its editor produces exactly this; the server checks its sanitiser gives it back
 * unchanged — together: what an editor sees is what readers get, byte for byte.
 */
export const EDITOR_HTML_SAMPLE = [
  '<h2>Heading two</h2>',
  '<h3>Heading three</h3>',
  '<h4>Heading four</h4>',
  '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s>, <code>code</code> and a <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/story?a=1&amp;b=2">link</a>.<br>After a line break: a&nbsp;no-break space, &lt;angle&gt; brackets &amp; "quotes".</p>',
  '<ul><li><p>One</p></li><li><p>Two</p></li></ul>',
  '<ol start="3"><li><p>Three</p></li></ol>',
  '<blockquote><p>A quotation.</p></blockquote>',
  '<hr>',
  '<img src="/media/editorial/2026/11/picture.jpg" alt="A picture" loading="lazy">',
  '<video src="/media/videos/2026/11/clip.mp4" poster="/media/videos/2026/11/poster.jpg" controls="controls" playsinline="playsinline" preload="metadata"></video>',
  '<table><tbody><tr><th><p>Head</p></th><th><p>Head</p></th></tr><tr><td><p>Cell</p></td><td><p>Cell</p></td></tr><tr><td colspan="2"><p>Wide cell</p></td></tr></tbody></table>',
].join('');
