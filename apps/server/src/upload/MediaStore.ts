/** Where accepted uploads are kept; a cloud bucket can stand in for the local disk behind this. */
export interface MediaStore {
  /**
   * Stores the bytes under a fresh name in `folder` (a fixed name chosen by the server, e.g.
   * `avatars`) and resolves to the public URL path they are served from.
   */
  put(bytes: Uint8Array, extension: string, folder: string): Promise<string>;
}
