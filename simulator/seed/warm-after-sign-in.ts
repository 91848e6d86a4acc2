import { prepareSeedFilesFor } from './seed-documents';

/** The answers that sign a user in with a session: login, e-mail verification and password reset. */
const SIGN_IN_PATHS = ['/users/login', '/users/verify-email', '/users/reset-password'];

type Answered = { request: Request; response: Response };

/**
 * Watches the simulator's answers (MSW's response:mocked event): a successful sign-in starts the warm-up of that
 * user's seeded reports, so the first page of History opens both PDFs without waiting for them to be made.
 */
export async function warmAfterSignIn({ request, response }: Answered): Promise<void> {
  if (request.method !== 'POST' || !response.ok) return;
  const path = new URL(request.url).pathname;
  if (!SIGN_IN_PATHS.some((signIn) => path.endsWith(signIn))) return;
  const json = (await response
    .clone()
    .json()
    .catch(() => null)) as { body?: { user?: { _id?: unknown } } | null } | null;
  const userId = json?.body?.user?._id;
  if (typeof userId === 'string') void prepareSeedFilesFor(userId);
}
