import { cmsContentGetAgreement } from '@news/contract/endpoints/common/cmsContentGetAgreement';
import type { AgreementKind } from '@news/contract/agreementSchemas';
import { api } from '../../lib/apiClient.ts';

/**
 * The site's agreement text in force (user agreement, privacy policy, deactivation agreement):
 * each site's newsroom keeps its own, in versions, so the app reads it from the API.
 */
export function fetchAgreement(kind: AgreementKind, signal?: AbortSignal) {
  return api(cmsContentGetAgreement, {
    params: { type: kind },
    quiet: true,
    ...(signal ? { signal } : {}),
  });
}
