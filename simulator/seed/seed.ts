import { faker } from '@faker-js/faker/locale/en';
import { planChart, sectionsText } from '@healthcare-portal/demo/charts/generate-chart-content';
import { db } from '../db';
import { fixedPasswordHash } from '../lib/crypto';
import { DEMO_PASSWORD } from '@healthcare-portal/contracts/provider-states';
import { DEMO_ACCOUNTS, demoProfile } from '@healthcare-portal/demo/accounts';
import { SEED_REPORTS_PER_ACCOUNT } from './demo-accounts';
import { SEED_DOC_TYPES, seedChart, type SeedChartFields } from './seed-chart';
import { SEED_DOCUMENT_PREFIX, SEED_REPORT_PREFIX } from './seed-documents';

const SEED = 20261121;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The audited note's words as its chart (made on first read, seed-documents.ts) will print them, so the clone check
 * of later uploads for this patient has them from the start. Planning a chart without laying it out costs microseconds.
 */
function noteTextOf(fields: SeedChartFields): string {
  const { seed, options } = seedChart(fields);
  const audited = planChart(seed, options).notes.at(-1);
  return audited ? sectionsText(audited.sections) : '';
}

/** What a reset seeds: the demo (accounts and their audit history) or, for provider states, the accounts alone. */
export type SeedKind = 'demo' | 'accounts';

export async function seedDatabase(kind: SeedKind = 'demo'): Promise<void> {
  faker.seed(SEED);
  const passwordHash = await fixedPasswordHash(DEMO_PASSWORD, 'demo-seed-salt');

  for (const account of DEMO_ACCOUNTS) {
    db.user.create({ ...account, ...demoProfile(account), passwordHash, profilePic: null, isEmailVerified: true });
  }
  if (kind === 'accounts') return;

  // A stable reference "today" keeps the seed identical from run to run.
  const reference = new Date('2026-11-01T12:00:00Z');
  let number = 0;
  for (const account of DEMO_ACCOUNTS) {
    for (let index = 0; index < SEED_REPORTS_PER_ACCOUNT[account.id]; index += 1) {
      number += 1;
      const id = `report-${String(number).padStart(3, '0')}`;
      const sex = faker.helpers.arrayElement(['female', 'male'] as const);
      const patientName = `${faker.person.firstName(sex)} ${faker.person.lastName()}`;
      const auditDate = faker.date.recent({ days: 180, refDate: reference });
      const noteDate = faker.date.recent({ days: 20, refDate: auditDate });
      const fields = {
        id,
        patientName,
        patientDob: isoDate(faker.date.birthdate({ min: 18, max: 90, mode: 'age', refDate: reference })),
        auditDate: auditDate.toISOString(),
        noteDate: isoDate(noteDate),
      };
      const subscriberIds = [`SUB${faker.string.numeric(8)}`, ...(index % 4 === 0 ? [`MED${faker.string.numeric(6)}`] : [])];
      const docType = faker.helpers.arrayElement(SEED_DOC_TYPES);
      db.auditReport.create({
        ...fields,
        ownerId: account.id,
        performedByName: account.fullName,
        performedByRole: account.role,
        subscriberIds,
        docType,
        documentKey: `${SEED_DOCUMENT_PREFIX}${id}`,
        reportKey: `${SEED_REPORT_PREFIX}${id}`,
        noteText: noteTextOf({ ...fields, docType }),
        requestKey: '',
      });
    }
  }
}
