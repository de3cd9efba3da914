import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; these are OWASP's minimums for it (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id hash of the password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this when the e-mail is unknown keeps both answers equally slow.
const decoy = hashPassword('decoy-password-for-unknown-accounts');

/** True when the password matches; with no stored hash, spends the same time and says false. */
export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    if (storedHash === null) {
      await verify(await decoy, password);
      return false;
    }
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
