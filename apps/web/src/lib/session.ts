import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { profileSchema, userDataSchema, type Profile } from '@news/contract/accountSchemas';
import { api } from './apiClient.ts';
import { parseHash } from './router/hashLocation.ts';
import { navigate } from './router/navigation.ts';
import { readItem, removeItem, writeItem, type LocalItems } from './storage.ts';

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
  if (here.path.startsWith('/pages/login/')) return;
  navigate('/pages/login/login', { redirect: returnTo.replace(/^#/, '') });
}

/** Loads the profile and counts again (after an edit, on my page). */
export async function refreshUser(): Promise<void> {
  const [profile, data] = await Promise.all([
    api('/people/user/info.do', profileSchema, { auth: true }),
    api('/people/user/userData.do', userDataSchema, { auth: true, quiet: true }).catch(() => null),
  ]);
  writeItem('userInfo', profile);
  if (data) writeItem('userData', data);
  notifySessionChanged();
}

/**
 * Signed in (spec section 4, Login): keep the token, load the user info, and when the reader
 * came through a shared link, record that share for its sharer and forget the code.
 */
export async function completeSignIn(
  token: string,
  authType: 'password' | 'wechat',
): Promise<void> {
  writeItem('token', token);
  writeItem('authType', authType);
  await refreshUser();
  writeItem('isLogin', true);
  notifySessionChanged();
  const spm = readItem('spm');
  if (spm) {
    await api('/common/shareAdd.do', z.null(), {
      method: 'POST',
      auth: true,
      quiet: true,
      params: { spm },
    }).catch(() => undefined);
    removeItem('spm');
  }
}

/** Forgets the session here: token, chat session, login flag, user info and user data. */
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
  notifySessionChanged();
}

/** Logout (spec section 4): the quit call when there is a token, then the local session goes. */
export async function signOut(): Promise<void> {
  if (isSignedIn())
    await api('/loginOut.do', z.null(), { method: 'POST', quiet: true }).catch(() => undefined);
  clearSession();
}
