import { buildSignedHeaders } from '@news/contract/signing';
import type { SiteLang } from '@news/contract/sites';

export const TEST_SIGN_SECRET = 'test-sign-secret';

/** Headers of a correctly signed request, as the web app sends them. */
export function signedHeaders(
  lang: SiteLang = 'en',
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...buildSignedHeaders({
      platform: 'H5',
      deviceId: 'test-device-0001',
      lang,
      secret: TEST_SIGN_SECRET,
    }),
    ...extra,
  };
}
