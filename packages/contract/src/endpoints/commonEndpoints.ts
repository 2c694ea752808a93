import { z } from 'zod/mini';
import { languageConfigSchema } from '../languageEntry.ts';
import {
  initQuerySchema,
  initSchema,
  startImageSchema,
  popupAdSchema,
  memorialDaySchema,
  siteHabitSchema,
  siteSwitchesSchema,
  adsQuerySchema,
  adSchema,
  hitQuerySchema,
  hitResultSchema,
  accessStatisticsQuerySchema,
  shareDataQuerySchema,
  shareDataSchema,
} from '../commonSchemas.ts';
import { agreementQuerySchema, agreementSchema } from '../agreementSchemas.ts';
import {
  contentListQuerySchema,
  contentPageSchema,
  contentIdQuerySchema,
  contentDetailSchema,
} from '../contentSchemas.ts';
import { noInputSchema } from '../envelope.ts';
import type { ReaderEndpoint } from '../endpoint.ts';

export const cmsContentAppList = {
  method: 'GET',
  path: '/cms/content/appList',
  query: noInputSchema,
  response: languageConfigSchema,
} as const satisfies ReaderEndpoint;

export const indexInit = {
  method: 'GET',
  path: '/index/init',
  query: initQuerySchema,
  response: initSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentGetAppStartImg = {
  method: 'GET',
  path: '/cms/content/getAppStartImg',
  query: noInputSchema,
  response: startImageSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentGetAppPopAd = {
  method: 'GET',
  path: '/cms/content/getAppPopAd',
  query: noInputSchema,
  response: popupAdSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentGetAppMemorialdayConfig = {
  method: 'GET',
  path: '/cms/content/getAppMemorialdayConfig',
  query: noInputSchema,
  response: memorialDaySchema,
} as const satisfies ReaderEndpoint;

export const cmsContentGetAgreement = {
  method: 'GET',
  path: '/cms/content/getAgreement',
  query: agreementQuerySchema,
  response: agreementSchema,
} as const satisfies ReaderEndpoint;

export const cmsCategoryGetAppSiteHabit = {
  method: 'GET',
  path: '/cms/category/getAppSiteHabit',
  query: noInputSchema,
  response: siteHabitSchema,
} as const satisfies ReaderEndpoint;

export const mdiyConfigGet = {
  method: 'GET',
  path: '/mdiy/config/get.do',
  query: noInputSchema,
  response: siteSwitchesSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentGetAds = {
  method: 'GET',
  path: '/cms/content/getAds',
  query: adsQuerySchema,
  response: z.array(adSchema),
} as const satisfies ReaderEndpoint;

export const coCmsContentList = {
  method: 'POST',
  path: '/co/cms/content/list.do',
  body: contentListQuerySchema,
  response: contentPageSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentCommonList = {
  method: 'GET',
  path: '/cms/content/commonList',
  query: contentListQuerySchema,
  response: contentPageSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentCommonDetail = {
  method: 'GET',
  path: '/cms/content/commonDetail',
  query: contentIdQuerySchema,
  response: contentDetailSchema,
} as const satisfies ReaderEndpoint;

export const cmsContentHit = {
  method: 'GET',
  path: '/cms/content/hit',
  query: hitQuerySchema,
  response: hitResultSchema,
} as const satisfies ReaderEndpoint;

export const statisticsAccessStatisticsIn = {
  method: 'GET',
  path: '/statistics/accessStatistics/in.do',
  query: accessStatisticsQuerySchema,
  response: z.null(),
} as const satisfies ReaderEndpoint;

export const wechatGetWechatShareData = {
  method: 'POST',
  path: '/wechat/getWechatShareData',
  body: shareDataQuerySchema,
  response: shareDataSchema,
} as const satisfies ReaderEndpoint;
