import {
  initQuerySchema,
  adsQuerySchema,
  hitQuerySchema,
  accessStatisticsQuerySchema,
  shareDataQuerySchema,
} from '../commonSchemas.ts';
import { agreementQuerySchema } from '../agreementSchemas.ts';
import { contentListQuerySchema, contentIdQuerySchema } from '../contentSchemas.ts';
import { noInputSchema } from '../envelope.ts';

/**
 * What each call of `commonEndpoints.ts` takes, by the descriptor's name: the server validates
 * requests with these; the front ends only borrow their types, so no bundle of theirs carries them
 * (docs/adr/0023).
 */
export const commonInputs = {
  cmsContentAppList: { query: noInputSchema },
  indexInit: { query: initQuerySchema },
  cmsContentGetAppStartImg: { query: noInputSchema },
  cmsContentGetAppPopAd: { query: noInputSchema },
  cmsContentGetAppMemorialdayConfig: { query: noInputSchema },
  cmsContentGetAgreement: { query: agreementQuerySchema },
  cmsCategoryGetAppSiteHabit: { query: noInputSchema },
  mdiyConfigGet: { query: noInputSchema },
  cmsContentGetAds: { query: adsQuerySchema },
  coCmsContentList: { body: contentListQuerySchema },
  cmsContentCommonList: { query: contentListQuerySchema },
  cmsContentCommonDetail: { query: contentIdQuerySchema },
  cmsContentHit: { query: hitQuerySchema },
  statisticsAccessStatisticsIn: { query: accessStatisticsQuerySchema },
  wechatGetWechatShareData: { body: shareDataQuerySchema },
};
