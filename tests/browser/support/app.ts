import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

/** Opens a path and waits until the simulator (service worker) is running, so API calls are answered. */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => typeof window.simulator !== 'undefined')).toBe(true);
}

type Mail = { to: string; subject: string; text: string; sentAt: string };

/** The newest e-mail to an address, read from the simulator's outbox. */
export async function lastMailTo(page: Page, to: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const outbox = await page.evaluate(() => window.simulator?.outbox() ?? []);
      mail = outbox.filter((message) => message.to === to).at(-1);
      return Boolean(mail);
    })
    .toBe(true);
  if (!mail) throw new Error(`No e-mail to ${to}`);
  return mail;
}

/** Puts a signed-in session in place the way the sign-in screen would, through the real login call. */
export async function signInThroughApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const body = await page.evaluate(
    async ({ email: user, password: secret }) => {
      const response = await fetch('/api/v1/users/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user, password: secret }),
      });
      const json = (await response.json()) as { body: unknown };
      localStorage.setItem('userInfo', JSON.stringify(json.body));
      return json.body;
    },
    { email, password },
  );
  if (!body) throw new Error(`Sign-in failed for ${email}`);
}

/** Signs a demo account in through the real API, then opens `path` as that user would. */
export async function openSignedIn(page: Page, email: string, path: string): Promise<void> {
  await openApp(page, '/');
  await signInThroughApi(page, email);
  await openApp(page, path);
}
