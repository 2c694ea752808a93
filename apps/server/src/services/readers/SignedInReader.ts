/** A reader with a valid session: whom the reader services act for on a signed-in call. */
export interface SignedInReader {
  id: number;
  username: string;
  name: string;
  avatar: string;
  /** The session's token hash, so sign-out and password change can end it. */
  tokenHash: string;
}
