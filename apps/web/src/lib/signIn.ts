import { commonShareAdd } from '@news/contract/endpoints/account/commonShareAdd';
import { loginOut } from '@news/contract/endpoints/account/loginOut';
import { peopleUserInfo } from '@news/contract/endpoints/account/peopleUserInfo';
import { peopleUserUserData } from '@news/contract/endpoints/account/peopleUserUserData';
import { api } from './apiClient.ts';
import { ignoreFailure } from './ignoreFailure.ts';
import { clearSession, isSignedIn, notifySessionChanged } from './session.ts';
import { readItem, removeItem, writeItem } from './storage.ts';

/*
 * Signing in and out, and loading the reader's profile: the calls and their schemas, apart from
 * the session state (session.ts) that every screen reads, so a reader who is not signing in does
 * not download them up front.
 */

/** Loads the profile and counts again (after an edit, on my page). */
export async function refreshUser(): Promise<void> {
  const [profile, data] = await Promise.all([
    api(peopleUserInfo, { auth: true }),
    // The counts are extras of the profile: without them the last ones stored stay on show.
    api(peopleUserUserData, { auth: true, quiet: true }).catch(ignoreFailure('user counts')),
  ]);
  writeItem('userInfo', profile);
  if (data) writeItem('userData', data);
  notifySessionChanged();
}

/**
 * Signed in (docs/product.md §4, Login): keep the token, load the user info, and when the reader
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
    await api(commonShareAdd, { auth: true, quiet: true, params: { spm } }).catch(
      ignoreFailure('share credit'),
    );
    removeItem('spm');
  }
}

/** Logout (docs/product.md §4): the quit call when there is a token, then the local session goes. */
export async function signOut(): Promise<void> {
  if (isSignedIn())
    // Signing out here must happen whatever the server says: the token is forgotten locally, and
    // one the server did not hear about expires by itself.
    await api(loginOut, { quiet: true }).catch(ignoreFailure('sign-out call'));
  clearSession();
}
