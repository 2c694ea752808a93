import type { Repositories } from '../Repositories.ts';
import type { PublicChange } from '../shared/PublicChange.ts';

/**
 * What readers see of the versions of a story changes together (issue 28): each version's detail
 * lists the group's published versions and its share page names them as alternates. The changes
 * for every item of the groups of `ids` but those in `except` (the caller announces those
 * itself), one per site. `lists` when the set of published versions changed (a publication, a
 * link): feeds, whose entries name the other versions, are kept with the site's lists.
 */
export async function groupChanges(
  repos: Pick<Repositories, 'versions'>,
  ids: readonly number[],
  except: readonly number[],
  lists: boolean,
): Promise<PublicChange[]> {
  const members = await repos.versions.groupMembers(ids);
  const bySite = new Map<number, number[]>();
  for (const member of members)
    if (!except.includes(member.content_id))
      bySite.set(member.site_id, [...(bySite.get(member.site_id) ?? []), member.content_id]);
  return [...bySite].map(([siteId, itemIds]) => ({ scope: 'items', siteId, itemIds, lists }));
}
