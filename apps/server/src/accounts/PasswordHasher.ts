import {
  costOfHash,
  dummyHash,
  hashSecret,
  scryptCost,
  verifySecret,
  type ScryptCost,
} from './passwords.ts';

/** What checking a password found: whether it is right, and whether its hash should be remade. */
export interface PasswordCheck {
  ok: boolean;
  /** Made with other parameters than today's: hash the password again now that it is known. */
  outdated: boolean;
}

/**
 * Passwords (and security answers) hashed with today's scrypt parameters (PASSWORD_HASH_LOG_N),
 * and checked against whatever parameters their hash names, so raising them takes effect at
 * each account's next sign-in.
 */
export class PasswordHasher {
  readonly cost: ScryptCost;
  private readonly absent: string;

  constructor(logN: number) {
    this.cost = scryptCost(logN);
    this.absent = dummyHash(this.cost);
  }

  hash(secret: string): Promise<string> {
    return hashSecret(secret, this.cost);
  }

  /** `stored` undefined: no such account; the check costs the same and fails. */
  async check(secret: string, stored: string | undefined): Promise<PasswordCheck> {
    const ok = await verifySecret(secret, stored ?? this.absent);
    const cost = stored === undefined ? undefined : costOfHash(stored);
    const outdated =
      ok && (cost?.N !== this.cost.N || cost.r !== this.cost.r || cost.p !== this.cost.p);
    return { ok: ok && stored !== undefined, outdated };
  }
}
