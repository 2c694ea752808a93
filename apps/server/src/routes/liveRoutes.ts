import {
  backPlayListSchema,
  backPlayQuerySchema,
  liveDetailQuerySchema,
  liveDetailSchema,
  liveListQuerySchema,
  liveMessageListSchema,
  liveMessageQuerySchema,
  livePageSchema,
} from '@news/contract/liveSchemas';
import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import { deviceIdOf } from '../http/requestInfo.ts';
import type { AppServices } from '../services/AppServices.ts';

export function liveRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/live/video/list.do',
      summary: 'Live broadcasts: on air first, then upcoming, then replays; filter by status',
      tag: 'live',
      body: liveListQuerySchema,
      response: livePageSchema,
      handler: ({ site, body }) => s.live.list(site, body.status, body),
    }),
    defineRoute({
      method: 'GET',
      path: '/live/video/livingList',
      summary: 'Live broadcasts by status (preview = upcoming, live, playback = replay)',
      tag: 'live',
      query: liveListQuerySchema,
      response: livePageSchema,
      handler: ({ site, query }) => s.live.list(site, query.status, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/live/video/deatil.do',
      summary: 'A broadcast: status, start time, stream URL while live, replay URL after, viewers',
      tag: 'live',
      query: liveDetailQuerySchema,
      response: liveDetailSchema,
      handler: ({ site, query, request }) => s.live.detail(site, query.id, deviceIdOf(request)),
    }),
    defineRoute({
      method: 'GET',
      path: '/live/video/liveMessageList.do',
      summary: 'Host posts and readers’ messages, newest first; `after` returns only newer ones',
      tag: 'live',
      query: liveMessageQuerySchema,
      response: liveMessageListSchema,
      handler: ({ site, query }) => s.live.messages(site, query.id, query.after, query.pageSize),
    }),
    defineRoute({
      method: 'POST',
      path: '/live/video/getBackPlayList.do',
      summary: 'Replay chapters of a broadcast',
      tag: 'live',
      body: backPlayQuerySchema,
      response: backPlayListSchema,
      handler: ({ site, body }) => s.live.backPlayList(site, body.id),
    }),
  ];
}
