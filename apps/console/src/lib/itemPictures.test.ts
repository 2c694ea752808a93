import { describe, expect, it } from 'vitest';
import type { ItemDocument } from '@news/contract/console/itemSchemas';
import { newDocument } from './newDocument.ts';
import { bodyPicturesWithAlt, itemPictureUrls, thumbnailUrl } from './itemPictures.ts';

const A = '/media/pictures/0123456789abcdef0123456789abcdef/1600x900-a1b2c3.jpg';
const B = '/media/pictures/fedcba9876543210fedcba9876543210/1200x800-334455.jpg';
const NOW = new Date('2026-11-20T08:00:00.000Z');

describe('the pictures of an item', () => {
  it('are its cover and its body’s processed pictures, each once, without focus fragments', () => {
    const news = {
      ...newDocument('en', 'TUWEN', '3', NOW),
      cover: `${A}#focus=30,60`,
      body: `<p>x</p><img src="${B}" alt="Stalls" loading="lazy"><img src="${A}" alt=""><img src="/media/editorial/old.jpg" alt="">`,
    } as ItemDocument;
    expect(itemPictureUrls(news)).toEqual([A, B]);
    expect([...bodyPicturesWithAlt(news)]).toEqual([B]);
  });

  it('are a gallery’s pictures and a topic’s banner', () => {
    const story = {
      ...newDocument('en', 'TUSHUO', '3', NOW),
      images: [
        { url: B, caption: '', width: 1200, height: 800 },
        { url: 'https://cdn.example/p.jpg', caption: '', width: 0, height: 0 },
      ],
    } as ItemDocument;
    expect(itemPictureUrls(story)).toEqual([B]);
    const topic = newDocument('en', 'SPECIAL', '3', NOW);
    if (topic.publishType !== 'SPECIAL') throw new Error('not a topic');
    expect(itemPictureUrls({ ...topic, cover: A, topic: { ...topic.topic, banner: B } })).toEqual([
      A,
      B,
    ]);
  });

  it('show as their smallest WebP rendition; other pictures as they are', () => {
    expect(thumbnailUrl(A)).toBe('/media/pictures/0123456789abcdef0123456789abcdef/w320.webp');
    expect(thumbnailUrl('/media/editorial/old.jpg')).toBe('/media/editorial/old.jpg');
  });
});
