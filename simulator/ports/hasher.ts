import type { Hasher, Random } from '@healthcare-portal/rules/accounts/ports';
import { hashPassword, randomDigits, randomId, randomToken, sha256, UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../lib/crypto';

/** The simulator's hasher: PBKDF2-SHA256 for passwords (Web Crypto has no argon2id), SHA-256 for secrets. */
export const webCryptoHasher: Hasher = {
  hashPassword: (password) => hashPassword(password),
  checkPassword: async (password, stored) => (await verifyPassword(password, stored ?? UNKNOWN_ACCOUNT_HASH)) && stored !== undefined,
  digest: sha256,
};

export const webRandom: Random = { token: randomToken, digits: randomDigits, id: randomId };
