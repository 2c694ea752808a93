import {
  getItemsByIdIngest,
  postItemsByIdIngestChapters,
  postItemsByIdIngestKey,
} from '@news/contract/console/ingestEndpoints';
import type { LiveIngestService } from '../../services/media/LiveIngestService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';

/** The live desk's ingest: address and key, key rotation, "chapter here" (issue 27). */
export function ingestRoutes(ingest: LiveIngestService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getItemsByIdIngest, {
      summary: 'A live broadcast’s ingest address, stream key, encoder state, input and log',
      access: 'content',
      handler: ({ staff, params }) => ingest.status(staff, Number(params.id)),
    }),
    defineConsoleRoute(postItemsByIdIngestKey, {
      summary: 'A new stream key for the broadcast; the old one is refused from the next connect',
      access: 'content',
      handler: ({ staff, params }) => ingest.rotateKey(staff, Number(params.id)),
    }),
    defineConsoleRoute(postItemsByIdIngestChapters, {
      summary: '“Chapter here”: a chapter at the broadcast’s current offset, while on air',
      access: 'content',
      handler: ({ staff, params, body }) =>
        ingest.chapterHere(staff, Number(params.id), body.title),
    }),
  ];
}
