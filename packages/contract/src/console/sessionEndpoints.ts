/*
 * The session calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { getSession } from './session/getSession.ts';
export { postSession } from './session/postSession.ts';
export { deleteSession } from './session/deleteSession.ts';
export { postSessionPassword } from './session/postSessionPassword.ts';
export { postSessionTotpSetup } from './session/postSessionTotpSetup.ts';
export { postSessionTotpEnable } from './session/postSessionTotpEnable.ts';
export { postSessionTotpDisable } from './session/postSessionTotpDisable.ts';
