import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildVersion, precacheList } from './precacheList.ts';

const dirs: string[] = [];
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'precache-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precacheList', () => {
  it('keeps every script and stylesheet and the icon, not compressed copies, hls.js or the page', () => {
    const dir = build({
      'index.html': '<html>',
      'favicon.svg': '<svg/>',
      'assets/index-abc.js': '',
      'assets/index-abc.js.br': '',
      'assets/index-abc.js.gz': '',
      'assets/index-def.css': '',
      'assets/en-123.js': '',
      'assets/hls.light-xyz.js': '',
    });
    expect(precacheList(dir)).toEqual([
      '/assets/en-123.js',
      '/assets/index-abc.js',
      '/assets/index-def.css',
      '/favicon.svg',
    ]);
  });

  it('names a build by what it keeps: a changed file or icon is a new version', () => {
    const one = build({ 'favicon.svg': '<svg/>', 'assets/index-abc.js': '' });
    const same = build({ 'favicon.svg': '<svg/>', 'assets/index-abc.js': '' });
    const newCode = build({ 'favicon.svg': '<svg/>', 'assets/index-abd.js': '' });
    const newIcon = build({ 'favicon.svg': '<svg id="2"/>', 'assets/index-abc.js': '' });
    const version = (dir: string) => buildVersion(dir, precacheList(dir));
    expect(version(one)).toMatch(/^[0-9a-f]{12}$/);
    expect(version(same)).toBe(version(one));
    expect(version(newCode)).not.toBe(version(one));
    expect(version(newIcon)).not.toBe(version(one));
  });
});
