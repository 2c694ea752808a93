import { randomBytes } from 'node:crypto';
import type { ItemDocument } from '@news/contract/console/itemSchemas';
import { bodyText, sanitizeBody } from '../../content/sanitizeBody.ts';
import type { EditorialRow } from '../../repositories/EditorialRepository.ts';
import type { Repositories } from '../Repositories.ts';
import { DomainError } from '../shared/DomainError.ts';
import { ContentWriter, type NewContent, type NewImage } from './ContentWriter.ts';
import { imageField, STATUS_OF_HOLD } from './itemDocument.ts';
import { indexPictureUses } from '../media/pictureUses.ts';

export interface ItemWrite {
  siteId: number;
  document: ItemDocument;
  status: string;
  publishDate: string;
  staffId: number | null;
  now: string;
}

function newKey(): string {
  return `console-${randomBytes(8).toString('hex')}`;
}

/** Linked topics, collections and broadcasts are public exactly when their item is. */
export function linkedStatusOf(itemStatus: string): string {
  return itemStatus === 'published' ? 'published' : 'draft';
}

/**
 * Writes an item and what it opens in one go, inside the caller's transaction: the content row
 * and pictures through ContentWriter (body sanitised, search index updated), then the topic,
 * collection or broadcast, then where the item uses the library's pictures. Everything an editor links to is checked to be of the item's site
 * first, so a refused save changes nothing.
 */
export class ItemWriter {
  private readonly writer: ContentWriter;

  constructor(
    /** The repositories of the caller's transaction. */
    private readonly tx: Pick<
      Repositories,
      'categories' | 'content' | 'editorial' | 'linked' | 'pictures' | 'search' | 'videoJobs'
    >,
  ) {
    this.writer = new ContentWriter(tx.content, tx.search);
  }

  private get linked() {
    return this.tx.linked;
  }

  async insert(write: ItemWrite): Promise<number> {
    const checked = await this.check(write);
    const id = await this.writer.insert(
      {
        ...this.row(write, checked, undefined, newKey()),
        created_at: write.now,
        created_by: write.staffId,
      },
      checked.images,
    );
    const row = await this.tx.editorial.find(id);
    if (!row) throw new Error(`item ${String(id)} vanished while being written`);
    await this.writeLinked(row, write, checked);
    await indexPictureUses(this.tx, id);
    return id;
  }

  async update(existing: EditorialRow, write: ItemWrite): Promise<void> {
    const checked = await this.check(write, existing);
    const images =
      write.document.publishType === 'TUSHUO' || write.document.publishType === 'TUJIE'
        ? checked.images
        : (await this.tx.content.images(existing.id)).map(
            ({ id: _id, content_id: _content, ...image }) => image,
          );
    await this.writer.update(existing.id, this.row(write, checked, existing, existing.key), images);
    await this.writeLinked(existing, write, checked);
    await indexPictureUses(this.tx, existing.id);
  }

  /** Sets the public status of what an item opens to follow the item's. */
  async setLinkedStatus(row: EditorialRow, itemStatus: string): Promise<void> {
    const status = linkedStatusOf(itemStatus);
    if (row.publish_type === 'SPECIAL' && row.special_id !== null)
      await this.linked.setPublishStatus('specials', row.special_id, status);
    if (row.publish_type === 'SHIPINGLIST' && row.collection_id !== null)
      await this.linked.setPublishStatus('video_collections', row.collection_id, status);
    if (row.publish_type === 'authPublishPlayback' && row.live_id !== null)
      await this.linked.setPublishStatus('live_broadcasts', row.live_id, status);
  }

  private async check(write: ItemWrite, existing?: EditorialRow): Promise<Checked> {
    const doc = write.document;
    const channel = await this.tx.categories.find(write.siteId, Number(doc.channelId));
    if (!channel) throw DomainError.refused('error.channelNotOfSite');
    const checked: Checked = { images: [], collectionId: null, video: undefined };
    const itemsOfSite = async (ids: readonly string[]) => {
      const wanted = [...new Set(ids.map(Number))];
      const found = await this.tx.editorial.itemsOfSite(write.siteId, wanted);
      const missing = wanted.find((id) => !found.some((f) => f.id === id));
      if (missing !== undefined)
        throw DomainError.refused('error.linkedNotOfSite', { id: missing });
      return found;
    };
    switch (doc.publishType) {
      case 'TUSHUO':
      case 'TUJIE':
        checked.images = doc.images.map((image, position) => ({ ...image, position }));
        break;
      case 'SHIPING': {
        if (doc.collectionId !== '') {
          const [list] = await itemsOfSite([doc.collectionId]);
          if (list?.publish_type !== 'SHIPINGLIST' || list.collection_id === null)
            throw DomainError.refused('error.notACollection', { id: doc.collectionId });
          checked.collectionId = list.collection_id;
        }
        checked.video = { ...doc.video, poster: '' };
        if (doc.video.jobId !== '') {
          const job = await this.tx.videoJobs.find(Number(doc.video.jobId));
          if (!job || job.site_id !== write.siteId)
            throw DomainError.refused('error.videoJobNotFound');
          // The job's results are the video's addresses, whatever the form held.
          if (job.state === 'done')
            checked.video = {
              jobId: doc.video.jobId,
              url: job.mp4_url,
              hlsUrl: job.hls_url,
              durationS: job.duration_s,
              poster: job.poster_url,
            };
        }
        break;
      }
      case 'SHIPINGLIST':
        for (const item of await itemsOfSite(doc.videoIds))
          if (item.publish_type !== 'SHIPING')
            throw DomainError.refused('error.notAVideo', { id: item.id });
        break;
      case 'SPECIAL':
        await itemsOfSite(doc.topic.sections.flatMap((s) => s.itemIds));
        break;
      case 'authPublishPlayback':
        if (Date.parse(doc.live.endTime) <= Date.parse(doc.live.startTime))
          throw DomainError.refused('error.liveEndsBeforeStart');
        break;
      case 'TUWEN':
        break;
    }
    if (existing && existing.publish_type !== doc.publishType)
      throw DomainError.refused('error.typeChange');
    return checked;
  }

  private row(
    write: ItemWrite,
    checked: Checked,
    existing: EditorialRow | undefined,
    key: string,
  ): Omit<NewContent, 'created_at'> {
    const doc = write.document;
    const firstImage = checked.images[0]?.url ?? '';
    const cover = doc.cover || (checked.video?.poster ?? '') || firstImage;
    const video = checked.video;
    return {
      site_id: write.siteId,
      category_id: Number(doc.channelId),
      key,
      publish_type: doc.publishType,
      title: doc.title,
      description: doc.summary,
      author: doc.author,
      source: doc.source,
      body_html: doc.publishType === 'TUWEN' || doc.publishType === 'SHIPING' ? doc.body : '',
      img: imageField(cover),
      out_link: doc.outLink,
      ads_img: existing?.ads_img ?? '',
      ads_url: existing?.ads_url ?? '',
      typeurl: existing?.typeurl ?? '',
      live_id: existing?.live_id ?? null,
      special_id: existing?.special_id ?? null,
      collection_id:
        doc.publishType === 'SHIPING' ? checked.collectionId : (existing?.collection_id ?? null),
      video_url: video?.url ?? '',
      video_hls_url: video?.hlsUrl ?? '',
      duration_s: video?.durationS ?? 0,
      tags: JSON.stringify(doc.tags),
      comment_enabled: doc.commentEnabled ? 1 : 0,
      is_headline: doc.headline ? 1 : 0,
      is_banner: doc.banner ? 1 : 0,
      status: write.status,
      publish_date: write.publishDate,
      updated_at: write.now,
      updated_by: write.staffId,
    };
  }

  private async writeLinked(row: EditorialRow, write: ItemWrite, checked: Checked): Promise<void> {
    const doc = write.document;
    const status = linkedStatusOf(write.status);
    switch (doc.publishType) {
      case 'SPECIAL': {
        const fields = {
          site_id: write.siteId,
          title: doc.title,
          description: doc.summary,
          banner_img: imageField(doc.topic.banner),
          cover_img: imageField(doc.cover),
          is_banner: doc.banner ? 1 : 0,
          publish_date: write.publishDate,
          publish_status: status,
        };
        let specialId = row.special_id;
        if (specialId === null) {
          specialId = await this.linked.insertSpecial({ ...fields, key: newKey(), sort: 0 });
          await this.tx.editorial.setLinks(row.id, { special_id: specialId });
        } else await this.linked.updateSpecial(specialId, fields);
        await this.linked.replaceSections(
          specialId,
          doc.topic.sections.map((s) => ({ title: s.title, itemIds: s.itemIds.map(Number) })),
        );
        break;
      }
      case 'SHIPINGLIST': {
        const fields = {
          site_id: write.siteId,
          title: doc.title,
          description: doc.summary,
          cover: doc.cover,
          publish_status: status,
        };
        let collectionId = row.collection_id;
        if (collectionId === null) {
          collectionId = await this.linked.insertCollection({
            ...fields,
            key: newKey(),
            sort: 0,
            created_at: write.now,
          });
          await this.tx.editorial.setLinks(row.id, { collection_id: collectionId });
        } else await this.linked.updateCollection(collectionId, fields);
        await this.linked.setCollectionVideos(collectionId, doc.videoIds.map(Number));
        break;
      }
      case 'SHIPING': {
        if (row.collection_id !== checked.collectionId)
          await this.linked.moveVideo(row.id, checked.collectionId);
        if (doc.video.jobId !== '') await this.tx.videoJobs.attach(Number(doc.video.jobId), row.id);
        break;
      }
      case 'authPublishPlayback': {
        const fields = {
          site_id: write.siteId,
          title: doc.title,
          description: doc.summary,
          host: doc.live.host,
          cover_img: imageField(doc.cover),
          status: STATUS_OF_HOLD[doc.live.hold],
          start_time: new Date(doc.live.startTime).toISOString(),
          end_time: new Date(doc.live.endTime).toISOString(),
          stream_url: doc.live.streamUrl,
          replay_url: doc.live.replayUrl,
          publish_status: status,
        };
        let liveId = row.live_id;
        if (liveId === null) {
          liveId = await this.linked.insertLive({
            ...fields,
            key: newKey(),
            created_at: write.now,
          });
          await this.tx.editorial.setLinks(row.id, { live_id: liveId });
        } else await this.linked.updateLive(liveId, fields);
        await this.linked.replaceSegments(liveId, doc.live.segments);
        break;
      }
      case 'TUWEN':
      case 'TUSHUO':
      case 'TUJIE':
        break;
    }
  }
}

interface Checked {
  images: NewImage[];
  /** The `video_collections` id a video belongs in (SHIPING). */
  collectionId: number | null;
  video:
    { jobId: string; url: string; hlsUrl: string; durationS: number; poster: string } | undefined;
}

/** What must hold before an item goes public; checked on publish, schedule and saves of public items. */
export function publishProblem(
  doc: ItemDocument,
):
  | 'error.needsBody'
  | 'error.needsImages'
  | 'error.needsVideo'
  | 'error.needsVideos'
  | 'error.needsSections'
  | undefined {
  switch (doc.publishType) {
    case 'TUWEN': {
      const body = sanitizeBody(doc.body);
      const hasBody = bodyText(body) !== '' || /<(img|video)\b/.test(body);
      return hasBody || doc.outLink !== '' ? undefined : 'error.needsBody';
    }
    case 'TUSHUO':
    case 'TUJIE':
      return doc.images.length > 0 ? undefined : 'error.needsImages';
    case 'SHIPING':
      return doc.video.url || doc.video.hlsUrl ? undefined : 'error.needsVideo';
    case 'SHIPINGLIST':
      return doc.videoIds.length > 0 ? undefined : 'error.needsVideos';
    case 'SPECIAL':
      return doc.topic.sections.some((s) => s.itemIds.length > 0)
        ? undefined
        : 'error.needsSections';
    case 'authPublishPlayback':
      return undefined;
  }
}
