import { useSyncExternalStore } from 'react';
import { parseHash } from './router/hashLocation.ts';
import { navigate } from './router/navigation.ts';
import { readItem } from './storage.ts';

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

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isSignedIn);
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

/** The signed-in reader's user id, or '0' (the spm code's "no sharer"). */
export function currentUserId(): string {
  return '0';
}
