import { describe, expect, it } from 'vitest';
import { can, roleCan } from './permissions.ts';

describe('console permissions', () => {
  it('lets admins do everything on every site', () => {
    const admin = { role: 'admin', sites: [] } as const;
    for (const ability of [
      'write',
      'content',
      'staff',
      'moderation',
      'siteSettings',
      'audit',
    ] as const) {
      expect(can(admin, ability, 'ru')).toBe(true);
      expect(can(admin, ability)).toBe(true);
    }
  });

  it('lets editors write content on their own sites only, and nothing else', () => {
    const editor = { role: 'editor', sites: ['en'] } as const;
    expect(can(editor, 'content', 'en')).toBe(true);
    expect(can(editor, 'content', 'ru')).toBe(false);
    expect(can(editor, 'staff')).toBe(false);
    expect(can(editor, 'moderation', 'en')).toBe(false);
  });

  it('lets reporters write on their own sites, and not publish or review', () => {
    const reporter = { role: 'reporter', sites: ['en'] } as const;
    expect(can(reporter, 'write', 'en')).toBe(true);
    expect(can(reporter, 'write', 'ru')).toBe(false);
    expect(can(reporter, 'content', 'en')).toBe(false);
    expect(roleCan('reporter', 'moderation')).toBe(false);
    expect(roleCan('editor', 'write')).toBe(true);
  });

  it('gives moderators moderation, not content', () => {
    const moderator = { role: 'moderator', sites: ['en', 'ja'] } as const;
    expect(can(moderator, 'content', 'en')).toBe(false);
    expect(can(moderator, 'moderation', 'ja')).toBe(true);
    expect(can(moderator, 'moderation', 'kr')).toBe(false);
    expect(roleCan('moderator', 'siteSettings')).toBe(false);
    expect(roleCan('moderator', 'audit')).toBe(false);
    expect(roleCan('editor', 'audit')).toBe(false);
  });
});
