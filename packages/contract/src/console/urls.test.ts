import { describe, expect, it } from 'vitest';
import { isMediaUrl, isWebUrl } from './urls.ts';

describe('addresses editors may use', () => {
  it('accepts our own media paths and web addresses', () => {
    for (const url of [
      '',
      '/media/uploads/2026/11/a.jpg',
      'https://example.com/a.png',
      'http://x.org/',
    ])
      expect(isMediaUrl(url), url).toBe(true);
  });

  it('refuses scripts, data, protocol-relative and odd addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x.png',
      '/\\evil.example',
      'vbscript:x',
      '/media/a.jpg" onerror="x',
      'https://',
      'ftp://example.com/a',
    ])
      expect(isMediaUrl(url), url).toBe(false);
  });

  it('lets outside links be http(s) addresses only', () => {
    expect(isWebUrl('https://example.com/story')).toBe(true);
    expect(isWebUrl('/media/a.jpg')).toBe(false);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
  });
});
