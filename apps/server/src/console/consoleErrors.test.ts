import { describe, expect, it } from 'vitest';
import { DomainError } from '../services/shared/DomainError.ts';
import { consoleErrorOf, staffText } from './consoleErrors.ts';
import { consoleText } from './consoleMessages.ts';

describe('the console’s answer to a service’s refusal', () => {
  it('has the HTTP status of each kind, and the reason word the console acts on', () => {
    const statuses = [
      DomainError.refused('error.needsBody'),
      DomainError.unauthorized('error.totpRequired'),
      DomainError.forbidden('error.forbiddenSite', { site: 'ru' }),
      DomainError.notFound(),
      DomainError.conflict('error.stale'),
      DomainError.tooLarge('error.uploadVideoTooLarge', { max: 2048 }),
      DomainError.rateLimited('error.signInLocked'),
    ].map((error) => {
      const answer = consoleErrorOf(error);
      return [answer?.status, answer?.reason];
    });
    expect(statuses).toEqual([
      [400, 'needsBody'],
      [401, 'totpRequired'],
      [403, 'forbiddenSite'],
      [404, 'notFound'],
      [409, 'stale'],
      [413, 'uploadVideoTooLarge'],
      [429, 'signInLocked'],
    ]);
  });

  it('says a message in the console’s language, another message in it too', () => {
    const params = { status: { messageKey: 'itemStatus.draft' as const } };
    for (const lang of ['en', 'zh-Hans'] as const)
      expect(staffText(lang, 'error.wrongStatus', params)).toBe(
        consoleText(lang, 'error.wrongStatus', { status: consoleText(lang, 'itemStatus.draft') }),
      );
  });

  it('has no answer for a message only readers are told', () => {
    expect(consoleErrorOf(DomainError.refused('error.captcha'))).toBeUndefined();
    expect(staffText('en', 'error.captcha')).toBe(staffText('en', 'error.internal'));
  });
});
