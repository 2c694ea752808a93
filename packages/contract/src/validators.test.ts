import { describe, expect, it } from 'vitest';
import {
  BIO_MAX_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  isValidPermanentResidenceIdNumber,
  isValidResidentIdNumber,
  validateBio,
  validateConfirm,
  validateIdNumber,
  validatePassword,
  validateRequired,
  validateUsername,
} from './validators.ts';

const ok = { ok: true };
const fails = (reason: string) => ({ ok: false, reason });

/** Independent MOD 11-2 so the tests do not trust the code under test to build their vectors. */
function checkChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (weights[i] ?? 0);
  return '10X98765432'[sum % 11] ?? '?';
}

function withCheck(first17: string): string {
  return first17 + checkChar(first17);
}

describe('validateRequired', () => {
  it('rejects missing and blank values', () => {
    for (const value of [null, undefined, '', '   ', '\t\n']) {
      expect(validateRequired(value)).toEqual(fails('required'));
    }
    expect(validateRequired(' a ')).toEqual(ok);
  });
});

describe('validatePassword', () => {
  it('accepts a password with all four classes', () => {
    expect(validatePassword('Abcdef1!')).toEqual(ok);
    expect(validatePassword('Zz9~Zz9~Zz9~Zz9~')).toEqual(ok);
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(16);
  });

  it('checks the length first', () => {
    expect(validatePassword('')).toEqual(fails('required'));
    expect(validatePassword(null)).toEqual(fails('required'));
    expect(validatePassword('Abcde1!')).toEqual(fails('passwordLength'));
    expect(validatePassword('Abcdefghijklm1!xy')).toEqual(fails('passwordLength'));
    expect(validatePassword('abc')).toEqual(fails('passwordLength'));
  });

  it('counts code points, not UTF-16 units', () => {
    // 8 code points but 9 UTF-16 units: the length is fine, the emoji is not allowed.
    expect(validatePassword('Abcde1!😀')).toEqual(fails('passwordClasses'));
    // 16 emoji are 32 units but 16 code points.
    expect(validatePassword('😀'.repeat(16))).toEqual(fails('passwordClasses'));
    expect(validatePassword('😀'.repeat(17))).toEqual(fails('passwordLength'));
  });

  it.each([
    ['no upper case', 'abcdef1!'],
    ['no lower case', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special', 'Abcdefg1'],
    ['space as the only special', 'Abcdef1 '],
    ['a space besides a special', 'Abc def1!'],
    ['non-ASCII letter', 'Abcdéf1!'],
    ['CJK', 'Abcdef1!中'],
    ['fullwidth digit', 'Abcdef１!'],
    ['control character', 'Abcdef1!\u0007'],
  ])('rejects a password with %s', (_label, pw) => {
    expect(validatePassword(pw)).toEqual(fails('passwordClasses'));
  });
});

describe('validateConfirm', () => {
  it('needs the confirmation to match exactly', () => {
    expect(validateConfirm('Abcdef1!', 'Abcdef1!')).toEqual(ok);
    expect(validateConfirm('Abcdef1!', 'abcdef1!')).toEqual(fails('mismatch'));
    expect(validateConfirm('Abcdef1!', 'Abcdef1! ')).toEqual(fails('mismatch'));
    expect(validateConfirm('Abcdef1!', '')).toEqual(fails('required'));
    expect(validateConfirm(undefined, 'x')).toEqual(fails('mismatch'));
  });
});

describe('validateUsername', () => {
  it.each(['abcd', 'a_b1', 'User_2024', 'Z'.repeat(20)])('accepts %s', (u) => {
    expect(validateUsername(u)).toEqual(ok);
  });

  it.each(['abc', 'a'.repeat(21), '1abc', '_abc', 'ab-cd', 'ab cd', 'abcé', 'абвгд', ' abcd'])(
    'rejects %j',
    (u) => {
      expect(validateUsername(u)).toEqual(fails('usernameFormat'));
    },
  );

  it('wants a value', () => {
    expect(validateUsername('')).toEqual(fails('required'));
    expect(validateUsername(null)).toEqual(fails('required'));
  });
});

describe('validateBio', () => {
  it('allows up to 200 code points', () => {
    expect(BIO_MAX_LENGTH).toBe(200);
    expect(validateBio('a'.repeat(200))).toEqual(ok);
    expect(validateBio('😀'.repeat(200))).toEqual(ok);
    expect(validateBio('中'.repeat(200))).toEqual(ok);
    expect(validateBio('a'.repeat(201))).toEqual(fails('bioTooLong'));
    expect(validateBio('😀'.repeat(201))).toEqual(fails('bioTooLong'));
  });

  it('wants a value', () => {
    expect(validateBio('')).toEqual(fails('required'));
    expect(validateBio('   ')).toEqual(fails('required'));
    expect(validateBio(undefined)).toEqual(fails('required'));
  });
});

describe('isValidResidentIdNumber', () => {
  const VALID = '11010519491231002X';
  const NOW = new Date('2025-06-15T12:00:00Z');

  it('accepts the standard example, with either case of X', () => {
    expect(checkChar(VALID.slice(0, 17))).toBe('X');
    expect(isValidResidentIdNumber(VALID)).toBe(true);
    expect(isValidResidentIdNumber(VALID.toLowerCase())).toBe(true);
  });

  it('rejects every single-character change', () => {
    for (let i = 0; i < 18; i++) {
      for (const ch of '0123456789X') {
        if (ch === VALID[i]) continue;
        const changed = VALID.slice(0, i) + ch + VALID.slice(i + 1);
        expect(isValidResidentIdNumber(changed), changed).toBe(false);
      }
    }
  });

  it('rejects dates that do not exist', () => {
    expect(isValidResidentIdNumber(withCheck('11010520230230002'), NOW)).toBe(false);
    expect(isValidResidentIdNumber(withCheck('11010519000229002'), NOW)).toBe(false);
    expect(isValidResidentIdNumber(withCheck('11010520000229002'), NOW)).toBe(true);
    expect(isValidResidentIdNumber(withCheck('11010519491301002'), NOW)).toBe(false);
    expect(isValidResidentIdNumber(withCheck('11010519490100002'), NOW)).toBe(false);
    expect(isValidResidentIdNumber(withCheck('11010519490431002'), NOW)).toBe(false);
  });

  it('rejects births before 1900 or in the future', () => {
    expect(isValidResidentIdNumber(withCheck('11010518991231002'), NOW)).toBe(false);
    expect(isValidResidentIdNumber(withCheck('11010519000101002'), NOW)).toBe(true);
    expect(isValidResidentIdNumber(withCheck('11010520250615002'), NOW)).toBe(true);
    expect(isValidResidentIdNumber(withCheck('11010520250617002'), NOW)).toBe(false);
    expect(isValidResidentIdNumber(withCheck('11010520990101002'))).toBe(false);
  });

  it('rejects the wrong shape', () => {
    expect(isValidResidentIdNumber(VALID.slice(0, 17))).toBe(false);
    expect(isValidResidentIdNumber(`${VALID}0`)).toBe(false);
    expect(isValidResidentIdNumber(withCheck('01010519491231002'))).toBe(false);
    expect(isValidResidentIdNumber(`1101051949123100X${checkChar('11010519491231000')}`)).toBe(
      false,
    );
    expect(isValidResidentIdNumber(` ${VALID}`)).toBe(false);
    expect(isValidResidentIdNumber('')).toBe(false);
  });
});

describe('isValidPermanentResidenceIdNumber', () => {
  it('accepts the 2017 layout with a real YYMMDD date', () => {
    expect(isValidPermanentResidenceIdNumber('USA310078910101')).toBe(true);
    expect(isValidPermanentResidenceIdNumber('JPN110000051231')).toBe(true);
    // 29 Feb 2000 exists, so a 00 year allows it.
    expect(isValidPermanentResidenceIdNumber('GBR110000000229')).toBe(true);
  });

  it('rejects broken 2017 numbers', () => {
    expect(isValidPermanentResidenceIdNumber('USA310078911301')).toBe(false);
    expect(isValidPermanentResidenceIdNumber('USA310078910001')).toBe(false);
    expect(isValidPermanentResidenceIdNumber('USA310078910230')).toBe(false);
    expect(isValidPermanentResidenceIdNumber('USA310078910100')).toBe(false);
    expect(isValidPermanentResidenceIdNumber('GBR110000010229')).toBe(false);
    expect(isValidPermanentResidenceIdNumber('usa310078910101')).toBe(false);
    expect(isValidPermanentResidenceIdNumber('US1310078910101')).toBe(false);
    expect(isValidPermanentResidenceIdNumber('USA31007891010')).toBe(false);
    expect(isValidPermanentResidenceIdNumber('USA3100789101011')).toBe(false);
  });

  it('accepts the 2023 layout with its check character', () => {
    const id = withCheck('93310019850517123');
    expect(isValidPermanentResidenceIdNumber(id)).toBe(true);
    expect(validateIdNumber(id)).toEqual(ok);
  });

  it('rejects 2023 numbers with a wrong check, date or prefix', () => {
    const first17 = '93310019850517123';
    const right = checkChar(first17);
    for (const wrong of '0123456789X') {
      if (wrong === right) continue;
      expect(isValidPermanentResidenceIdNumber(first17 + wrong)).toBe(false);
    }
    expect(isValidPermanentResidenceIdNumber(withCheck('93310019851317123'))).toBe(false);
    expect(isValidPermanentResidenceIdNumber(withCheck('93310020990101123'))).toBe(false);
    expect(isValidPermanentResidenceIdNumber(withCheck('83310019850517123'))).toBe(false);
    expect(isValidPermanentResidenceIdNumber(withCheck('9331001985051712'))).toBe(false);
  });

  it('does not accept an ordinary resident number', () => {
    expect(isValidPermanentResidenceIdNumber('11010519491231002X')).toBe(false);
  });
});

describe('validateIdNumber', () => {
  it('accepts either kind and rejects the rest', () => {
    expect(validateIdNumber('11010519491231002X')).toEqual(ok);
    expect(validateIdNumber('USA310078910101')).toEqual(ok);
    expect(validateIdNumber('11010519491231002')).toEqual(fails('idNumber'));
    expect(validateIdNumber('110105194912310021')).toEqual(fails('idNumber'));
    expect(validateIdNumber('')).toEqual(fails('required'));
  });
});
