import { createHash, randomBytes } from 'node:crypto';
import { can } from '@news/contract/console/permissions';
import {
  INGEST_LOG_MAX,
  type IngestEvent,
  type IngestInput,
  type IngestAvailability,
  type IngestState,
  type IngestStatus,
  type ReplayState,
} from '@news/contract/console/ingestSchemas';
import type { liveSegmentSchema } from '@news/contract/console/itemSchemas';
import type { z } from 'zod/mini';
import type { LiveIngestRow } from '../../repositories/LiveIngestRepository.ts';
import type { ShortLivedStore } from '../../state/ShortLivedStore.ts';
import type { MediaStore } from '../../upload/MediaStore.ts';
import {
  liveRenditionPlaylist,
  masterPlaylist,
  vodRenditionPlaylist,
  type PlaylistRendition,
  type PlaylistSegment,
} from '../../video/hlsPlaylists.ts';
import type { Repositories } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import { DomainError } from '../shared/DomainError.ts';
import { itemChanged, type PublicChange } from '../shared/PublicChange.ts';
import { isPreviewToken, previewTokenOf } from './ingestPreview.ts';
import { siteLangOf } from '../shared/sites.ts';
import type { StaffPrincipal } from '../staff/StaffPrincipal.ts';

/** Where the live playlists of an ingested broadcast are served (every instance serves them). */
export const INGEST_PLAYLIST_PREFIX = '/media/ingest/';
export const ingestMasterPath = (liveId: number): string =>
  `${INGEST_PLAYLIST_PREFIX}${String(liveId)}/master.m3u8`;
const renditionPath = (liveId: number, name: string): string =>
  `${INGEST_PLAYLIST_PREFIX}${String(liveId)}/${name}.m3u8`;

/** The media store's folder for ingested segments and replay playlists. */
const SEGMENT_FOLDER = 'live-hls';
/** Segments a live playlist lists: 5 × 2 s, enough for a player's buffer, short for latency. */
const LIVE_WINDOW = 5;
/** Segments every rendition has before readers are given the stream: 3 × 2 s, a player's start. */
const START_SEGMENTS = 3;
/** Readers counted as watching are those who fetched a playlist in the last ~30 s. */
const WATCH_BUCKET_MS = 30_000;
/** The count stops here: a number for the desk, not a tally anyone could inflate without end. */
const WATCH_MAX = 100_000;
/**
 * Browsers counted per address in a bucket: a household or an office behind one address has a
 * few; a client inventing a new User-Agent for every fetch adds no more than these.
 */
const WATCHERS_PER_ADDRESS = 8;

export interface LiveIngestOptions {
  /** What an encoder is told to push to, e.g. `rtmp://news.example:1935/live`. */
  rtmpUrl: string;
  /** How long a dropped encoder may take to come back before the broadcast ends. */
  reconnectWindowMs: number;
  /** Encoders on air at once; more are refused at connect. */
  maxConcurrent: number;
}

export type PublishDecision =
  | { ok: true; liveId: number; resumed: boolean; hasSegments: boolean }
  | { ok: false; reason: 'unknownKey' | 'ended' | 'alreadyLive' | 'busy' };

/** What a reader's live detail takes from the ingest. */
export interface IngestReaderView {
  state: IngestState;
  streamUrl: string;
  replayUrl: string;
}

const isState = (s: string): s is IngestState =>
  s === 'idle' || s === 'live' || s === 'reconnecting' || s === 'ended';
const isReplayState = (s: string): s is ReplayState =>
  s === 'none' || s === 'making' || s === 'ready' || s === 'failed';
const isEvent = (s: string): s is IngestEvent =>
  [
    'connect',
    'drop',
    'resume',
    'refused',
    'end',
    'keyRotated',
    'replayReady',
    'replayFailed',
  ].includes(s);

const newKey = (): string => `live_${randomBytes(18).toString('base64url')}`;

function parseJson<T>(text: string, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * A broadcast's ingest from the newsroom's encoder (issue 27): the desk's view (address, key,
 * state, log, "chapter here"), the ingest node's decisions (is this key good, the encoder
 * dropped, end what waited too long) and the HLS it writes — segments in the media store, the
 * playlists built from the database so that every instance serves the same ones.
 */
export class LiveIngestService {
  constructor(
    private readonly repos: Pick<Repositories, 'editorial' | 'linked' | 'liveIngest'>,
    private readonly media: MediaStore,
    private readonly store: ShortLivedStore,
    private readonly clock: Clock,
    private readonly options: LiveIngestOptions,
    /** Empties readers' caches of the broadcast when what they see of it changes. */
    private readonly onPublicChange: (change: PublicChange) => void,
  ) {}

  /** Said by the process that runs the ingest node (cli/start.ts), once it knows. */
  #availability: IngestAvailability = 'off';

  /** Whether encoders can reach this server's ingest: the desk says so when they cannot. */
  setAvailability(availability: IngestAvailability): void {
    this.#availability = availability;
  }

  private async changed(liveId: number): Promise<void> {
    const item = await this.repos.liveIngest.itemOf(liveId);
    if (item) this.onPublicChange(itemChanged(item.site_id, item.id));
  }

  // The live desk.

  private async liveOf(staff: StaffPrincipal, itemId: number): Promise<number> {
    const row = await this.repos.editorial.find(itemId);
    if (!row) throw DomainError.notFound();
    const site = siteLangOf(row.site_id);
    if (!can(staff, 'content', site)) throw DomainError.forbidden('error.forbiddenSite', { site });
    if (row.publish_type !== 'authPublishPlayback' || row.live_id === null)
      throw DomainError.refused('error.notALive');
    return row.live_id;
  }

  private async ensure(liveId: number): Promise<LiveIngestRow> {
    return (
      (await this.repos.liveIngest.find(liveId)) ??
      this.repos.liveIngest.ensure({
        live_id: liveId,
        stream_key: newKey(),
        updated_at: this.clock.iso(),
      })
    );
  }

  private async statusOf(row: LiveIngestRow): Promise<IngestStatus> {
    const state = isState(row.state) ? row.state : 'idle';
    const log = await this.repos.liveIngest.logEntries(row.live_id, INGEST_LOG_MAX);
    return {
      itemId: '',
      rtmpUrl: this.options.rtmpUrl,
      ingest: this.#availability,
      streamKey: row.stream_key,
      srtUrl: '',
      state,
      onAirSince: row.on_air_since,
      input: parseJson<IngestInput | null>(row.input, null),
      watchingNow:
        state === 'live' || state === 'reconnecting' ? await this.watching(row.live_id) : 0,
      previewUrl:
        (state === 'live' || state === 'reconnecting') && (await this.playable(row))
          ? `${ingestMasterPath(row.live_id)}?preview=${await previewTokenOf(this.store, row.live_id)}`
          : '',
      replay: {
        state: isReplayState(row.replay_state) ? row.replay_state : 'none',
        url: row.replay_url,
        durationSeconds: row.replay_duration_s,
      },
      log: log.map((entry) => ({
        at: entry.at,
        event: isEvent(entry.event) ? entry.event : 'refused',
        detail: entry.detail,
      })),
    };
  }

  /** The broadcast's ingest status; its key is made on the first ask. */
  async status(staff: StaffPrincipal, itemId: number): Promise<IngestStatus> {
    const liveId = await this.liveOf(staff, itemId);
    return { ...(await this.statusOf(await this.ensure(liveId))), itemId: String(itemId) };
  }

  /** A new key: the old one is refused from the next connect on. */
  async rotateKey(staff: StaffPrincipal, itemId: number): Promise<IngestStatus> {
    const liveId = await this.liveOf(staff, itemId);
    await this.ensure(liveId);
    const now = this.clock.iso();
    await this.repos.liveIngest.update(liveId, { stream_key: newKey(), updated_at: now });
    await this.repos.liveIngest.log(liveId, now, 'keyRotated', '');
    return this.status(staff, itemId);
  }

  /** "Chapter here": a chapter at the broadcast's current offset, kept in the item's segments. */
  async chapterHere(
    staff: StaffPrincipal,
    itemId: number,
    title: string,
  ): Promise<z.infer<typeof liveSegmentSchema>[]> {
    const liveId = await this.liveOf(staff, itemId);
    const row = await this.repos.liveIngest.find(liveId);
    if (!row || (row.state !== 'live' && row.state !== 'reconnecting') || !row.on_air_since)
      throw DomainError.refused('error.ingestNotOnAir');
    const offset = Math.max(
      0,
      Math.floor((this.clock.date().getTime() - Date.parse(row.on_air_since)) / 1000),
    );
    const existing = await this.repos.linked.segments(liveId);
    const chapters = [
      ...existing.map((s) => ({ title: s.title, offsetSeconds: s.offset_seconds })),
      { title, offsetSeconds: offset },
    ]
      .sort((a, b) => a.offsetSeconds - b.offsetSeconds)
      .slice(0, 100);
    await this.repos.linked.replaceSegments(liveId, chapters);
    await this.changed(liveId);
    return chapters;
  }

  // The ingest node.

  /**
   * Whether an encoder connecting with `streamKey` may publish: a known key of a broadcast not
   * ended, with no encoder on air already, within the cap. Accepting puts the broadcast on air
   * (or back on air after a drop) and logs it; a refusal is logged on the broadcast it names.
   * `publishing` are the broadcasts with an encoder on the ingest now, as the ingest node knows
   * them: a broadcast still `live` here without one is a drop that was never written down
   * (nginx's word of it lost, or the database failing then), and its encoder is taken back.
   */
  async authorizePublish(
    streamKey: string,
    peer: string,
    publishing: ReadonlySet<number>,
  ): Promise<PublishDecision> {
    const row = await this.repos.liveIngest.byKey(streamKey);
    if (!row) return { ok: false, reason: 'unknownKey' };
    const now = this.clock.iso();
    const refuse = async (reason: 'ended' | 'alreadyLive' | 'busy'): Promise<PublishDecision> => {
      await this.repos.liveIngest.log(row.live_id, now, 'refused', `${reason} ${peer}`);
      return { ok: false, reason };
    };
    const live = await this.repos.linked.live(row.live_id);
    if (!live || row.state === 'ended' || live.status === 'playback') return refuse('ended');
    if (publishing.has(row.live_id)) return refuse('alreadyLive');
    const resumed = row.state === 'reconnecting' || row.state === 'live';
    if (!resumed && (await this.repos.liveIngest.countActive()) >= this.options.maxConcurrent)
      return refuse('busy');
    await this.repos.liveIngest.update(row.live_id, {
      state: 'live',
      dropped_at: '',
      ...(resumed ? {} : { on_air_since: now }),
      updated_at: now,
    });
    await this.repos.liveIngest.log(row.live_id, now, resumed ? 'resume' : 'connect', peer);
    await this.changed(row.live_id);
    const hasSegments = await this.repos.liveIngest.hasSegments(row.live_id);
    return { ok: true, liveId: row.live_id, resumed, hasSegments };
  }

  /** Whether a publishing encoder may go on (asked every few seconds): not once ended. */
  async mayContinue(streamKey: string): Promise<boolean> {
    const row = await this.repos.liveIngest.byKey(streamKey);
    if (!row || row.state === 'ended') return false;
    const live = await this.repos.linked.live(row.live_id);
    return !!live && live.status !== 'playback';
  }

  /** The encoder went away: readers see "reconnecting" until it is back or the window closes. */
  async publishDone(liveId: number): Promise<void> {
    const row = await this.repos.liveIngest.find(liveId);
    if (row?.state !== 'live') return;
    const now = this.clock.iso();
    await this.repos.liveIngest.update(liveId, {
      state: 'reconnecting',
      dropped_at: now,
      updated_at: now,
    });
    await this.repos.liveIngest.log(liveId, now, 'drop', '');
    await this.changed(liveId);
  }

  /** The ingest refused what an accepted encoder sends (too large, no picture): logged for the desk. */
  async refuseInput(
    liveId: number,
    reason: 'inputTooLarge' | 'noVideo' | 'transcodeFailed',
  ): Promise<void> {
    await this.repos.liveIngest.log(liveId, this.clock.iso(), 'refused', reason);
  }

  /** What the transcoder found the input to be, and the ladder it writes. */
  async setInput(
    liveId: number,
    input: IngestInput,
    renditions: readonly PlaylistRendition[],
  ): Promise<void> {
    await this.repos.liveIngest.update(liveId, {
      input: JSON.stringify(input),
      renditions: JSON.stringify(renditions),
      updated_at: this.clock.iso(),
    });
  }

  /** Stores one finished segment and lists it after the rendition's last. */
  async addSegment(
    liveId: number,
    rendition: string,
    bytes: Uint8Array,
    durationMs: number,
    discontinuity: boolean,
  ): Promise<void> {
    const url = await this.media.put(bytes, 'ts', SEGMENT_FOLDER);
    const seq = (await this.repos.liveIngest.lastSeq(liveId, rendition)) + 1;
    await this.repos.liveIngest.addSegment({
      live_id: liveId,
      rendition,
      seq,
      duration_ms: Math.max(1, Math.round(durationMs)),
      url,
      discontinuity: discontinuity ? 1 : 0,
      created_at: this.clock.iso(),
    });
  }

  /**
   * Ends what must end: broadcasts whose encoder stayed away past the window, and those the
   * editor ended while the encoder was on. Answers their ids; their replays are made next.
   */
  async sweep(): Promise<number[]> {
    const nowMs = this.clock.date().getTime();
    const ended: number[] = [];
    for (const row of await this.repos.liveIngest.active()) {
      const live = await this.repos.linked.live(row.live_id);
      const heldEnded = !live || live.status === 'playback';
      const gone =
        row.state === 'reconnecting' &&
        nowMs - Date.parse(row.dropped_at) > this.options.reconnectWindowMs;
      if (!heldEnded && !gone) continue;
      const now = this.clock.iso();
      await this.repos.liveIngest.update(row.live_id, {
        state: 'ended',
        ended_at: now,
        replay_state: 'making',
        updated_at: now,
      });
      await this.repos.liveIngest.log(row.live_id, now, 'end', heldEnded ? 'editor' : 'timeout');
      await this.changed(row.live_id);
      ended.push(row.live_id);
    }
    return ended;
  }

  /** After a restart nothing is publishing here: what was on air counts as dropped now. */
  async dropAllLive(): Promise<void> {
    for (const row of await this.repos.liveIngest.active())
      if (row.state === 'live') await this.publishDone(row.live_id);
  }

  /**
   * The replay from the recording: each rendition's segments as a VOD playlist ending in
   * `#EXT-X-ENDLIST`, and a master listing them, all stored in the media store (immutable).
   */
  async makeReplay(liveId: number): Promise<void> {
    const row = await this.repos.liveIngest.find(liveId);
    if (!row) return;
    const now = (): string => this.clock.iso();
    try {
      const segments = await this.repos.liveIngest.allSegments(liveId);
      const renditions = parseJson<PlaylistRendition[]>(row.renditions, []).filter((r) =>
        segments.some((s) => s.rendition === r.name),
      );
      if (renditions.length === 0) throw new Error('nothing was recorded');
      const urls = new Map<string, string>();
      let durationMs = 0;
      for (const r of renditions) {
        const list: PlaylistSegment[] = segments
          .filter((s) => s.rendition === r.name)
          .map((s) => ({
            url: s.url,
            durationMs: s.duration_ms,
            discontinuity: s.discontinuity === 1,
          }));
        durationMs = Math.max(
          durationMs,
          list.reduce((sum, s) => sum + s.durationMs, 0),
        );
        urls.set(
          r.name,
          await this.media.put(
            Buffer.from(vodRenditionPlaylist(list), 'utf8'),
            'm3u8',
            SEGMENT_FOLDER,
          ),
        );
      }
      const master = masterPlaylist(renditions, (name) => urls.get(name) ?? '');
      const url = await this.media.put(Buffer.from(master, 'utf8'), 'm3u8', SEGMENT_FOLDER);
      await this.repos.liveIngest.update(liveId, {
        replay_state: 'ready',
        replay_url: url,
        replay_duration_s: Math.round(durationMs / 1000),
        updated_at: now(),
      });
      await this.repos.liveIngest.log(liveId, now(), 'replayReady', '');
      await this.changed(liveId);
    } catch {
      await this.repos.liveIngest.update(liveId, { replay_state: 'failed', updated_at: now() });
      await this.repos.liveIngest.log(liveId, now(), 'replayFailed', '');
    }
  }

  // Readers.

  /**
   * A live playlist (`master` or a rendition's), or undefined when there is none to serve to
   * this asker: the playlists of a broadcast readers cannot see (a draft, a taken-down item)
   * are the desk's alone, by the pass in its preview address, which the master hands on.
   */
  async playlist(
    liveId: number,
    name: string,
    preview: string,
  ): Promise<{ text: string; staffOnly: boolean } | undefined> {
    const row = await this.repos.liveIngest.find(liveId);
    if (!row || !isState(row.state) || row.state === 'idle') return undefined;
    const staffOnly = (await this.repos.linked.live(liveId))?.publish_status !== 'published';
    if (staffOnly && !(await isPreviewToken(this.store, liveId, preview))) return undefined;
    const pass = staffOnly ? `?preview=${preview}` : '';
    const renditions = parseJson<PlaylistRendition[]>(row.renditions, []);
    if (name === 'master')
      return renditions.length === 0
        ? undefined
        : {
            text: masterPlaylist(renditions, (r) => `${renditionPath(liveId, r)}${pass}`),
            staffOnly,
          };
    if (!renditions.some((r) => r.name === name)) return undefined;
    const rows = await this.repos.liveIngest.newestSegments(liveId, name, LIVE_WINDOW);
    const first = rows[0];
    if (!first) return undefined;
    const text = liveRenditionPlaylist(
      rows.map((s) => ({
        url: s.url,
        durationMs: s.duration_ms,
        discontinuity: s.discontinuity === 1,
      })),
      first.seq,
      await this.repos.liveIngest.discontinuitiesBefore(liveId, name, first.seq),
      row.state === 'ended',
    );
    return { text, staffOnly };
  }

  /** What a reader's live detail shows of the ingest, or undefined when it has none. */
  async readerView(liveId: number): Promise<IngestReaderView | undefined> {
    const row = await this.repos.liveIngest.find(liveId);
    if (!row || !isState(row.state) || row.state === 'idle') return undefined;
    return {
      state: row.state,
      streamUrl:
        row.state !== 'ended' && (await this.playable(row)) ? ingestMasterPath(liveId) : '',
      replayUrl: row.replay_state === 'ready' ? row.replay_url : '',
    };
  }

  /**
   * Whether a player can start on the live playlists: every rendition lists a few segments.
   * Until then readers keep the cover (the encoder is on, the first seconds are being cut): a
   * player given a playlist with nothing in it gives up, and would not try again.
   */
  private async playable(row: LiveIngestRow): Promise<boolean> {
    const renditions = parseJson<PlaylistRendition[]>(row.renditions, []);
    if (renditions.length === 0) return false;
    const counts = await Promise.all(
      renditions.map(
        async (r) =>
          (await this.repos.liveIngest.newestSegments(row.live_id, r.name, START_SEGMENTS)).length,
      ),
    );
    return counts.every((count) => count >= START_SEGMENTS);
  }

  /**
   * Counts a reader whose player fetched a playlist: a hash of their address and browser, kept
   * in short-lived state for one 30-second bucket — nobody is named, nothing outlives a minute.
   * At most WATCHERS_PER_ADDRESS browsers count from one address.
   */
  async noteWatcher(liveId: number, address: string, agent: string): Promise<void> {
    const bucket = Math.floor(this.clock.date().getTime() / WATCH_BUCKET_MS);
    const who = createHash('sha256')
      .update(`${String(bucket)}\n${address}\n${agent}`)
      .digest('base64url')
      .slice(0, 22);
    const base = `ingest-watch:${String(liveId)}:${String(bucket)}`;
    if (!(await this.store.claim(`${base}:${who}`, WATCH_BUCKET_MS * 2))) return;
    const from = createHash('sha256')
      .update(`${String(bucket)}\n${address}`)
      .digest('base64url')
      .slice(0, 22);
    const browsers = await this.store.increment(`${base}:a:${from}`, WATCH_BUCKET_MS * 2);
    if (browsers > WATCHERS_PER_ADDRESS) return;
    const count = await this.store.increment(`${base}:n`, WATCH_BUCKET_MS * 2);
    await this.store.set(`${base}:count`, String(Math.min(count, WATCH_MAX)), WATCH_BUCKET_MS * 2);
  }

  /** Readers with the player open: the distinct fetchers of this or the last bucket, whichever is more. */
  async watching(liveId: number): Promise<number> {
    const bucket = Math.floor(this.clock.date().getTime() / WATCH_BUCKET_MS);
    const counts = await Promise.all(
      [bucket, bucket - 1].map((b) =>
        this.store.get(`ingest-watch:${String(liveId)}:${String(b)}:count`),
      ),
    );
    return Math.max(0, ...counts.map((c) => Number(c ?? 0) || 0));
  }
}
