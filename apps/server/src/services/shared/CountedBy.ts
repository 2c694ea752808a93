import { createHash } from 'node:crypto';

/**
 * Who a count (a share, a read) is counted for: the signed-in reader, else the client's address.
 * Never a device id the client chooses — a new one with each call would count again.
 */
export interface CountedBy {
  readerId: number | undefined;
  /** The client's address, as the server's proxy settings establish it. */
  address: string;
}

/**
 * The short-lived store's key saying `who` was counted for `what` (`share:12`): a hash, so keys
 * are the same short length whatever the address, and no address is kept in the store.
 */
export function countedKey(what: string, who: CountedBy): string {
  const identity =
    who.readerId === undefined ? `address:${who.address}` : `reader:${String(who.readerId)}`;
  return `${what}:${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}`;
}
