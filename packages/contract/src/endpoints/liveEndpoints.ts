import {
  liveListQuerySchema,
  livePageSchema,
  liveDetailQuerySchema,
  liveDetailSchema,
  liveMessageQuerySchema,
  liveMessageListSchema,
  backPlayQuerySchema,
  backPlayListSchema,
} from '../liveSchemas.ts';
import type { ReaderEndpoint } from '../endpoint.ts';

export const liveVideoList = {
  method: 'POST',
  path: '/live/video/list.do',
  body: liveListQuerySchema,
  response: livePageSchema,
} as const satisfies ReaderEndpoint;

export const liveVideoLivingList = {
  method: 'GET',
  path: '/live/video/livingList',
  query: liveListQuerySchema,
  response: livePageSchema,
} as const satisfies ReaderEndpoint;

export const liveVideoDeatil = {
  method: 'GET',
  path: '/live/video/deatil.do',
  query: liveDetailQuerySchema,
  response: liveDetailSchema,
} as const satisfies ReaderEndpoint;

export const liveVideoLiveMessageList = {
  method: 'GET',
  path: '/live/video/liveMessageList.do',
  query: liveMessageQuerySchema,
  response: liveMessageListSchema,
} as const satisfies ReaderEndpoint;

export const liveVideoGetBackPlayList = {
  method: 'POST',
  path: '/live/video/getBackPlayList.do',
  body: backPlayQuerySchema,
  response: backPlayListSchema,
} as const satisfies ReaderEndpoint;
