/** Staff passwords: long rather than complicated (NIST SP 800-63B), never the username. */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

export type StaffPasswordProblem = 'length' | 'username';

export function staffPasswordProblem(
  password: string,
  username: string,
): StaffPasswordProblem | undefined {
  // Code points, so a character outside the BMP (an emoji, a rare CJK one) counts once.
  const length = Array.from(password).length;
  if (length < STAFF_PASSWORD_MIN || length > STAFF_PASSWORD_MAX) return 'length';
  if (password.trim().toLowerCase().includes(username.trim().toLowerCase())) return 'username';
  return undefined;
}
