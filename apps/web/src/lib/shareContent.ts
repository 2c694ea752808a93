import { shareCountSchema } from '@news/contract/accountSchemas';
import { shareDataSchema } from '@news/contract/commonSchemas';
import { encodeSpm, SPM_PAGE, SPM_PLATFORM } from '@news/contract/spm';
import { api } from './apiClient.ts';
import { readItem } from './storage.ts';

export interface ShareCard {
  title: string;
  desc: string;
  image: string;
  link: string;
}

/** The spm code of a share made here (spec section 3): sharer, page, id, platform, source. */
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
export async function loadShareCard(
  target: { id: string } | { path: string },
  sharerUserId: string,
): Promise<ShareCard> {
  const spm = shareCode('id' in target ? target.id : '0', sharerUserId);
  const data = await api('/wechat/getWechatShareData', shareDataSchema, {
    method: 'POST',
    params: 'id' in target ? { id: target.id, spm } : { path: target.path, spm },
  });
  return { title: data.title, desc: data.desc, image: data.image, link: data.link };
}

/** Counts a share of an item; a failure to count never stands in the reader's way. */
export function countShare(contentId: string): Promise<number | undefined> {
  return api('/attention/collection/addShareCount.do', shareCountSchema, {
    method: 'POST',
    params: { contentId },
    quiet: true,
  })
    .then((result) => result.shareCount)
    .catch(() => undefined);
}

/**
 * Copies text: the Clipboard API where the page may use it (secure contexts), else the older
 * selection copy that in-app browsers on plain http still allow.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    // Deprecated but the only way left where the Clipboard API is missing.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}
