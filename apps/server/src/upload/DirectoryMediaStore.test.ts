import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectoryMediaStore } from './DirectoryMediaStore.ts';

describe('DirectoryMediaStore', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-store-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes the bytes under folder/hh/<content hash> and returns its path', async () => {
    const store = new DirectoryMediaStore(root);
    const bytes = Uint8Array.from([1, 2, 3]);
    const url = await store.put(bytes, 'png', 'avatars');
    // SHA-256 of 01 02 03 begins 039058c6…
    expect(url).toBe('/media/avatars/03/039058c6f2c0cb492c533b0a4d14ef77.png');
    const written = await readFile(join(root, url.slice('/media/'.length)));
    expect(new Uint8Array(written)).toEqual(bytes);
    expect(await store.read(url)).toEqual(Buffer.from(bytes));
  });

  it('gives the same bytes the same address, and other bytes another', async () => {
    const store = new DirectoryMediaStore(root);
    const first = await store.put(Uint8Array.from([1]), 'jpg', 'avatars');
    const again = await store.put(Uint8Array.from([1]), 'jpg', 'avatars');
    const other = await store.put(Uint8Array.from([2]), 'jpg', 'avatars');
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    // Written aside and renamed: nothing half-written is left behind.
    expect((await readdir(join(root, 'avatars'), { recursive: true })).join()).not.toMatch(/tmp/);
  });

  it('stores a set of files under one folder named after all of them', async () => {
    const store = new DirectoryMediaStore(root);
    const files = [
      { name: 'index.m3u8', bytes: Buffer.from('#EXTM3U\nseg-0.ts\n') },
      { name: 'seg-0.ts', bytes: Buffer.from([0x47, 1, 2]) },
      { name: '720p/seg-0.ts', bytes: Buffer.from([0x47, 3]) },
    ];
    const folder = await store.putFolder(files, 'video/hls');
    expect(folder).toMatch(/^\/media\/video\/hls\/[0-9a-f]{32}\/$/);
    expect((await store.read(`${folder}index.m3u8`))?.toString()).toBe('#EXTM3U\nseg-0.ts\n');
    expect(await store.read(`${folder}720p/seg-0.ts`)).toEqual(Buffer.from([0x47, 3]));
    expect(await store.putFolder([...files].reverse(), 'video/hls')).toBe(folder);
    const changed = await store.putFolder(
      [files[0]!, { name: 'seg-0.ts', bytes: Buffer.from([0x47, 9]) }],
      'video/hls',
    );
    expect(changed).not.toBe(folder);
  });

  it('refuses folders, extensions and names that could leave the store or shadow the demo media', async () => {
    const store = new DirectoryMediaStore(root);
    const one = Uint8Array.from([1]);
    await expect(store.put(one, 'png', '../etc')).rejects.toThrow(/folder/);
    await expect(store.put(one, 'png', 'demo')).rejects.toThrow(/folder/);
    await expect(store.put(one, 'png', 'live/x')).rejects.toThrow(/folder/);
    await expect(store.put(one, 'png/../../x', 'avatars')).rejects.toThrow(/extension/);
    await expect(store.putFolder([{ name: '../x', bytes: one }], 'video')).rejects.toThrow(/name/);
    await expect(store.putFolder([{ name: '/abs', bytes: one }], 'video')).rejects.toThrow(/name/);
    await expect(
      store.putFolder(
        [
          { name: 'a.ts', bytes: one },
          { name: 'a.ts', bytes: one },
        ],
        'video',
      ),
    ).rejects.toThrow(/twice/);
    await expect(store.putFolder([], 'video')).rejects.toThrow(/at least one/);
    expect(await store.read('/media/../../etc/passwd')).toBeUndefined();
    expect(await store.read('/media/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
    expect(await store.read('/elsewhere/file.png')).toBeUndefined();
  });
});
