import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressTree } from './precompressAssets.mjs';

describe('compressTree', () => {
  let dir = '';
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes Brotli and gzip copies that unpack to the original, for text files big enough', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify('news '.repeat(2_000))};`;
    writeFileSync(join(dir, 'assets', 'app.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'assets', 'photo.jpg'), Buffer.alloc(5_000, 1));
    writeFileSync(join(dir, 'index.html'), '<html>'.repeat(1_000));

    expect(compressTree(dir)).toBe(1);
    const br = readFileSync(join(dir, 'assets', 'app.js.br'));
    const gz = readFileSync(join(dir, 'assets', 'app.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    // Too small, not text, or filled in by the server at start: no copies.
    expect(existsSync(join(dir, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo.jpg.gz'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  });
});
