import type { AlertSubject } from '@news/contract/alertSchemas';
import { alertsSetup } from '@news/contract/endpoints/alerts/alertsSetup';
import { alertsSubscribe } from '@news/contract/endpoints/alerts/alertsSubscribe';
import { alertsUnsubscribe } from '@news/contract/endpoints/alerts/alertsUnsubscribe';
import type { SiteLang } from '@news/contract/sites';
import { api } from '../../lib/apiClient.ts';

/** What a reader asked to be alerted about on a site. */
export interface AlertChoices {
  breaking: boolean;
  subjects: AlertSubject[];
}

/** The choices as this device keeps them, and the push subscription's endpoint ('' for none). */
export interface SavedAlerts extends AlertChoices {
  push: string;
}

const choicesKey = (lang: SiteLang): string => `alerts:${lang}`;

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: the choice lasts for this page view only.
  }
}

/** What the reader chose on this device for the site, or nothing yet (anything unreadable too). */
export function savedAlerts(lang: SiteLang): SavedAlerts | undefined {
  const value = readJson(choicesKey(lang));
  if (typeof value !== 'object' || value === null) return undefined;
  const { breaking, subjects, push } = value as Record<string, unknown>;
  if (typeof breaking !== 'boolean' || !Array.isArray(subjects) || typeof push !== 'string')
    return undefined;
  return {
    breaking,
    push,
    subjects: subjects.filter(
      (s: unknown): s is AlertSubject =>
        typeof s === 'object' &&
        s !== null &&
        typeof (s as Record<string, unknown>).kind === 'string' &&
        typeof (s as Record<string, unknown>).id === 'string',
    ),
  };
}

export function keepAlerts(lang: SiteLang, saved: SavedAlerts): void {
  writeJson(choicesKey(lang), saved);
}

/**
 * Whether the in-app banner is for this reader: not when push brings the alerts (nobody gets
 * both), nor when they turned everything off.
 */
export function bannerWanted(lang: SiteLang): boolean {
  const saved = savedAlerts(lang);
  if (!saved) return true;
  return saved.push === '' && (saved.breaking || saved.subjects.length > 0);
}

/**
 * Whether this browser can receive push messages: service workers with a push manager and
 * notifications. The messaging app's browser and iOS outside an installed app cannot.
 */
export function pushAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as `applicationServerKey` wants it: bytes of its base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export type PushOutcome = 'subscribed' | 'denied' | 'unavailable';

/**
 * Subscribes this browser to push with the choices: asks for the notification permission (only
 * ever from the reader's tap), subscribes with the server's key and tells the server.
 */
export async function subscribePush(lang: SiteLang, choices: AlertChoices): Promise<PushOutcome> {
  if (!pushAvailable()) return 'unavailable';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const setup = await api(alertsSetup, { quiet: true });
  if (!setup.publicKey) return 'unavailable';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(setup.publicKey),
    }));
  const json = subscription.toJSON();
  await api(alertsSubscribe, {
    body: {
      channel: 'webpush',
      subscription: {
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
      ...choices,
    },
  });
  keepAlerts(lang, { ...choices, push: subscription.endpoint });
  return 'subscribed';
}

/** Stops push to this browser: the server forgets the subscription, the browser drops it. */
export async function unsubscribePush(lang: SiteLang, choices: AlertChoices): Promise<void> {
  const saved = savedAlerts(lang);
  if (saved?.push) {
    await api(alertsUnsubscribe, { body: { channel: 'webpush', endpoint: saved.push } });
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  }
  keepAlerts(lang, { ...choices, push: '' });
}
