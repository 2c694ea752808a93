/**
 * The request nonces seen within the signature window (docs/api.md): one per signed request, so
 * by far the most numerous short-lived state a server keeps. In-process by default
 * (`MemoryNonceLedger`), in Redis when several instances must refuse each other's replays.
 */
export interface NonceLedger {
  /**
   * Records `nonce` (10 characters of `[A-Za-z0-9]`, already checked) for at least `ttlMs`;
   * true when it was not recorded yet, false for a replay.
   */
  claim(nonce: string, ttlMs: number): Promise<boolean>;
}
