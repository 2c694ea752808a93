import { describe, expect, it } from 'vitest';
import { createNonceStr, jsSdkSignature } from './wechatJsSdkSignature.ts';

// The worked example from WeChat's JS-SDK documentation (appendix 1, signature algorithm).
const EXAMPLE = {
  jsapiTicket:
    'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
};
const EXAMPLE_SIGNATURE = '0f9de62fce790f9a083d5c99e95740ceb90c27ed';

describe('jsSdkSignature', () => {
  it("matches the provider's worked example", () => {
    expect(jsSdkSignature(EXAMPLE)).toBe(EXAMPLE_SIGNATURE);
  });

  it('treats a timestamp given as a string the same as a number', () => {
    expect(jsSdkSignature({ ...EXAMPLE, timestamp: '1414587457' })).toBe(EXAMPLE_SIGNATURE);
  });

  it('ignores the fragment of the page url', () => {
    expect(jsSdkSignature({ ...EXAMPLE, url: `${EXAMPLE.url}#/news/42?x=1` })).toBe(
      EXAMPLE_SIGNATURE,
    );
  });

  it('changes with any input', () => {
    expect(jsSdkSignature({ ...EXAMPLE, url: 'http://mp.weixin.qq.com?params=other' })).not.toBe(
      EXAMPLE_SIGNATURE,
    );
    expect(jsSdkSignature({ ...EXAMPLE, nonceStr: 'Wm3WZYTPz0wzccnX' })).not.toBe(
      EXAMPLE_SIGNATURE,
    );
  });
});

describe('createNonceStr', () => {
  it('gives 16 alphanumeric characters by default', () => {
    expect(createNonceStr()).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('gives the length asked for', () => {
    expect(createNonceStr(1)).toMatch(/^[A-Za-z0-9]$/);
    expect(createNonceStr(32)).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('does not repeat itself', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonceStr()));
    expect(nonces.size).toBe(200);
  });

  it('uses the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 200 }, () => createNonceStr()).join(''));
    expect(seen.size).toBe(62);
  });

  it('refuses a length that is not a positive integer', () => {
    expect(() => createNonceStr(0)).toThrow(RangeError);
    expect(() => createNonceStr(2.5)).toThrow(RangeError);
  });
});
