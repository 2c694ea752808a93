import { itemDetailSchema, uploadedImageSchema } from '@news/contract/console/itemSchemas';
import { postItems } from '@news/contract/console/item/postItems';
import { postItemsByIdPublish } from '@news/contract/console/item/postItemsByIdPublish';
import { postUploadsImages } from '@news/contract/console/upload/postUploadsImages';
import type { SiteLang } from '@news/contract/sites';
import { openDatabase } from '@news/server/db/database';
import { signedInStaff } from '@news/server/testing/consoleClient';
import { channelOf, documentOf } from '@news/server/testing/itemDocuments';
import { cameraJpeg } from '@news/server/testing/photoFixtures';

export interface PhotoStory {
  id: string;
  /** The picture's address, as the item holds it. */
  picture: string;
  /** The camera file's size in bytes, as the editor uploaded it. */
  uploadedBytes: number;
}

/**
 * A news item whose lead picture went in as a 12-megapixel camera JPEG, made as an editor makes
 * it: a staff account on the server's own database, then the console's calls over HTTP — upload,
 * create with the picture as cover and in the body, publish. For the benchmarks that measure what
 * a reader's phone gets of such a picture.
 */
export async function publishPhotoStory(
  baseUrl: string,
  dataDir: string,
  site: SiteLang,
): Promise<PhotoStory> {
  const database = openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const editor = await signedInStaff(
      baseUrl,
      database,
      // One editor per site: a run publishes a story on each of its languages' sites.
      `bench.photo.${site.toLowerCase()}`,
      'editor',
      [site],
    );
    const photo = await cameraJpeg({ seed: 26 });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'DSC_2026.JPG');
    const uploaded = await editor.call('POST', `${postUploadsImages.path}?site=${site}`, form);
    if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.body.msg}`);
    const picture = uploadedImageSchema.parse(uploaded.body.data).url;
    const channel = await channelOf(database, site, 'news');
    const created = await editor.call('POST', postItems.path, {
      document: documentOf('TUWEN', site, channel, {
        title: 'Harbour cranes at first light',
        summary: 'The port before the morning shift, from the quay.',
        cover: picture,
        body: `<p>The first ships of the day wait off the quay as the cranes turn.</p><p><img src="${picture}" alt="Cranes over the harbour at dawn"></p><p>By seven the quay is full.</p>`,
      }),
    });
    if (created.status !== 200) throw new Error(`create: ${created.body.msg}`);
    const draft = itemDetailSchema.parse(created.body.data);
    const published = await editor.call(
      'POST',
      postItemsByIdPublish.path.replace(':id', draft.id),
      { version: draft.version },
    );
    if (published.status !== 200) throw new Error(`publish: ${published.body.msg}`);
    return { id: draft.id, picture, uploadedBytes: photo.length };
  } finally {
    await database.close();
  }
}
