import { defineRoute, type AnyRouteSpec } from '../http/routeSpec.ts';
import type { AppServices } from '../services/AppServices.ts';
import {
  peopleFollowList,
  peopleFollowSave,
  peopleFollowDelete,
  peopleFollowMerge,
  cmsContentFollowingList,
  cmsContentTagList,
  cmsContentAuthorList,
  cmsContentMostRead,
} from '@news/contract/endpoints/followEndpoints';

export function followRoutes(s: AppServices): AnyRouteSpec[] {
  return [
    defineRoute(peopleFollowList, {
      summary: 'What I follow on this site (channels, topics, tags, authors), oldest first',
      tag: 'following',
      auth: 'required',
      handler: ({ site, user }) => s.following.list(site, user),
    }),
    defineRoute(peopleFollowSave, {
      limits: ['follow.reader'],
      summary: 'Follow a channel, topic, tag or author (idempotent; at most 200 a site)',
      tag: 'following',
      auth: 'required',
      handler: ({ site, user, body }) => s.following.follow(site, user, body),
    }),
    defineRoute(peopleFollowDelete, {
      limits: ['follow.reader'],
      summary: 'Stop following a subject (idempotent)',
      tag: 'following',
      auth: 'required',
      handler: ({ site, user, body }) => s.following.unfollow(site, user, body),
    }),
    defineRoute(peopleFollowMerge, {
      limits: ['follow.reader'],
      summary:
        'At sign-in: add what this device followed signed out to the account, as far as the bound allows',
      tag: 'following',
      auth: 'required',
      handler: ({ site, user, body }) => s.following.merge(site, user, body.follows),
    }),
    defineRoute(cmsContentFollowingList, {
      summary:
        'The Following feed: items of the followed subjects, newest first, paged (signed in: the account’s follows; else `follows`)',
      tag: 'following',
      auth: 'optional',
      handler: ({ site, user, query }) => s.following.feed(site, user, query.follows, query),
    }),
    defineRoute(cmsContentTagList, {
      summary: 'A tag’s items, newest first, paged',
      tag: 'following',
      cache: true,
      handler: ({ site, query }) => s.following.tagPage(site, query.tag, query),
    }),
    defineRoute(cmsContentAuthorList, {
      summary: 'An author’s items, newest first, paged',
      tag: 'following',
      cache: true,
      handler: ({ site, query }) => s.following.authorPage(site, query.author, query),
    }),
    defineRoute(cmsContentMostRead, {
      summary: 'The site’s most read items today (UTC) or in the last seven days',
      tag: 'following',
      cache: true,
      handler: ({ site, query }) => s.following.mostRead(site, query.period),
    }),
  ];
}
