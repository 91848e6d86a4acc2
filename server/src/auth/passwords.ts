import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). */
// algorithm 2 is Argon2id (the binding's const enum cannot be imported under isolatedModules).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

// A real argon2id hash of a random secret: unknown accounts are checked against it, so every sign-in costs the same.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hash(`no-account-${Math.random()}`, ARGON2));

/** Checks a password; with no stored hash (unknown account) it spends the same work and answers false. */
export async function checkPassword(password: string, stored: string | undefined): Promise<boolean> {
  if (stored === undefined) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
