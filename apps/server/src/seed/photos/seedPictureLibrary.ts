import type { Kysely } from 'kysely';
import type { PictureUseKind } from '@news/contract/console/pictureSchemas';
import type { SiteInfo } from '@news/contract/sites';
import type { Database } from '../../db/schema.ts';
import type { StoredPhoto } from './DemoPhotos.ts';
import { PHOTO_DESK_CREDIT, SCENE_WORDS } from './sceneWords.ts';

/** One field of one demo item that holds a photograph's address. */
export interface DemoPictureUse {
  url: string;
  contentId: number;
  kind: PictureUseKind;
}

/**
 * The site's media-library rows for the demo photographs it shows — alt text and caption in the
 * site's language, the photo desk's credit, the scene's focal point — and where each is used, as
 * an editor's library would hold them. Rows are written as the rest of the seed writes its tables.
 */
export async function seedPictureLibrary(
  db: Kysely<Database>,
  site: SiteInfo,
  photos: readonly StoredPhoto[],
  uses: readonly DemoPictureUse[],
  at: string,
): Promise<void> {
  const shown = photos.filter((photo, index) => photos.indexOf(photo) === index);
  if (shown.length === 0) return;
  await db
    .insertInto('pictures')
    .values(
      shown.map((photo) => {
        const words = SCENE_WORDS[photo.scene.key][site.lang];
        return {
          site_id: site.id,
          url: photo.url,
          width: photo.width,
          height: photo.height,
          bytes: photo.bytes,
          alt: words.alt,
          caption: words.caption,
          credit: PHOTO_DESK_CREDIT[site.lang],
          focus_x: photo.scene.focus.x,
          focus_y: photo.scene.focus.y,
          uploaded_by: null,
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .execute();
  const unique = new Map(
    uses.map((use) => [`${use.url} ${String(use.contentId)} ${use.kind}`, use] as const),
  );
  // Batches keep each statement's parameters under SQLite's limit.
  const rows = [...unique.values()];
  for (let start = 0; start < rows.length; start += 200)
    await db
      .insertInto('picture_uses')
      .values(
        rows.slice(start, start + 200).map((use) => ({
          site_id: site.id,
          url: use.url,
          content_id: use.contentId,
          kind: use.kind,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
}
