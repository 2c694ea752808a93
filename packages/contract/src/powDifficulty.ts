/**
 * Difficulties the server may be configured with (leading zero bits). Apart from the search in
 * `proofOfWork.ts`: the challenge's schema needs only these, and every screen that parses an
 * account answer would otherwise load the SHA-256 search with them.
 */
export const POW_DIFFICULTY_MIN = 1;
export const POW_DIFFICULTY_MAX = 26;
