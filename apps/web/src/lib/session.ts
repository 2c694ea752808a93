import { useSyncExternalStore } from 'react';
import type { Profile } from '@news/contract/accountSchemas';
import { forgetCollectedOffline } from '../features/offline/offlineApi.ts';
import { parseHash } from './router/hashLocation.ts';
import { navigate } from './router/navigation.ts';
import { isSignInScreen } from './router/routeQuery.ts';
import { readItem, removeItem, type LocalItems } from './storage.ts';

const listeners = new Set<() => void>();

/** Tells subscribers (the interaction bar, my page) that the reader signed in or out. */
export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (): void => {
    listener();
  };
  // Another tab signing in or out changes this one too.
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function isSignedIn(): boolean {
  return readItem('token') !== '';
}

/**
 * Server-rendered HTML is the same for every reader, so it shows the signed-out state; the
 * browser hydrates it as that and then shows the reader's own.
 */
const signedOutSnapshot = (): null => null;

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isSignedIn, () => false);
}

type Stored = 'userInfo' | 'userData';
const snapshots = new Map<Stored, { raw: string; value: LocalItems[Stored] }>();

/** A stable snapshot of a stored object: a new object only when its contents changed. */
function storedSnapshot<K extends Stored>(key: K): LocalItems[K] {
  const value = readItem(key);
  const raw = JSON.stringify(value);
  const cached = snapshots.get(key);
  if (cached?.raw === raw) return cached.value as LocalItems[K];
  snapshots.set(key, { raw, value });
  return value;
}

/** The signed-in reader's profile as last loaded (null when signed out). */
export function useProfile(): Profile | null {
  return useSyncExternalStore(subscribe, () => storedSnapshot('userInfo'), signedOutSnapshot);
}

/** The signed-in reader's counts as last loaded. */
export function useUserData(): LocalItems['userData'] {
  return useSyncExternalStore(subscribe, () => storedSnapshot('userData'), signedOutSnapshot);
}

/** The signed-in reader's user id, or '0' (the spm code's "no sharer"). */
export function currentUserId(): string {
  return readItem('userInfo')?.id ?? '0';
}

/**
 * Opens the login screen; after signing in the reader comes back to `returnTo` (by default the
 * page they are on), given to the login page as its `redirect` query parameter.
 */
export function openLogin(returnTo: string = window.location.hash): void {
  const here = parseHash(returnTo);
  if (isSignInScreen(here.path)) return;
  navigate('/pages/login/login', { redirect: returnTo.replace(/^#/, '') });
}

/**
 * Forgets the session here: token, chat session, login flag, user info and user data, and which
 * of the items kept for offline reading the reader collected.
 */
export function clearSession(): void {
  for (const key of [
    'token',
    'chatSessionId',
    'isLogin',
    'userInfo',
    'userData',
    'authType',
  ] as const)
    removeItem(key);
  forgetCollectedOffline();
  notifySessionChanged();
}
