import type { AppContext } from '../auth/context.ts';

/**
 * Owned by the documents engineer: the demo audit history of `npm run server -- --seed-demo` (the simulator's
 * seeded reports, their documents and report PDFs). The demo accounts exist when this runs.
 */
export async function seedDemoDocuments(_ctx: AppContext): Promise<void> {}
