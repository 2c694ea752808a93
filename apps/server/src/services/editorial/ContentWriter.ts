import type { Insertable } from 'kysely';
import { bodyText, sanitizeBody } from '../../content/sanitizeBody.ts';
import type { ContentImagesTable, ContentTable } from '../../db/schema.ts';
import type { ContentRepository } from '../../repositories/ContentRepository.ts';
import type { SearchIndex } from '../../search/SearchIndex.ts';

export type NewContent = Insertable<ContentTable>;
export type NewImage = Omit<Insertable<ContentImagesTable>, 'content_id'>;

/**
 * The one way content enters the database (seed, import, editors): bodies are sanitised on the
 * way in, so every reader gets safe HTML without the cost of cleaning it on every read, and the
 * item is indexed for search in the same transaction.
 */
export class ContentWriter {
  constructor(
    private readonly content: ContentRepository,
    private readonly search: SearchIndex,
  ) {}

  async insert(row: NewContent, images: readonly NewImage[] = []): Promise<number> {
    const clean = { ...row, body_html: sanitizeBody(row.body_html ?? '') };
    const id = await this.content.insert(clean);
    await this.content.insertImages(images.map((image) => ({ ...image, content_id: id })));
    await this.index(id, clean, images);
    return id;
  }

  async update(
    id: number,
    row: Omit<NewContent, 'created_at'> & { created_at?: undefined },
    images: readonly NewImage[],
  ): Promise<void> {
    const clean = { ...row, body_html: sanitizeBody(row.body_html ?? '') };
    await this.content.update(id, clean);
    await this.content.replaceImages(
      id,
      images.map((image) => ({ ...image, content_id: id })),
    );
    await this.index(id, clean, images);
  }

  private async index(
    id: number,
    row: Pick<NewContent, 'title' | 'description' | 'body_html' | 'tags'>,
    images: readonly NewImage[],
  ): Promise<void> {
    const captions = images.map((i) => i.caption).join(' ');
    await this.search.index({
      contentId: id,
      title: row.title,
      body: `${row.description ?? ''} ${bodyText(row.body_html ?? '')} ${captions} ${row.tags ?? ''}`,
    });
  }
}
