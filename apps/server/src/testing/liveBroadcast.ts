import { postItems } from '@news/contract/console/item/postItems';
import { postItemsByIdPublish } from '@news/contract/console/item/postItemsByIdPublish';
import { itemDetailSchema } from '@news/contract/console/itemSchemas';
import type { DatabaseHandle } from '../db/database.ts';
import type { ConsoleClient } from './consoleClient.ts';
import { channelOf, documentOf } from './itemDocuments.ts';

/**
 * A live broadcast of the English site, scheduled an hour ahead, as the desk makes one before
 * its encoder connects (published, unless `draft`): its item's id, the broadcast's (its
 * `live_id`) and the item's version as created (what publishing a draft names).
 */
export async function createLiveBroadcast(
  editor: ConsoleClient,
  database: DatabaseHandle,
  title: string,
  { draft = false }: { draft?: boolean } = {},
): Promise<{ itemId: string; liveId: number; version: number }> {
  const channel = await channelOf(database, 'en');
  const created = await editor.call(postItems.method, postItems.path, {
    document: documentOf('authPublishPlayback', 'en', channel, {
      title,
      live: {
        host: 'Desk',
        startTime: new Date(Date.now() + 3_600_000).toISOString(),
        endTime: new Date(Date.now() + 7_200_000).toISOString(),
        streamUrl: '',
        hold: 'auto',
        replayUrl: '',
        segments: [],
      },
    }),
  });
  if (created.status !== 200) throw new Error(`the item was not created: ${created.body.msg}`);
  const item = itemDetailSchema.parse(created.body.data);
  if (!draft) {
    const published = await editor.call(
      postItemsByIdPublish.method,
      postItemsByIdPublish.path.replace(':id', item.id),
      { version: item.version },
    );
    if (published.status !== 200) throw new Error(`not published: ${published.body.msg}`);
  }
  const { live_id: liveId } = await database.db
    .selectFrom('content')
    .select('live_id')
    .where('id', '=', Number(item.id))
    .executeTakeFirstOrThrow();
  if (liveId === null) throw new Error('the item has no broadcast');
  return { itemId: item.id, liveId, version: item.version };
}
