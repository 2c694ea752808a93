import { describe, expect, it } from 'vitest';
import { SITES, siteByLang } from '@news/contract/sites';
import type { StaffPrincipal } from '../staff/StaffPrincipal.ts';
import { assertSiteId, moderatorOf, operatorModerator, sitesOf } from './Moderator.ts';

function principal(fields: Partial<StaffPrincipal>): StaffPrincipal {
  return {
    id: 7,
    username: 'mod.anna',
    role: 'moderator',
    sites: ['en'],
    mustChangePassword: false,
    totpEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
    tokenHash: '',
    csrfToken: '',
    ...fields,
  };
}

describe('Moderator', () => {
  it('covers a moderator’s own sites, named as their actor', () => {
    const moderator = moderatorOf(principal({ sites: ['en', 'ru'] }));
    expect(moderator).toEqual({
      actor: { type: 'staff', id: 7, name: 'mod.anna' },
      staffId: 7,
      siteIds: [siteByLang('en').id, siteByLang('ru').id],
    });
  });

  it('covers no site where the role lacks the ability asked for', () => {
    expect(moderatorOf(principal({ role: 'editor' }), 'moderation').siteIds).toEqual([]);
    expect(moderatorOf(principal({ role: 'editor' }), 'content').siteIds).toEqual([
      siteByLang('en').id,
    ]);
  });

  it('covers every site for an admin and for the operator at the command line', () => {
    const all = SITES.map((s) => s.id);
    expect(moderatorOf(principal({ role: 'admin', sites: [] })).siteIds).toEqual(all);
    expect(operatorModerator({ type: 'cli', name: 'root' })).toEqual({
      actor: { type: 'cli', name: 'root' },
      staffId: null,
      siteIds: all,
    });
  });

  it('refuses another site by its language, and lists one site or all of theirs', () => {
    const moderator = moderatorOf(principal({ sites: ['en'] }));
    expect(() => {
      assertSiteId(moderator, siteByLang('ru').id);
    }).toThrow(
      expect.objectContaining({
        kind: 'forbidden',
        messageKey: 'error.forbiddenSite',
        params: { site: 'ru' },
      }),
    );
    expect(sitesOf(moderator, undefined)).toEqual([siteByLang('en').id]);
    expect(sitesOf(moderator, 'en')).toEqual([siteByLang('en').id]);
    expect(() => sitesOf(moderator, 'ja')).toThrow(expect.objectContaining({ kind: 'forbidden' }));
  });
});
