/*
 * The wechat calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { weChatAppWXLogin } from './wechat/weChatAppWXLogin.ts';
export { wechatJssdkConfig } from './wechat/wechatJssdkConfig.ts';
export { userWxOfficialAccountOauthBindCode } from './wechat/userWxOfficialAccountOauthBindCode.ts';
export { userWxOfficialAccountOauth } from './wechat/userWxOfficialAccountOauth.ts';
export { userWxOfficialAccountBaseLogin } from './wechat/userWxOfficialAccountBaseLogin.ts';
export { userWxOfficialAccountOauthCallback } from './wechat/userWxOfficialAccountOauthCallback.ts';
