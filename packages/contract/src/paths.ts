/*
 * Server addresses a front end builds itself instead of calling through its API client (an
 * `<img src>`, a page the browser is sent to): named here once, so the descriptors and the pages
 * that build the address share one spelling, and a page needs no schema to know it.
 */

/** The captcha image (SVG), shown as an `<img src>`. */
export const CAPTCHA_PATH = '/code';

/** Messaging-app OAuth (login, refresh or bind): the browser is sent here, then to the provider. */
export const WECHAT_OAUTH_PATH = '/user/wxOfficialAccountOauth';

/** Silent messaging-app sign-in (snsapi_base). */
export const WECHAT_SILENT_LOGIN_PATH = '/user/wxOfficialAccountBaseLogin';

/** Where the provider sends the reader back. */
export const WECHAT_OAUTH_CALLBACK_PATH = '/user/wxOfficialAccountOauth/callback';
