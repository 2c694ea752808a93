import { describe, expect, it } from 'vitest';
import { DomainError } from '../services/shared/DomainError.ts';
import { apiErrorOf } from './domainErrors.ts';

describe('the reader API’s answer to a service’s refusal', () => {
  it('is a refusal in the envelope (code 0), in the site’s language', () => {
    const answer = apiErrorOf(DomainError.refused('error.commentTooLong', { max: 500 }), 'en');
    expect(answer).toMatchObject({
      status: 200,
      resultCode: 0,
      messageKey: 'error.commentTooLong',
      params: { max: 500 },
    });
  });

  it('asks the client to sign in for an unknown reader (code 401)', () => {
    expect(apiErrorOf(DomainError.unauthorized('error.unauthorized'), 'ja')).toMatchObject({
      status: 200,
      resultCode: 401,
    });
  });

  it('writes a time in a message in the site’s language, time zone and 24-hour clock', () => {
    const until = new Date('2026-03-04T10:30:00.000Z');
    const refusal = DomainError.refused('error.commentSuspended', { until, reason: 'Spam' });
    const params = apiErrorOf(refusal, 'en')?.params;
    expect(params?.reason).toBe('Spam');
    expect(params?.until).toMatch(/^4 March 2026\D+18:30$/);
    expect(apiErrorOf(refusal, 'zh-Hans')?.params.until).toContain('2026年3月4日');
  });

  it('has no answer for a message only staff are told', () => {
    expect(apiErrorOf(DomainError.conflict('error.stale'), 'en')).toBeUndefined();
  });
});
