/**
 * Share codes ("spm") appended to shared links so a visit can be credited to the sharer:
 * `sharerUserId.pageCode.pageId.platformIndex.source`.
 */

export const SPM_PAGE = { default: 1, goodsDetail: 2, groupActivityDetail: 3 } as const;

export const SPM_PLATFORM = { h5: 1, officialAccountWeb: 2, miniProgram: 3, app: 4 } as const;

export type Spm = {
  sharerUserId: string;
  pageCode: number;
  pageId: string;
  platformIndex: number;
  source: number;
};

// Codes arrive from query strings anyone can edit, so decoding is strict and bounded.
const SPM_MAX_LENGTH = 100;
// Ids stay strings: 64-bit ids (up to 20 digits) do not survive a round trip through `number`.
const ID_PATTERN = /^\d{1,20}$/;
const PAGE_CODE_PATTERN = /^[1-3]$/;
const PLATFORM_INDEX_PATTERN = /^[1-4]$/;
const POSITIVE_INTEGER_PATTERN = /^[1-9]\d*$/;

export function encodeSpm(partial: Partial<Spm> & { platformIndex: number }): string {
  const spm: Spm = {
    sharerUserId: partial.sharerUserId ?? '0',
    pageCode: partial.pageCode ?? SPM_PAGE.default,
    pageId: partial.pageId ?? '0',
    platformIndex: partial.platformIndex,
    source: partial.source ?? 1,
  };
  return [spm.sharerUserId, spm.pageCode, spm.pageId, spm.platformIndex, spm.source].join('.');
}

export function decodeSpm(code: string): Spm | null {
  if (typeof code !== 'string' || code.length > SPM_MAX_LENGTH) return null;
  const parts = code.split('.');
  if (parts.length !== 5) return null;
  const [sharerUserId, pageCode, pageId, platformIndex, source] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (!ID_PATTERN.test(sharerUserId) || !ID_PATTERN.test(pageId)) return null;
  if (!PAGE_CODE_PATTERN.test(pageCode) || !PLATFORM_INDEX_PATTERN.test(platformIndex)) return null;
  if (!POSITIVE_INTEGER_PATTERN.test(source)) return null;
  const sourceNumber = Number(source);
  if (!Number.isSafeInteger(sourceNumber)) return null;
  return {
    sharerUserId,
    pageCode: Number(pageCode),
    pageId,
    platformIndex: Number(platformIndex),
    source: sourceNumber,
  };
}
