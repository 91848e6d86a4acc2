// Web Crypto exists in browsers and Node 20 alike, so the simulator hashes the way a server would.

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** A salted, stretched password hash (PBKDF2); the salt travels with the hash. */
export async function hashPassword(password: string, salt = randomToken(16)): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations: 10_000 },
    key,
    256,
  );
  return `${salt}$${toHex(bits)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [salt] = stored.split('$');
  return salt !== undefined && (await hashPassword(password, salt)) === stored;
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
