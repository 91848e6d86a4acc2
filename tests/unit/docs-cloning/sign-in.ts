import { login } from '@/api/users/login';

/** Signs a demo account in through the real client; the simulator's cookie then rides on later calls. */
export async function signIn(email = 'clinical@demo.health'): Promise<void> {
  await login({ email, password: 'Demo@1234' });
}

/** A File the way a browser hands it over from a picker. */
export const asFile = (bytes: Uint8Array, name: string, type = 'application/pdf') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type, lastModified: 1 });
