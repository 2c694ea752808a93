/**
 * log2 of scrypt's N for passwords hashed in tests: production's 2^17 takes most of a second
 * per hash here, and tests hash hundreds. `config.test.ts` holds the production default, and
 * `security/passwordHashing.test.ts` signs in at it.
 */
export const TEST_PASSWORD_LOG_N = '12';
