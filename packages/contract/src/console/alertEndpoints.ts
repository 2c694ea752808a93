/*
 * The console's alert calls (issue 29), one module each so that a bundle places every
 * descriptor beside the code that calls it (docs/adr/0023).
 */
export { getSitesBySiteAlerts } from './alerts/getSitesBySiteAlerts.ts';
export { postSitesBySiteAlerts } from './alerts/postSitesBySiteAlerts.ts';
export { postSitesBySiteAlertsPreview } from './alerts/postSitesBySiteAlertsPreview.ts';
