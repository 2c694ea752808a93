import { cmsContentIndexList } from '@news/contract/endpoints/home/cmsContentIndexList';
import { indexListSchema } from '@news/contract/homeSchemas';
import { dataKeys, HOME_FIRST_PAGE_SIZE } from '@news/contract/serverRender';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { useApi } from '../lib/useApi.ts';
import { ContentFeed } from './ContentFeed.tsx';

/**
 * Home's feed below the headlines: its first page from the answer home was rendered with (the
 * cached one, no second request), the next ones as the reader scrolls. `round` starts it afresh
 * (pull to refresh).
 */
export function HomeFeed({ round = 0 }: { round?: number }) {
  const { lang } = useI18n();
  const top = useApi(
    dataKeys.homeTop(lang),
    (signal) => api(cmsContentIndexList, { params: { pageSize: HOME_FIRST_PAGE_SIZE }, signal }),
    indexListSchema,
  );
  return (
    <ContentFeed
      resetKey={`home:${lang}:${String(round)}`}
      firstPage={top.data?.feed}
      load={(pageNo) =>
        api(cmsContentIndexList, {
          params: { pageNo, pageSize: HOME_FIRST_PAGE_SIZE },
        }).then((r) => r.feed)
      }
    />
  );
}
