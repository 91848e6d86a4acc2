import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Session ids, codes and tokens are stored as SHA-256 hashes only (high-entropy secrets need no slow hash). */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Random bytes as base64url: reset tokens and session ids are 32 bytes. */
export const randomToken = (byteLength = 32): string => randomBytes(byteLength).toString('base64url');

export const randomDigits = (length: number): string => Array.from({ length }, () => String(randomInt(10))).join('');

export const randomId = (): string => randomToken(12);
