import webPush from 'web-push';

/** A browser's push subscription as stored: the push service's address and its keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

export interface PushOptions {
  /** Seconds the push service keeps the message for a browser that is offline (RFC 8030 §5.2). */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces a message with the same topic still waiting at the push service (RFC 8030 §5.4). */
  topic: string;
}

/**
 * What the push service said: taken (`sent`); the subscription no longer exists (`gone`, 404 or
 * 410: remove it); try again later (`retry`: 429, 5xx, no answer); refused for good (`failed`).
 */
export type PushResult = 'sent' | 'gone' | 'retry' | 'failed';

const TIMEOUT_MS = 10_000;

/** A new VAPID key pair (P-256), base64url. */
export function generateVapidKeys(): VapidKeyPair {
  return webPush.generateVAPIDKeys();
}

/**
 * Sends Web Push messages (RFC 8030) encrypted for the subscription (aes128gcm, RFC 8291) and
 * signed with the server's VAPID key (RFC 8292). The `web-push` library builds the request —
 * the encryption and the JWT are where care is needed — and Node's fetch sends it: the library's
 * own sender speaks HTTPS only, and a bounded fetch lets a stalled push service cost seconds,
 * not a worker.
 */
export class WebPushSender {
  constructor(
    private readonly keys: () => Promise<VapidKeyPair>,
    private readonly subject: string,
  ) {}

  async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult> {
    const keys = await this.keys();
    let details: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject: this.subject, ...keys },
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          topic: options.topic,
          contentEncoding: 'aes128gcm',
        },
      );
    } catch {
      // Keys the library cannot encrypt for: no push service would ever take this one.
      return 'failed';
    }
    let status: number;
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body === null ? null : new Uint8Array(details.body),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      return 'retry';
    }
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) return 'gone';
    if (status === 429 || status >= 500) return 'retry';
    return 'failed';
  }
}
