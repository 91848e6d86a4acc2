import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Hasher, Random } from '@healthcare-portal/rules/accounts/ports';

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). */
// algorithm 2 is Argon2id (the binding's const enum cannot be imported under isolatedModules).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

// A real argon2id hash of a random secret: unknown accounts are checked against it, so every sign-in costs the same.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hash(`no-account-${randomBytes(16).toString('hex')}`, ARGON2));

/** Session ids, codes and tokens are stored as SHA-256 digests only (high-entropy secrets need no slow hash). */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The server's hasher: argon2id for passwords, SHA-256 for secrets. */
export const argon2Hasher: Hasher = {
  hashPassword,
  checkPassword: async (password, stored) => {
    try {
      const matches = await verify(stored ?? (await dummy()), password);
      return matches && stored !== undefined;
    } catch {
      return false;
    }
  },
  digest: async (secret) => sha256(secret),
};

export const nodeRandom: Random = {
  token: (byteLength) => randomBytes(byteLength).toString('base64url'),
  digits: (length) => Array.from({ length }, () => String(randomInt(10))).join(''),
  id: () => randomBytes(12).toString('base64url'),
};
