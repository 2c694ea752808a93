/*
 * The alerts calls (issue 29), one module each so that a bundle places every descriptor beside
 * the code that calls it (docs/adr/0023).
 */
export { alertsSetup } from './alerts/alertsSetup.ts';
export { alertsSubscribe } from './alerts/alertsSubscribe.ts';
export { alertsUnsubscribe } from './alerts/alertsUnsubscribe.ts';
export { alertsStream } from './alerts/alertsStream.ts';
