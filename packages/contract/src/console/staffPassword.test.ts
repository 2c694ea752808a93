import { describe, expect, it } from 'vitest';
import { staffPasswordProblem } from './staffPassword.ts';

describe('staff password rule', () => {
  it('wants 12 to 128 characters, counted as the person sees them', () => {
    expect(staffPasswordProblem('short', 'anna')).toBe('length');
    expect(staffPasswordProblem('a'.repeat(129), 'anna')).toBe('length');
    expect(staffPasswordProblem('correct horse battery', 'anna')).toBeUndefined();
    // Twelve CJK characters are twelve characters, whatever their UTF-16 length.
    expect(staffPasswordProblem('新闻编辑部的长密码一二三', 'anna')).toBeUndefined();
    expect(staffPasswordProblem('😀'.repeat(11), 'anna')).toBe('length');
  });

  it('refuses a password that contains the username', () => {
    expect(staffPasswordProblem('my-name-is-ANNA-ok', 'anna')).toBe('username');
  });
});
