import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { shareCardSvg, textWidthEm, wrapTitle } from './shareCardLayout.ts';
import { isPreviewablePicture, shareCardVersion } from './sharePicture.ts';

describe('share card layout', () => {
  it('wraps an English title at spaces, within the width', () => {
    const lines = wrapTitle(
      'Climbing Mount Tai by night: what to expect on the 6,600 steps',
      'en',
      18,
      3,
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(18);
    expect(lines.join(' ')).toBe('Climbing Mount Tai by night: what to expect on the 6,600 steps');
  });

  it('wraps Chinese and Korean titles between words, whole', () => {
    const zh = '济南地铁4号线在市中心地下开始试运行，泉城老城区离首条地铁更近一步';
    const lines = wrapTitle(zh, 'zh-Hans', 10, 5);
    expect(lines.join('')).toBe(zh);
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(10);
    const ko = '서해상에 짙은 바다 안개가 끼면서 인천을 출발한 웨이하이행 여객선 운항이 지연됐다';
    expect(wrapTitle(ko, 'kr', 12, 5).join(' ')).toBe(ko);
  });

  it('cuts a title longer than its lines with an ellipsis', () => {
    const lines = wrapTitle('Очень длинный заголовок '.repeat(12), 'ru', 16, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(16);
  });

  it('escapes the title and the site name, and covers the card with the picture', () => {
    const svg = shareCardSvg({
      lang: 'en',
      title: 'Tom & Jerry <script>',
      siteName: 'A "site"',
      picture: 'data:image/svg+xml;base64,PHN2Zy8+',
    });
    expect(svg).toContain('Tom &amp; Jerry &lt;script&gt;');
    expect(svg).toContain('A &quot;site&quot;');
    expect(svg).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(svg).not.toContain('<script>');
  });

  it('tells pictures previews show from those they do not', () => {
    expect(isPreviewablePicture('/media/uploads/a.JPG')).toBe(true);
    expect(isPreviewablePicture('https://cdn.example/x.webp?size=2')).toBe(true);
    expect(isPreviewablePicture('/media/seed/a.svg')).toBe(false);
    expect(isPreviewablePicture('/media/a.gif')).toBe(false);
    expect(isPreviewablePicture('')).toBe(false);
  });

  it('names a new version when the title changes', () => {
    const card = { title: 'One', picture: '/a.svg', siteName: 'S' };
    expect(shareCardVersion(card)).toBe(shareCardVersion({ ...card }));
    expect(shareCardVersion({ ...card, title: 'Two' })).not.toBe(shareCardVersion(card));
  });

  it('renders a title holding a character XML cannot carry (it is left out)', () => {
    const svg = shareCardSvg({ lang: 'en', title: 'Ferry\u0001 news', siteName: 'S', picture: '' });
    expect(svg).toContain('>Ferry news<');
    expect(() => new Resvg(svg).render()).not.toThrow();
  });
});
