import { describe, expect, it } from 'vitest';
import { entryRedirect } from './entryRedirect.ts';

describe('entryRedirect', () => {
  it('follows a page parameter to an app route', () => {
    expect(
      entryRedirect(
        new URLSearchParams({ page: encodeURIComponent('/pages/video/video-detail1?id=5') }),
      ),
    ).toEqual({
      path: '/pages/video/video-detail1',
      query: { id: '5' },
    });
  });
  it('refuses a page parameter that leaves the app', () => {
    expect(entryRedirect(new URLSearchParams({ page: '//evil.example/x' }))).toBeUndefined();
    expect(entryRedirect(new URLSearchParams({ page: 'https://evil.example' }))).toBeUndefined();
  });
  it('opens the web view for custom_id', () => {
    expect(entryRedirect(new URLSearchParams({ custom_id: '42' }))).toEqual({
      path: '/pages/index/webView',
      query: { id: '42' },
    });
  });
  it('decodes an spm share code into its page and sharer', () => {
    const result = entryRedirect(new URLSearchParams({ spm: '7.1.15.1.1' }));
    expect(result?.path).toBe('/pages/news-detail/news-detail');
    expect(result?.query).toEqual({ id: '15', spm: '7.1.15.1.1' });
    expect(result?.spm?.sharerUserId).toBe('7');
  });
  it('keeps a shared link on the page it names, with its code', () => {
    const result = entryRedirect(
      new URLSearchParams({ id: '9', lang: 'en', spm: '7.1.9.1.1' }),
      '/pages/tu-shuo/detail',
    );
    expect(result?.path).toBe('/pages/tu-shuo/detail');
    expect(result?.query).toEqual({ id: '9', lang: 'en', spm: '7.1.9.1.1' });
    expect(result?.spm?.code).toBe('7.1.9.1.1');
  });
  it('ignores a malformed spm', () => {
    expect(entryRedirect(new URLSearchParams({ spm: 'x.y' }))).toBeUndefined();
  });
});
