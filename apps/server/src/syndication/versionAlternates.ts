import { sharePath } from '@news/contract/sharePath';
import type { VersionLink } from '../services/reading/SyndicationService.ts';

export interface Alternate {
  hreflang: string;
  href: string;
}

/** A version's share page, absolute. */
export function versionUrl(origin: string, version: Pick<VersionLink, 'site' | 'id'>): string {
  return `${origin}${sharePath(version.site.lang, version.id)}`;
}

/**
 * The translation relation schema.org names (`translationOfWork`, `workTranslation`): the
 * source this version was translated from, when it is published, and the published versions
 * translated from this one.
 */
export function translationLinks(
  versions: readonly VersionLink[],
  id: number,
  origin: string,
): { translationOf: string | undefined; translations: string[] } {
  const self = versions.find((v) => v.id === id);
  const source = versions.find((v) => self?.sourceId !== null && v.id === self?.sourceId);
  return {
    translationOf: source ? versionUrl(origin, source) : undefined,
    translations: versions.filter((v) => v.sourceId === id).map((v) => versionUrl(origin, v)),
  };
}

/**
 * The version `x-default` names: the original (an item not translated from another), the oldest
 * of them, else the oldest version. Every version of the group picks the same one, so every
 * page's set of alternates is the same set, as search engines require.
 */
export function defaultVersion(versions: readonly VersionLink[]): VersionLink | undefined {
  const byAge = [...versions].sort((a, b) => a.id - b.id);
  return byAge.find((v) => v.sourceId === null) ?? byAge[0];
}

/**
 * The `hreflang` alternates of a page that has versions: every published version, itself
 * included, and `x-default`; none when the item has no other published version.
 */
export function versionAlternates(versions: readonly VersionLink[], origin: string): Alternate[] {
  if (versions.length < 2) return [];
  const fallback = defaultVersion(versions);
  return [
    ...versions.map((v) => ({ hreflang: v.site.locale, href: versionUrl(origin, v) })),
    ...(fallback ? [{ hreflang: 'x-default', href: versionUrl(origin, fallback) }] : []),
  ];
}
