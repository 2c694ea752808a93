import { describe, expect, it } from 'vitest';
import { isApiPath, pictureFolderOf, sharedItemRoute } from './offlineCaches.ts';

describe('offline caches', () => {
  it('knows the API calls of every site, and nothing else', () => {
    for (const path of [
      '/api/cms/content/commonDetail',
      '/enapi/x',
      '/krapi/x',
      '/jaapi/x',
      '/ruapi/x',
    ])
      expect(isApiPath(path), path).toBe(true);
    for (const path of ['/', '/assets/index.js', '/media/demo/a.svg', '/apiary', '/s/en/3'])
      expect(isApiPath(path), path).toBe(false);
  });

  it('sends a shared link’s page to the item’s route, and nothing else', () => {
    expect(sharedItemRoute('/s/zh-Hans/42')).toBe(
      '/#/pages/news-detail/news-detail?id=42&lang=zh-Hans',
    );
    expect(sharedItemRoute('/s/xx/42')).toBeUndefined();
    expect(sharedItemRoute('/s/en/42/card.png')).toBeUndefined();
    expect(sharedItemRoute('/s/en/abc')).toBeUndefined();
  });

  it('knows the files of one processed picture, and nothing else', () => {
    const folder = '/media/pictures/0123456789abcdef0123456789abcdef/';
    for (const file of ['4032x3024-2a6f97.jpg', 'w640.webp', 'w320.jpg', 'og.jpg'])
      expect(pictureFolderOf(`${folder}${file}`), file).toBe(folder);
    for (const path of [
      '/media/seed/ab/abcdef.svg',
      '/media/pictures/0123/w640.webp',
      `${folder}sub/w640.webp`,
      `/x${folder}w640.webp`,
      folder,
    ])
      expect(pictureFolderOf(path), path).toBeUndefined();
  });
});
