import { mdiyConfigGet } from '@news/contract/endpoints/common/mdiyConfigGet';
import type { SiteSwitches } from '@news/contract/commonSchemas';
import { api } from './apiClient.ts';

let pending: Promise<SiteSwitches> | undefined;

/**
 * The site's comment, like and auto-login switches (the `mdiyConfigGet` call), fetched once per
 * page view. When the call fails everything stays on: the server still enforces its settings.
 */
export function loadSiteSwitches(): Promise<SiteSwitches> {
  pending ??= api(mdiyConfigGet, { quiet: true }).catch(() => {
    pending = undefined;
    return { commentEnabled: true, likeEnabled: true, autoLogin: false };
  });
  return pending;
}
