import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalMediaStore } from './LocalMediaStore.ts';

describe('LocalMediaStore', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-store-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const march = (): Date => new Date(Date.UTC(2024, 2, 15, 12));

  it('writes the bytes under folder/yyyy/mm with a random name and returns its URL', async () => {
    const store = new LocalMediaStore(root, '/media/', march);
    const bytes = Uint8Array.from([1, 2, 3]);
    const url = await store.put(bytes, 'png', 'avatars');
    expect(url).toMatch(/^\/media\/avatars\/2024\/03\/[0-9a-f]{24}\.png$/);
    const written = await readFile(join(root, url.slice('/media/'.length)));
    expect(new Uint8Array(written)).toEqual(bytes);
  });

  it('adds the slash a prefix lacks and never reuses a name', async () => {
    const store = new LocalMediaStore(root, '/media', march);
    const first = await store.put(Uint8Array.from([1]), 'jpg', 'avatars');
    const second = await store.put(Uint8Array.from([1]), 'jpg', 'avatars');
    expect(first.startsWith('/media/avatars/')).toBe(true);
    expect(first).not.toBe(second);
  });

  it('refuses folders and extensions that could leave the root', async () => {
    const store = new LocalMediaStore(root, '/media/', march);
    await expect(store.put(Uint8Array.from([1]), 'png', '../etc')).rejects.toThrow(/folder/);
    await expect(store.put(Uint8Array.from([1]), 'png/../../x', 'avatars')).rejects.toThrow(
      /extension/,
    );
  });
});
