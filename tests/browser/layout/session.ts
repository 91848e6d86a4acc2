import type { Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@demo.health', prefix: '/admin', name: 'Alex Morgan' },
  clinical: { email: 'clinical@demo.health', prefix: '/clinical', name: 'Dr. Priya Raman' },
  auditor: { email: 'auditor@demo.health', prefix: '/auditor', name: 'Jordan Lee' },
  staff: { email: 'staff@demo.health', prefix: '/staff', name: 'Sam Ortiz' },
} as const;

/** Changes the stored session the way a later answer of the server would (e.g. a picture URL that is gone). */
export async function patchStoredUser(page: Page, changes: Record<string, unknown>): Promise<void> {
  await page.evaluate((patch) => {
    const session = JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { user: Record<string, unknown> } | null;
    if (!session) throw new Error('No stored session');
    localStorage.setItem('userInfo', JSON.stringify({ ...session, user: { ...session.user, ...patch } }));
  }, changes);
}
