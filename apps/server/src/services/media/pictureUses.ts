import type { PictureUseKind } from '@news/contract/console/pictureSchemas';
import { parseImageField } from '@news/contract/imageField';
import { pictureAddress, plainPictureUrl } from '@news/contract/pictures';
import { bodyImageUrls } from '../../content/bodyImageUrls.ts';
import type { ItemPictureFields } from '../../repositories/PicturesRepository.ts';
import type { Repositories } from '../Repositories.ts';

export interface PictureUse {
  url: string;
  kind: PictureUseKind;
}

/** Items read at once while the whole index is built. */
const REBUILD_BATCH = 200;

/**
 * Where an item uses processed pictures (docs/adr/0024): its cover, the `<img>` of its body, its
 * gallery, its topic's banner and its broadcast's host posts. Only addresses of the picture
 * pipeline count (other URLs are in no library), kept without a focus fragment.
 */
export function pictureUsesOf(fields: ItemPictureFields): PictureUse[] {
  const uses: PictureUse[] = [];
  const add = (url: string, kind: PictureUseKind): void => {
    if (url !== '' && pictureAddress(url)) uses.push({ url: plainPictureUrl(url), kind });
  };
  add(parseImageField(fields.img), 'cover');
  for (const url of bodyImageUrls(fields.body_html)) add(url, 'body');
  for (const url of fields.gallery) add(url, 'gallery');
  add(parseImageField(fields.banner_img), 'banner');
  for (const url of fields.live_post_images) add(url, 'livePost');
  return uses;
}

/**
 * Makes the uses index say what the item holds now; called inside the transaction that wrote the
 * item (a save, a restore, a live post), so the index and the item are stored together.
 */
export async function indexPictureUses(
  repos: Pick<Repositories, 'pictures'>,
  contentId: number,
): Promise<void> {
  const [fields] = await repos.pictures.pictureFieldsOf([contentId]);
  if (!fields) {
    await repos.pictures.removeUsesOf(contentId);
    return;
  }
  await repos.pictures.replaceUses(contentId, fields.site_id, pictureUsesOf(fields));
}

/**
 * Builds the whole uses index again from every item (content written before the index existed,
 * or by the seed and imports, which write content directly); answers how many items it read.
 */
export async function rebuildPictureUses(repos: Pick<Repositories, 'pictures'>): Promise<number> {
  await repos.pictures.clearUses();
  let after = 0;
  let count = 0;
  for (;;) {
    const ids = await repos.pictures.contentIdsAfter(after, REBUILD_BATCH);
    if (ids.length === 0) return count;
    for (const fields of await repos.pictures.pictureFieldsOf(ids))
      await repos.pictures.replaceUses(fields.content_id, fields.site_id, pictureUsesOf(fields));
    count += ids.length;
    after = ids[ids.length - 1] ?? after;
  }
}
