import type { ContentPage } from '@news/contract/contentSchemas';
import { cmsContentFollowingList } from '@news/contract/endpoints/follow/cmsContentFollowingList';
import { peopleFollowDelete } from '@news/contract/endpoints/follow/peopleFollowDelete';
import { peopleFollowList } from '@news/contract/endpoints/follow/peopleFollowList';
import { peopleFollowMerge } from '@news/contract/endpoints/follow/peopleFollowMerge';
import { peopleFollowSave } from '@news/contract/endpoints/follow/peopleFollowSave';
import type { Follow } from '@news/contract/followSchemas';
import { FOLLOW_MAX, isFollowKind } from '@news/contract/follows';
import { api, apiGetUrl } from '../../lib/apiClient.ts';
import { langFromHash } from '../../lib/currentLang.ts';
import { ignoreFailure } from '../../lib/ignoreFailure.ts';
import { isSignedIn } from '../../lib/session.ts';

/** Where a signed-out device keeps what it follows, per site (the page's), until the reader signs in. */
function deviceKey(): string {
  return `follows:${langFromHash(window.location.hash) ?? ''}`;
}

function sameFollow(a: Follow, b: Follow): boolean {
  return a.kind === b.kind && a.value === b.value;
}

/** What this device follows signed out; anything unreadable counts as nothing. */
export function deviceFollows(): Follow[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(deviceKey()) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((f: unknown): f is Follow => {
      if (typeof f !== 'object' || f === null) return false;
      const { kind, value: text } = f as Record<string, unknown>;
      return typeof kind === 'string' && isFollowKind(kind) && typeof text === 'string';
    });
  } catch {
    return [];
  }
}

function keepDeviceFollows(follows: readonly Follow[]): void {
  try {
    if (follows.length === 0) localStorage.removeItem(deviceKey());
    else localStorage.setItem(deviceKey(), JSON.stringify(follows));
  } catch {
    // Storage blocked: the follow lasts for this page view only.
  }
}

/** What the reader follows: the account's when signed in, else the device's. */
export async function loadFollows(): Promise<Follow[]> {
  if (!isSignedIn()) return deviceFollows();
  return (await api(peopleFollowList, { auth: true })).rows;
}

/**
 * Follows or unfollows a subject: on the account when signed in (the server refuses one past the
 * bound in the reader's language), else on the device, within the same bound.
 */
export async function setFollowing(follow: Follow, on: boolean): Promise<Follow[]> {
  if (isSignedIn())
    return (await api(on ? peopleFollowSave : peopleFollowDelete, { auth: true, params: follow }))
      .rows;
  const rest = deviceFollows().filter((f) => !sameFollow(f, follow));
  const next = on ? [...rest, follow].slice(-FOLLOW_MAX) : rest;
  keepDeviceFollows(next);
  return next;
}

/**
 * At sign-in: what the device followed signed out goes onto the account (the server adds what
 * it does not have, within the bound) and the device forgets it. A failure keeps it for the next
 * sign-in.
 */
export async function mergeDeviceFollows(): Promise<void> {
  const follows = deviceFollows();
  if (follows.length === 0 || !isSignedIn()) return;
  await api(peopleFollowMerge, {
    auth: true,
    quiet: true,
    params: { follows: JSON.stringify(follows) },
  }).then(
    () => {
      keepDeviceFollows([]);
    },
    // Signing in must not fail for it: the device keeps its follows and the next sign-in merges them.
    ignoreFailure('follows merge'),
  );
}

/**
 * What the reader follows: signed in (by any way, the messaging app's too), first what the
 * device followed signed out goes onto the account, if the sign-in screen has not done it.
 */
export async function currentFollows(): Promise<Follow[]> {
  await mergeDeviceFollows();
  return loadFollows();
}

/**
 * A page of the Following feed, and the address it was read from (what an offline copy of it
 * is kept under).
 */
export async function followingPage(pageNo: number): Promise<{ page: ContentPage; url: string }> {
  const params = {
    pageNo,
    pageSize: 10,
    ...(isSignedIn() ? {} : { follows: JSON.stringify(deviceFollows()) }),
  };
  const page = await api(cmsContentFollowingList, { params });
  return { page, url: apiGetUrl(cmsContentFollowingList, params) };
}
