/**
 * The session cookie every backend sets (httpOnly, SameSite=Lax, Secure over HTTPS; docs/security.md): clients never
 * read it, but the pacts and the test clients carry it by name.
 */
export const SESSION_COOKIE_NAME = 'hcp_session';
