import { wechatGetWechatShareData } from '@news/contract/endpoints/common/wechatGetWechatShareData';
import { attentionCollectionAddShareCount } from '@news/contract/endpoints/interaction/attentionCollectionAddShareCount';
import { encodeSpm, SPM_PAGE, SPM_PLATFORM } from '@news/contract/spm';
import { api } from '../../lib/apiClient.ts';
import { ignoreFailure } from '../../lib/ignoreFailure.ts';
import { routeAddress } from '../../lib/router/routeQuery.ts';
import type { RouteTarget } from '../../lib/router/routePaths.ts';
import { readItem } from '../../lib/storage.ts';

/** What is shared: an item, or a screen of the app (a topic, a broadcast, a channel). */
export type ShareTarget = { id: string } | { route: RouteTarget };

export interface ShareCard {
  title: string;
  desc: string;
  image: string;
  link: string;
}

/** The spm code of a share made here (docs/product.md §1): sharer, page, id, platform, source. */
export function shareCode(pageId: string, sharerUserId: string): string {
  return encodeSpm({
    sharerUserId: /^\d{1,20}$/.test(sharerUserId) ? sharerUserId : '0',
    pageCode: SPM_PAGE.default,
    pageId: /^\d{1,20}$/.test(pageId) ? pageId : '0',
    platformIndex:
      readItem('platform') === 'wxOfficialAccount'
        ? SPM_PLATFORM.officialAccountWeb
        : SPM_PLATFORM.h5,
    source: 1,
  });
}

/**
 * The share card of an item (its crawlable share link carries the code) or of an app page
 * (a topic, a channel), from the server's share data call.
 */
export async function loadShareCard(target: ShareTarget, sharerUserId: string): Promise<ShareCard> {
  const spm = shareCode('id' in target ? target.id : '0', sharerUserId);
  const data = await api(wechatGetWechatShareData, {
    params: 'id' in target ? { id: target.id, spm } : { path: routeAddress(target.route), spm },
  });
  return { title: data.title, desc: data.desc, image: data.image, link: data.link };
}

/**
 * Counts a share of an item and answers the new count. The share itself has happened by then: a
 * statistic that fails to count is not the reader's concern, so nothing is said.
 */
export function countShare(contentId: string): Promise<number | undefined> {
  return api(attentionCollectionAddShareCount, { params: { contentId }, quiet: true }).then(
    (result) => result.shareCount,
    ignoreFailure('share count'),
  );
}
