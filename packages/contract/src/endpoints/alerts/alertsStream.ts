import { z } from 'zod/mini';
import type { Call } from '../../endpoint.ts';
import type { alertsInputs } from '../alertsInputs.ts';

/**
 * The site's alerts as server-sent events while the app is open (`event: alert`, data an
 * `streamedAlertSchema`: the message and its audience), for the in-app banner where push is not available; unsigned, as an
 * EventSource cannot sign.
 */
export const alertsStream: Call<'GET', z.ZodMiniString, (typeof alertsInputs)['alertsStream']> = {
  method: 'GET',
  path: '/alerts/stream',
  response: z.string(),
};
