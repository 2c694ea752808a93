/** Tries between two progress reports: a few hundredths of a second on a phone. */
export const POW_SLICE = 4_096;

/** What the captcha's solver says: how many tries so far, the nonce found, or that it gave up. */
export type SolverMessage = { tried: number } | { nonce: string } | { failed: true };
