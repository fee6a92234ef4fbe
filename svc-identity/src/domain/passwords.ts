import * as argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes) keeps a login around 30 ms on one core.
const cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const options: argon2.HashOptions = { type: argon2.argon2id, ...cost };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password; with no stored hash (unknown e-mail) it verifies against a dummy hash, so an
 * unknown address costs the same time as a wrong password and timing tells nothing.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('dummy password for timing');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when the stored hash was made with older parameters and should be replaced at this login. */
export function needsRehash(hash: string): boolean {
  try {
    return !hash.startsWith('$argon2id$') || argon2.needsRehash(hash, cost);
  } catch {
    return false;
  }
}
