import type { Kysely, Selectable } from 'kysely';
import type { PictureFilter, PictureUseKind } from '@news/contract/console/pictureSchemas';
import type { Paging } from '@news/contract/envelope';
import type { Database, PicturesTable } from '../db/schema.ts';
import { containsText } from './containsText.ts';

export type PictureRow = Selectable<PicturesTable>;

/** A library row with the display name of the staff member who uploaded it ('' for none). */
export type LibraryRow = PictureRow & { uploaded_by_name: string };

/** One use of an address, with the item that holds it. */
export interface PictureUseRow {
  url: string;
  content_id: number;
  kind: string;
  title: string;
  publish_type: string;
}

/** Where an item's pictures are, as stored: what the uses index is made from. */
export interface ItemPictureFields {
  content_id: number;
  site_id: number;
  /** The cover's image field (JSON text). */
  img: string;
  body_html: string;
  gallery: string[];
  /** The topic's banner image field (JSON text), '' when the item opens no topic. */
  banner_img: string;
  /** Images of the broadcast's host posts. */
  live_post_images: string[];
}

export interface PictureListFilter {
  filter: PictureFilter;
  /** Words in the alt text, caption or credit. */
  words?: string | undefined;
  /** Who is asking: `mine` lists their uploads. */
  staffId: number;
}

export interface NewLibraryPicture {
  siteId: number;
  url: string;
  width: number;
  height: number;
  bytes: number;
  now: string;
}

/**
 * The media library (issue 26): one row per picture of a site, and `picture_uses`, where each
 * address is used by the site's items. Both engines alike (SQLite and PostgreSQL).
 */
export class PicturesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records a staff member's upload on a site; the same address uploaded again (same bytes) keeps
   * the row it has, its words and focal point included. Answers the row either way.
   */
  async recordUpload(picture: NewLibraryPicture & { uploadedBy: number }): Promise<PictureRow> {
    await this.db
      .insertInto('pictures')
      .values({
        site_id: picture.siteId,
        url: picture.url,
        width: picture.width,
        height: picture.height,
        bytes: picture.bytes,
        uploaded_by: picture.uploadedBy,
        created_at: picture.now,
        updated_at: picture.now,
      })
      .onConflict((oc) => oc.columns(['site_id', 'url']).doNothing())
      .execute();
    return this.#byUrl(picture.siteId, picture.url);
  }

  /**
   * Records a picture the demo seed (or an import) brought in, with its words: nobody uploaded
   * it (`uploaded_by` null). Seeding again sets the words again on the row the address has.
   */
  async recordSeededPicture(
    picture: NewLibraryPicture & { alt: string; caption: string; credit: string },
  ): Promise<PictureRow> {
    const words = { alt: picture.alt, caption: picture.caption, credit: picture.credit };
    await this.db
      .insertInto('pictures')
      .values({
        site_id: picture.siteId,
        url: picture.url,
        width: picture.width,
        height: picture.height,
        bytes: picture.bytes,
        ...words,
        uploaded_by: null,
        created_at: picture.now,
        updated_at: picture.now,
      })
      .onConflict((oc) =>
        oc.columns(['site_id', 'url']).doUpdateSet({ ...words, updated_at: picture.now }),
      )
      .execute();
    return this.#byUrl(picture.siteId, picture.url);
  }

  /**
   * Copies the library rows of `urls` from one site to another (a translation's pictures): words,
   * focal point and size. A site that already holds an address keeps its own row and words.
   */
  async copyNotes(
    fromSiteId: number,
    toSiteId: number,
    urls: readonly string[],
    now: string,
  ): Promise<void> {
    if (urls.length === 0) return;
    await this.db
      .insertInto('pictures')
      .columns([
        'site_id',
        'url',
        'width',
        'height',
        'bytes',
        'alt',
        'caption',
        'credit',
        'focus_x',
        'focus_y',
        'uploaded_by',
        'created_at',
        'updated_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('pictures')
          .select((s) => [
            s.val(toSiteId).as('site_id'),
            'url',
            'width',
            'height',
            'bytes',
            'alt',
            'caption',
            'credit',
            'focus_x',
            'focus_y',
            'uploaded_by',
            s.val(now).as('created_at'),
            s.val(now).as('updated_at'),
          ])
          .where('site_id', '=', fromSiteId)
          .where('url', 'in', urls),
      )
      .onConflict((oc) => oc.columns(['site_id', 'url']).doNothing())
      .execute();
  }

  async #byUrl(siteId: number, url: string): Promise<PictureRow> {
    return this.db
      .selectFrom('pictures')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('url', '=', url)
      .executeTakeFirstOrThrow();
  }

  #library() {
    return this.db
      .selectFrom('pictures')
      .leftJoin('staff', 'staff.id', 'pictures.uploaded_by')
      .selectAll('pictures')
      .select((eb) => eb.fn.coalesce('staff.username', eb.val('')).as('uploaded_by_name'));
  }

  async find(id: number): Promise<LibraryRow | undefined> {
    return this.#library().where('pictures.id', '=', id).executeTakeFirst();
  }

  /** The site's rows for these addresses (without fragments); unknown ones are left out. */
  async findByUrls(siteId: number, urls: readonly string[]): Promise<LibraryRow[]> {
    if (urls.length === 0) return [];
    return this.#library()
      .where('pictures.site_id', '=', siteId)
      .where('pictures.url', 'in', [...new Set(urls)])
      .orderBy('pictures.id')
      .execute();
  }

  /** A page of the site's library, newest first, with the number of rows that match. */
  async list(
    siteId: number,
    filter: PictureListFilter,
    paging: Paging,
  ): Promise<{ rows: LibraryRow[]; total: number }> {
    let query = this.#library().where('pictures.site_id', '=', siteId);
    const words = filter.words?.trim();
    if (words)
      query = query.where((eb) =>
        eb.or([
          containsText('pictures.alt', words),
          containsText('pictures.caption', words),
          containsText('pictures.credit', words),
        ]),
      );
    if (filter.filter === 'noAlt') query = query.where('pictures.alt', '=', '');
    if (filter.filter === 'mine') query = query.where('pictures.uploaded_by', '=', filter.staffId);
    if (filter.filter === 'unused')
      query = query.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('picture_uses')
              .select('picture_uses.url')
              .whereRef('picture_uses.site_id', '=', 'pictures.site_id')
              .whereRef('picture_uses.url', '=', 'pictures.url'),
          ),
        ),
      );
    const counted = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy('pictures.created_at', 'desc')
      .orderBy('pictures.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize)
      .execute();
    return { rows, total: Number(counted.n) };
  }

  async update(
    id: number,
    changes: Pick<PictureRow, 'alt' | 'caption' | 'credit' | 'focus_x' | 'focus_y' | 'updated_at'>,
  ): Promise<void> {
    await this.db.updateTable('pictures').set(changes).where('id', '=', id).execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('pictures').where('id', '=', id).execute();
  }

  /** Whether a row other than `exceptId` (another site's) holds the address. */
  async urlHeldElsewhere(url: string, exceptId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('pictures')
      .select('id')
      .where('url', '=', url)
      .where('id', '!=', exceptId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Whether anything readers may be shown holds the address, on any site: an item's use of it,
   * or a start image, pop-up or ad.
   */
  async shownAnywhere(url: string): Promise<boolean> {
    const use = await this.db
      .selectFrom('picture_uses')
      .select('content_id')
      .where('url', '=', url)
      .executeTakeFirst();
    if (use) return true;
    return (await this.adsShowing(undefined, url)) > 0;
  }

  /** How many start images, pop-ups and ads (of one site, or of all) show the address. */
  async adsShowing(siteId: number | undefined, url: string): Promise<number> {
    let query = this.db
      .selectFrom('ads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('img', 'like', `%${url}%`);
    if (siteId !== undefined) query = query.where('site_id', '=', siteId);
    return (await query.executeTakeFirstOrThrow()).n;
  }

  /** Whether a published item of the site shows any of these addresses. */
  async shownPublished(siteId: number, url: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('picture_uses')
      .innerJoin('content', 'content.id', 'picture_uses.content_id')
      .select('picture_uses.content_id')
      .where('picture_uses.site_id', '=', siteId)
      .where('picture_uses.url', '=', url)
      .where('content.status', 'in', ['published', 'scheduled'])
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every use of these addresses on the site, with its item, newest item first. */
  async usesOf(siteId: number, urls: readonly string[]): Promise<PictureUseRow[]> {
    if (urls.length === 0) return [];
    return this.db
      .selectFrom('picture_uses')
      .innerJoin('content', 'content.id', 'picture_uses.content_id')
      .select([
        'picture_uses.url',
        'picture_uses.content_id',
        'picture_uses.kind',
        'content.title',
        'content.publish_type',
      ])
      .where('picture_uses.site_id', '=', siteId)
      .where('picture_uses.url', 'in', [...new Set(urls)])
      .orderBy('content.created_at', 'desc')
      .orderBy('picture_uses.content_id', 'desc')
      .orderBy('picture_uses.kind')
      .execute();
  }

  /** Makes the item's uses these (distinct `url`/`kind` pairs), whatever they were. */
  async replaceUses(
    contentId: number,
    siteId: number,
    uses: readonly { url: string; kind: PictureUseKind }[],
  ): Promise<void> {
    await this.db.deleteFrom('picture_uses').where('content_id', '=', contentId).execute();
    const unique = new Map(uses.map((use) => [`${use.kind}\0${use.url}`, use]));
    const rows = [...unique.values()].map((use) => ({
      site_id: siteId,
      url: use.url,
      content_id: contentId,
      kind: use.kind,
    }));
    // In slices: an item with a long gallery stays under either engine's bound-parameter limit.
    for (let at = 0; at < rows.length; at += 200)
      await this.db
        .insertInto('picture_uses')
        .values(rows.slice(at, at + 200))
        // Servers of a cluster build the index at once as they start: a row another one wrote
        // is the same row.
        .onConflict((conflict) => conflict.doNothing())
        .execute();
  }

  /** Forgets every use by an item (the item is gone). */
  async removeUsesOf(contentId: number): Promise<void> {
    await this.db.deleteFrom('picture_uses').where('content_id', '=', contentId).execute();
  }

  /** Forgets every use of every item, before the index is built again from the items. */
  async clearUses(): Promise<void> {
    await this.db.deleteFrom('picture_uses').execute();
  }

  /** Whether any use is recorded at all (an empty index is built once from the items). */
  async anyUse(): Promise<boolean> {
    const row = await this.db.selectFrom('picture_uses').select('url').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** The ids of every item, in order, from `afterId` on: the index is rebuilt in batches. */
  async contentIdsAfter(afterId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('content')
      .select('id')
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Where these items keep their pictures: cover, body, gallery, topic banner, host posts. */
  async pictureFieldsOf(contentIds: readonly number[]): Promise<ItemPictureFields[]> {
    if (contentIds.length === 0) return [];
    const items = await this.db
      .selectFrom('content')
      .leftJoin('specials', 'specials.id', 'content.special_id')
      .select([
        'content.id',
        'content.site_id',
        'content.img',
        'content.body_html',
        'content.live_id',
        'specials.banner_img',
      ])
      .where('content.id', 'in', [...contentIds])
      .orderBy('content.id')
      .execute();
    const gallery = await this.db
      .selectFrom('content_images')
      .select(['content_id', 'url'])
      .where('content_id', 'in', [...contentIds])
      .orderBy('content_id')
      .orderBy('position')
      .execute();
    const liveIds = items.flatMap((item) => (item.live_id === null ? [] : [item.live_id]));
    const posts =
      liveIds.length === 0
        ? []
        : await this.db
            .selectFrom('live_messages')
            .select(['live_id', 'image'])
            .where('live_id', 'in', liveIds)
            .where('kind', '=', 'host')
            .where('image', '!=', '')
            .orderBy('id')
            .execute();
    return items.map((item) => ({
      content_id: item.id,
      site_id: item.site_id,
      img: item.img,
      body_html: item.body_html,
      gallery: gallery.filter((g) => g.content_id === item.id).map((g) => g.url),
      banner_img: item.banner_img ?? '',
      live_post_images: posts.filter((p) => p.live_id === item.live_id).map((p) => p.image),
    }));
  }
}
