import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { buildLivePlaylist, type LiveSegment } from '../media/livePlaylist.ts';
import { DEMO_MEDIA_PREFIX, LIVE_STREAM_PATH } from '../media/mediaPaths.ts';
import type { LateRenditions } from '../services/media/LateRenditions.ts';
import type { ServedMediaStore } from '../upload/ServedMediaStore.ts';
import {
  INGEST_PLAYLIST_PREFIX,
  type LiveIngestService,
} from '../services/media/LiveIngestService.ts';
import { liveKey, SURROGATE_KEY_HEADER } from '../edge/surrogateKeys.ts';

/**
 * A live playlist, for browsers and shared caches alike: one second, and served while a fresh
 * one is fetched for a second more, so a reader behind the edge is at most a segment behind.
 */
export const LIVE_PLAYLIST_CACHE_CONTROL =
  'public, max-age=1, s-maxage=1, stale-while-revalidate=1, stale-if-error=10';

const segmentListSchema = z.array(
  z.object({ file: z.string().regex(/^[\w.-]+\.ts$/), duration: z.number().positive() }),
);

/** The loop's segment list; a missing or broken list turns the demo stream off rather than the server. */
function readSegments(file: string): LiveSegment[] {
  if (!existsSync(file)) return [];
  try {
    return segmentListSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return [];
  }
}

const PICTURES_PREFIX = '/media/pictures/';
/** Seconds a busy picture pipeline asks a browser to wait before asking for a late rendition again. */
const BUSY_RETRY_SECONDS = 2;

/**
 * Media outside the signed API: committed demo media under /media/demo/, what the media store
 * holds (uploads, generated pictures, ingested segments) under /media/, the rolling demo live
 * playlist, and the live playlists of broadcasts from the newsroom's encoder.
 */
export async function registerMedia(
  app: FastifyInstance,
  demoMediaDir: string,
  store: ServedMediaStore,
  lateRenditions: LateRenditions,
  ingest: LiveIngestService,
): Promise<void> {
  const longCache = (reply: FastifyReply): void => {
    reply.header('Cache-Control', 'public, max-age=86400');
  };
  await app.register(fastifyStatic, {
    root: demoMediaDir,
    prefix: DEMO_MEDIA_PREFIX,
    decorateReply: false,
    cacheControl: false,
    setHeaders: longCache,
  });
  // A rendition the ladder gained after its picture was stored is made before it is served.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!request.url.startsWith(PICTURES_PREFIX)) return;
    const answer = await lateRenditions.ensure(request.url.split('?', 1)[0] ?? '');
    if (answer === 'busy')
      await reply
        .status(503)
        .header('Retry-After', String(BUSY_RETRY_SECONDS))
        .header('Cache-Control', 'no-store')
        .send({ code: 503, msg: 'busy', data: null });
  });
  registerIngestPlaylists(app, ingest);
  await store.serve(app);

  const segmentsFile = join(demoMediaDir, 'live', 'segments.json');
  const segments = readSegments(segmentsFile);
  if (segments.length === 0)
    app.log.warn({ segmentsFile }, 'no live segments: the demo live stream is off');
  app.get(LIVE_STREAM_PATH, async (_request, reply) => {
    if (segments.length === 0)
      return reply.status(404).send({ code: 404, msg: 'no live stream', data: null });
    const playlist = buildLivePlaylist(
      segments,
      Date.now(),
      (file) => `${DEMO_MEDIA_PREFIX}live/${file}`,
    );
    return reply
      .type('application/vnd.apple.mpegurl')
      .header('Cache-Control', 'no-cache, max-age=1')
      .send(playlist);
  });
}

/**
 * A broadcast's live playlists (`master` and each rendition's), built from the database on
 * every ask so that every instance serves the same; cached a second at most, while the
 * segments they list are immutable files of the media store (named by their bytes, so never
 * guessed). Those of a broadcast readers cannot see go to the desk's preview only, kept by no
 * shared cache. A rendition's fetch counts its reader as watching (a hash of address and
 * browser, for a minute at most).
 */
export function registerIngestPlaylists(app: FastifyInstance, ingest: LiveIngestService): void {
  app.get<{ Params: { liveId: string; file: string }; Querystring: { preview?: unknown } }>(
    `${INGEST_PLAYLIST_PREFIX}:liveId/:file`,
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.liveId) ? Number(request.params.liveId) : 0;
      const name = /^([a-z0-9]{1,16})\.m3u8$/.exec(request.params.file)?.[1];
      const preview = typeof request.query.preview === 'string' ? request.query.preview : '';
      const served = id > 0 && name ? await ingest.playlist(id, name, preview) : undefined;
      if (!served || !name)
        return reply
          .status(404)
          .header('Cache-Control', 'no-cache, max-age=1')
          .send({ code: 404, msg: 'no live stream', data: null });
      if (name !== 'master')
        await ingest.noteWatcher(
          id,
          request.ip,
          (request.headers['user-agent'] ?? '').slice(0, 300),
        );
      if (served.staffOnly)
        return reply
          .type('application/vnd.apple.mpegurl')
          .header('Cache-Control', 'private, no-store')
          .send(served.text);
      // A live playlist changes with every segment: a shared cache keeps it a second, not the
      // edge's lifetime for media (files named by their bytes), which nothing purges.
      return reply
        .type('application/vnd.apple.mpegurl')
        .header('Cache-Control', LIVE_PLAYLIST_CACHE_CONTROL)
        .header(SURROGATE_KEY_HEADER, liveKey(id))
        .send(served.text);
    },
  );
}
