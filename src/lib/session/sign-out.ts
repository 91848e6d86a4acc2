import { logout } from '@/api/users/logout';
import { clearSession } from '@/stores/auth-store';

/**
 * Logout: tell the server (the session must end there too), then forget the user and the document work.
 * A server that cannot be reached must not keep the user signed in on this device.
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } finally {
    clearSession();
  }
}
