import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWechatOAuth } from './wechatOAuth.ts';
import { writeItem } from './storage.ts';

const TOKEN = 'reader-token-0123456789abcdef';
const CODE = '0123456789abcdef0123456789abcdef';

describe('startWechatOAuth', () => {
  const assign = vi.fn();
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const original = window.location;

  beforeEach(() => {
    writeItem('token', TOKEN);
    calls.length = 0;
    assign.mockReset();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push({ url, init });
        return Promise.resolve(
          new Response(JSON.stringify({ code: 1, msg: '', data: { code: CODE } }), {
            headers: { 'content-type': 'application/json' },
          }),
        );
      }),
    );
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { href: original.href, origin: original.origin, assign },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('binds with a one-time code in the address, the token only in a header', async () => {
    await startWechatOAuth('en', 'bind', 'https://news.example.com/#/pages/index/user');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toMatch(/\/user\/wxOfficialAccountOauth\/bindCode$/);
    expect(calls[0]?.init?.method).toBe('POST');
    expect((calls[0]?.init?.headers as Record<string, string>).token).toBe(TOKEN);
    const target = String(assign.mock.calls[0]?.[0]);
    expect(target).toContain(`bindCode=${CODE}`);
    expect(target).not.toContain(TOKEN);
    expect(target).not.toContain('token=');
  });

  it('puts no token in the address of a sign-in or a refresh', async () => {
    await startWechatOAuth('en', 'refresh', 'https://news.example.com/');
    await startWechatOAuth('en', 'login', 'https://news.example.com/');
    expect(calls).toHaveLength(0);
    for (const [target] of assign.mock.calls) expect(String(target)).not.toContain(TOKEN);
  });
});
