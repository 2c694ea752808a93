import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import { deviceIdOf } from '../http/requestInfo.ts';
import type { AppServices } from '../services/AppServices.ts';
import {
  liveVideoList,
  liveVideoLivingList,
  liveVideoDeatil,
  liveVideoLiveMessageList,
  liveVideoGetBackPlayList,
} from '@news/contract/endpoints/liveEndpoints';

export function liveRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute(liveVideoList, {
      readOnly: true,
      summary: 'Live broadcasts: on air first, then upcoming, then replays; filter by status',
      tag: 'live',
      handler: ({ site, body }) => s.live.list(site, body.status, body),
    }),
    defineRoute(liveVideoLivingList, {
      summary: 'Live broadcasts by status (preview = upcoming, live, playback = replay)',
      tag: 'live',
      handler: ({ site, query }) => s.live.list(site, query.status, query),
    }),
    defineRoute(liveVideoDeatil, {
      summary: 'A broadcast: status, start time, stream URL while live, replay URL after, viewers',
      tag: 'live',
      handler: ({ site, query, request }) => s.live.detail(site, query.id, deviceIdOf(request)),
    }),
    defineRoute(liveVideoLiveMessageList, {
      summary: 'Host posts and readers’ messages, newest first; `after` returns only newer ones',
      tag: 'live',
      handler: ({ site, query }) => s.live.messages(site, query.id, query.after, query.pageSize),
    }),
    defineRoute(liveVideoGetBackPlayList, {
      readOnly: true,
      summary: 'Replay chapters of a broadcast',
      tag: 'live',
      handler: ({ site, body }) => s.live.backPlayList(site, body.id),
    }),
  ];
}
