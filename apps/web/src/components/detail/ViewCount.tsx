import { contentDetailSchema } from '@news/contract/contentSchemas';
import { cmsContentCommonDetail } from '@news/contract/endpoints/common/cmsContentCommonDetail';
import { dataKeys } from '@news/contract/serverRender';
import { useEffect } from 'react';
import { keepOpenedItem } from '../../features/offline/offlineApi.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/apiClient.ts';
import { useApi } from '../../lib/useApi.ts';
import { useDetailHit } from './useDetailHit.ts';

/**
 * An item's view count in its meta line. Rendering it counts this view (the `views` island of a
 * server-rendered page does the same), and with `keep` the item goes on the offline shelf: the
 * answer is the one the page already holds (the server's, or the screen's cached one).
 */
export function ViewCount({
  contentId,
  hit: initial,
  keep,
}: {
  contentId: string;
  hit: number | undefined;
  keep: boolean;
}) {
  const { t, lang } = useI18n();
  const hit = useDetailHit(contentId, initial);
  const item = useApi(
    keep ? dataKeys.newsDetail(lang, contentId) : null,
    (signal) => api(cmsContentCommonDetail, { params: { id: contentId }, signal, quiet: true }),
    contentDetailSchema,
  );
  const data = item.data;
  useEffect(() => {
    // Read once, kept for reading offline (the last items opened stay on this device).
    if (data) keepOpenedItem(lang, data);
  }, [data, lang]);
  return hit !== undefined ? (
    <span data-testid="views">{t('common.views', { count: hit })}</span>
  ) : null;
}
