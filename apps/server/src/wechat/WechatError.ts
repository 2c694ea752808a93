/**
 * Any failure talking to WeChat. Messages are short and built here, never from the request URL,
 * because that URL carries the app secret.
 */
export class WechatError extends Error {
  override readonly name = 'WechatError';

  constructor(
    message: string,
    /** The provider's own code when it answered with one (40029: bad code, 40125: bad secret). */
    readonly errcode?: number,
  ) {
    super(message);
  }
}
