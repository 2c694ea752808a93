/** Form validators shared by the web forms and the API server, so both reject the same input. */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const BIO_MAX_LENGTH = 200;

type ValidationReason =
  | 'required'
  | 'passwordLength'
  | 'passwordClasses'
  | 'mismatch'
  | 'idNumber'
  | 'bioTooLong'
  | 'usernameFormat';

export type ValidationResult = { ok: true } | { ok: false; reason: ValidationReason };

const OK: ValidationResult = { ok: true };

function fail(reason: ValidationReason): ValidationResult {
  return { ok: false, reason };
}

function isBlank(value: string | null | undefined): value is null | undefined | '' {
  return value == null || value.trim() === '';
}

/** Counts code points so an emoji counts as one character, as the user sees it. */
function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

export function validateRequired(value: string | null | undefined): ValidationResult {
  return isBlank(value) ? fail('required') : OK;
}

// Space is left out on purpose: leading or trailing spaces get trimmed by some inputs and
// password managers, which locks people out.
const PASSWORD_ALLOWED = /^[\x21-\x7e]*$/;
const PASSWORD_CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/] as const;

export function validatePassword(pw: string | null | undefined): ValidationResult {
  if (pw == null || pw === '') return fail('required');
  const length = codePointLength(pw);
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return fail('passwordLength');
  if (!PASSWORD_ALLOWED.test(pw)) return fail('passwordClasses');
  if (!PASSWORD_CLASSES.every((pattern) => pattern.test(pw))) return fail('passwordClasses');
  return OK;
}

export function validateConfirm(
  password: string | null | undefined,
  confirm: string | null | undefined,
): ValidationResult {
  if (confirm == null || confirm === '') return fail('required');
  return password === confirm ? OK : fail('mismatch');
}

const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

export function validateUsername(u: string | null | undefined): ValidationResult {
  if (isBlank(u)) return fail('required');
  return USERNAME_PATTERN.test(u) ? OK : fail('usernameFormat');
}

export function validateBio(bio: string | null | undefined): ValidationResult {
  if (isBlank(bio)) return fail('required');
  return codePointLength(bio) > BIO_MAX_LENGTH ? fail('bioTooLong') : OK;
}

// ISO 7064 MOD 11-2 as used by GB 11643-1999.
const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

function expectedCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < CHECK_WEIGHTS.length; i++) {
    sum += Number(first17.charAt(i)) * (CHECK_WEIGHTS[i] ?? 0);
  }
  return CHECK_CHARS.charAt(sum % 11);
}

function hasValidCheckChar(id18: string): boolean {
  return expectedCheckChar(id18.slice(0, 17)) === id18.charAt(17).toUpperCase();
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (daysInMonth[month - 1] ?? 0);
}

/**
 * Today's date where it is latest on Earth (UTC+14), as YYYYMMDD: a card issued on its holder's
 * birthday must not be turned away just because the server's clock sits in an earlier zone.
 */
function latestTodayKey(now: Date): number {
  const ahead = new Date(now.getTime() + 14 * 60 * 60 * 1000);
  return ahead.getUTCFullYear() * 10000 + (ahead.getUTCMonth() + 1) * 100 + ahead.getUTCDate();
}

/** `yyyymmdd` is eight digits; true when it is a real date from 1900 up to today. */
function isPlausibleBirthDate(yyyymmdd: string, now: Date): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || !isCalendarDate(year, month, day)) return false;
  return Number(yyyymmdd) <= latestTodayKey(now);
}

const RESIDENT_ID_PATTERN = /^[1-9]\d{16}[\dXx]$/;

/** Mainland resident identity card number (GB 11643-1999, 18 characters). */
export function isValidResidentIdNumber(id: string, now: Date = new Date()): boolean {
  if (typeof id !== 'string' || !RESIDENT_ID_PATTERN.test(id)) return false;
  return isPlausibleBirthDate(id.slice(6, 14), now) && hasValidCheckChar(id);
}

const PERMANENT_RESIDENCE_2017_PATTERN = /^[A-Z]{3}\d{6}\d{6}$/;
// The 2023 card follows the resident ID layout; its check char is computed the same way, so 'X'
// can legitimately appear last.
const PERMANENT_RESIDENCE_2023_PATTERN = /^9\d{16}[\dXx]$/;

/** Foreign permanent resident ID card number: the 2017 (15-char) or 2023 (18-char) layout. */
export function isValidPermanentResidenceIdNumber(id: string, now: Date = new Date()): boolean {
  if (typeof id !== 'string') return false;
  if (PERMANENT_RESIDENCE_2017_PATTERN.test(id)) {
    const yy = Number(id.slice(9, 11));
    const month = Number(id.slice(11, 13));
    const day = Number(id.slice(13, 15));
    // Two-digit years do not say the century; 29 February is fine if either century allows it.
    return isCalendarDate(1900 + yy, month, day) || isCalendarDate(2000 + yy, month, day);
  }
  if (PERMANENT_RESIDENCE_2023_PATTERN.test(id)) {
    return isPlausibleBirthDate(id.slice(6, 14), now) && hasValidCheckChar(id);
  }
  return false;
}

export function validateIdNumber(id: string | null | undefined): ValidationResult {
  if (isBlank(id)) return fail('required');
  return isValidResidentIdNumber(id) || isValidPermanentResidenceIdNumber(id)
    ? OK
    : fail('idNumber');
}
