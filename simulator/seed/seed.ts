import { faker } from '@faker-js/faker/locale/en';
import { db } from '../db';
import { hashPassword } from '../lib/crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SEED_REPORTS_PER_ACCOUNT } from './demo-accounts';
import { SEED_DOCUMENT_PREFIX, SEED_REPORT_PREFIX } from './seed-documents';

const SEED = 20261121;
const DOC_TYPES = ['Progress Note', 'History and Physical', 'Consultation', 'Discharge Summary', 'Operative Report', 'Therapy Note'];
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export async function seedDatabase(): Promise<void> {
  faker.seed(SEED);
  const passwordHash = await hashPassword(DEMO_PASSWORD, 'demo-seed-salt');

  for (const account of DEMO_ACCOUNTS) {
    const clinical = account.role === 'Clinical User';
    db.user.create({
      ...account,
      passwordHash,
      phoneNumber: '+1-555-010-' + String(1000 + DEMO_ACCOUNTS.indexOf(account)).slice(-4),
      organizationAffiliation: 'Riverside Medical Group',
      department: clinical ? 'Internal Medicine' : 'Revenue Integrity',
      address: '100 Harbor Street, Springfield, IL 62701',
      professionalCredentials: clinical ? 'MD' : '',
      npiNumber: clinical ? '1234567893' : '',
      taxonomyCode: clinical ? '207R00000X' : '',
      complianceId: `CMP-${1000 + DEMO_ACCOUNTS.indexOf(account)}`,
      hipaaAcknowledgement: true,
      profilePic: null,
      isEmailVerified: true,
      failedLogins: 0,
      lockedUntil: 0,
    });
  }

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
      db.auditReport.create({
        id,
        ownerId: account.id,
        performedByName: account.fullName,
        performedByRole: account.role,
        patientName,
        patientDob: isoDate(faker.date.birthdate({ min: 18, max: 90, mode: 'age', refDate: reference })),
        subscriberIds: [`SUB${faker.string.numeric(8)}`, ...(index % 4 === 0 ? [`MED${faker.string.numeric(6)}`] : [])],
        auditDate: auditDate.toISOString(),
        noteDate: isoDate(noteDate),
        docType: faker.helpers.arrayElement(DOC_TYPES),
        documentKey: `${SEED_DOCUMENT_PREFIX}${id}`,
        reportKey: `${SEED_REPORT_PREFIX}${id}`,
        noteText: '',
        requestKey: '',
      });
    }
  }
}
