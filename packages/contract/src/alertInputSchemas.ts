import { z } from 'zod/mini';
import { alertChoicesSchema } from './alertSchemas.ts';

/*
 * What readers send to opt in and out of alerts (issue 29): request schemas, which only the
 * server runs; the front ends borrow their types (docs/adr/0023). Apart from alertSchemas.ts so
 * that the reader app's chunks that read alert answers carry none of their checks (a URL check
 * alone would add its code to the app's first load, where zod lives).
 */

/** The browser's `PushSubscription.toJSON()`, as far as sending needs it. */
const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)),
  keys: z.object({
    p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{87}={0,1}$/)),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}={0,2}$/)),
  }),
});

/**
 * Subscribe: a browser's push subscription, or (signed in, bound to the messaging app) the
 * official account's messages; with the choices. Subscribing again replaces the choices.
 */
export const alertSubscribeBodySchema = z.union([
  z.object({
    channel: z.literal('webpush'),
    subscription: pushSubscriptionSchema,
    ...alertChoicesSchema.shape,
  }),
  z.object({ channel: z.literal('wechat'), ...alertChoicesSchema.shape }),
]);

export const alertUnsubscribeBodySchema = z.union([
  z.object({
    channel: z.literal('webpush'),
    endpoint: z.string().check(z.minLength(1), z.maxLength(2000)),
  }),
  z.object({ channel: z.literal('wechat') }),
]);
