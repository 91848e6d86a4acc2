// Web Crypto exists in browsers and Node 20 alike, so the simulator hashes the way a server would.

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * OWASP's current work factor for PBKDF2-HMAC-SHA256 (2023 Password Storage Cheat Sheet). The browser has no
 * argon2id in Web Crypto; a real server uses argon2id instead (docs/spec/server-rules.md#hardening).
 */
export const PBKDF2_ITERATIONS = 600_000;
const SCHEME = 'pbkdf2-sha256';

async function derive(password: string, salt: string, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations },
    key,
    256,
  );
  return toHex(bits);
}

/** A salted, stretched password hash: `pbkdf2-sha256$iterations$salt$hash`, so the work factor can rise later. */
export async function hashPassword(password: string, salt = randomToken(16)): Promise<string> {
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${salt}$${await derive(password, salt, PBKDF2_ITERATIONS)}`;
}

function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== SCHEME || !salt || !hash || !Number(iterations)) return false;
  return constantTimeEqual(await derive(password, salt, Number(iterations)), hash);
}

/**
 * What a sign-in for an unknown account checks its password against: the same scheme and work factor as a real
 * hash, derived afresh on every attempt, so both failures cost the same (docs/spec/server-rules.md#hardening: the same work for all).
 */
export const UNKNOWN_ACCOUNT_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$no-such-account$${'0'.repeat(64)}`;

const fixedHashes = new Map<string, Promise<string>>();

/**
 * The seed's and the provider states' hashes (fixed password, fixed salt) are the same every time: worked out
 * once per process, not at every reset, so tests stay fast at the full work factor.
 */
export function fixedPasswordHash(password: string, salt: string): Promise<string> {
  const key = `${salt}\u0000${password}`;
  const known = fixedHashes.get(key) ?? hashPassword(password, salt);
  fixedHashes.set(key, known);
  return known;
}

/** Random bytes as base64url (reset tokens are 32 bytes, session ids too). */
export function randomToken(byteLength = 32): string {
  const bytes = crypto.getRandomValues(new Uint8Array(byteLength));
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomDigits(length: number): string {
  const values = crypto.getRandomValues(new Uint32Array(length));
  return [...values].map((value) => String(value % 10)).join('');
}

export const randomId = () => randomToken(12);
