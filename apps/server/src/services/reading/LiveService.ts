import type { z } from 'zod';
import type { Paging } from '@news/contract/envelope';
import type {
  backPlayListSchema,
  Live,
  liveDetailSchema,
  liveMessageListSchema,
  livePageSchema,
  LiveStatus,
} from '@news/contract/liveSchemas';
import type { SiteInfo } from '@news/contract/sites';
import { DomainError } from '../shared/DomainError.ts';
import type { LiveBroadcast, LiveRepository } from '../../repositories/LiveRepository.ts';
import type { ShortLivedStore } from '../../state/ShortLivedStore.ts';
import { liveStatusAt } from './liveStatus.ts';
import type { Clock } from '../shared/Clock.ts';
import type { PictureLibrary } from './PictureLibrary.ts';
import { pictureFieldUrls } from './PictureLookup.ts';
import type { IngestReaderView, LiveIngestService } from '../media/LiveIngestService.ts';

const VIEW_WINDOW_MS = 30 * 60_000;
const STATUS_ORDER: Record<LiveStatus, number> = { live: 0, preview: 1, playback: 2 };

export class LiveService {
  constructor(
    private readonly lives: LiveRepository,
    private readonly store: ShortLivedStore,
    private readonly clock: Clock,
    /** The media library: focal points and notes of covers and posts' pictures. */
    private readonly pictures: PictureLibrary,
    /** The newsroom's encoder, for broadcasts that go live from it (issue 27). */
    private readonly ingest: LiveIngestService,
  ) {}

  private toLive(row: LiveBroadcast, now: string, ingest?: IngestReaderView): Live {
    return {
      id: String(row.id),
      title: row.title,
      description: row.description,
      host: row.host,
      coverImg: row.cover_img,
      status: liveStatusAt(row, now, ingest?.state),
      startTime: row.start_time,
      endTime: row.end_time,
      viewerCount: row.view_count,
    };
  }

  /** Live first, then upcoming (soonest first), then replays (newest first). */
  async list(
    site: SiteInfo,
    status: LiveStatus | undefined,
    paging: Paging,
  ): Promise<z.input<typeof livePageSchema>> {
    const now = this.clock.iso();
    const rows = await this.lives.list(site.id);
    const ingests = await Promise.all(rows.map((row) => this.ingest.readerView(row.id)));
    const all = rows
      .map((row, i) => this.toLive(row, now, ingests[i]))
      .filter((live) => !status || live.status === status)
      .sort((a, b) => {
        const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
        if (byStatus !== 0) return byStatus;
        return a.status === 'preview'
          ? a.startTime.localeCompare(b.startTime)
          : b.startTime.localeCompare(a.startTime);
      });
    const start = (paging.pageNo - 1) * paging.pageSize;
    const page = all.slice(start, start + paging.pageSize);
    const pictures = await this.pictures.lookup(
      site.id,
      page.flatMap((live) => pictureFieldUrls(live.coverImg)),
    );
    return {
      rows: page.map((live) => ({ ...live, coverImg: pictures.any(live.coverImg) })),
      total: all.length,
      pageNo: paging.pageNo,
      pageSize: paging.pageSize,
    };
  }

  private async row(site: SiteInfo, id: string): Promise<LiveBroadcast> {
    const row = await this.lives.find(site.id, Number(id));
    if (!row) throw DomainError.refused('error.noData');
    return row;
  }

  async detail(
    site: SiteInfo,
    id: string,
    deviceId: string,
  ): Promise<z.input<typeof liveDetailSchema>> {
    const row = await this.row(site, id);
    if (await this.store.claim(`live-view:${String(row.id)}:${deviceId}`, VIEW_WINDOW_MS)) {
      await this.lives.addView(row.id);
      row.view_count += 1;
    }
    const now = this.clock.iso();
    const ingest = await this.ingest.readerView(row.id);
    const live = this.toLive(row, now, ingest);
    const cover = pictureFieldUrls(live.coverImg);
    const pictures = await this.pictures.lookup(site.id, cover);
    // From the encoder while it is on; the typed addresses for streams from elsewhere.
    const fromEncoder = ingest !== undefined && ingest.state !== 'ended';
    const streamUrl = fromEncoder ? ingest.streamUrl : row.stream_url;
    const replayUrl = ingest?.replayUrl || row.replay_url;
    return {
      ...live,
      coverImg: pictures.any(live.coverImg),
      ...pictures.notesField(cover),
      streamUrl: live.status === 'live' ? streamUrl : '',
      replayUrl: live.status === 'playback' ? replayUrl : '',
      serverTime: now,
      ...(fromEncoder && live.status === 'live'
        ? {
            reconnecting: ingest.state === 'reconnecting',
            watchingNow: await this.ingest.watching(row.id),
          }
        : {}),
    };
  }

  async messages(
    site: SiteInfo,
    id: string,
    after: string | undefined,
    pageSize: number,
  ): Promise<z.input<typeof liveMessageListSchema>> {
    const row = await this.row(site, id);
    const anchor =
      after === undefined ? undefined : await this.lives.message(row.id, Number(after));
    const rows = await this.lives.messages(
      row.id,
      this.clock.iso(),
      anchor ? { createdAt: anchor.created_at, id: anchor.id } : undefined,
      pageSize,
    );
    const newest = rows[0];
    // The newsroom's posts only: readers' pictures are not the library's.
    const posted = rows.filter((m) => m.kind === 'host').flatMap((m) => pictureFieldUrls(m.image));
    const pictures = await this.pictures.lookup(site.id, posted);
    return {
      rows: rows.map((m) => ({
        id: String(m.id),
        kind: m.kind === 'host' ? 'host' : 'message',
        author: m.author,
        content: m.content,
        image: m.kind === 'host' ? pictures.any(m.image) : m.image,
        createdAt: m.created_at,
      })),
      cursor: newest ? String(newest.id) : (after ?? ''),
      ...pictures.notesField(posted),
    };
  }

  /** Replay chapters; each URL seeks the replay to the chapter with a media fragment. */
  async backPlayList(site: SiteInfo, id: string): Promise<z.input<typeof backPlayListSchema>> {
    const row = await this.row(site, id);
    const segments = await this.lives.segments(row.id);
    const replayUrl = (await this.ingest.readerView(row.id))?.replayUrl || row.replay_url;
    return segments.map((s) => ({
      id: String(s.id),
      title: s.title,
      offsetSeconds: s.offset_seconds,
      url: replayUrl ? `${replayUrl}#t=${String(s.offset_seconds)}` : '',
    }));
  }
}
