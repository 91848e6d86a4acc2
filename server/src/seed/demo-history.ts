import type { TruthDocType } from '@healthcare-portal/demo/charts/note-content';

/** One seeded audit report: whose it is, the patient, and the audited note (the last of its generated chart). */
export type DemoReport = {
  id: string;
  ownerId: string;
  patient: { first: string; last: string; dob: string; sex: 'male' | 'female'; subscriberIds: string[] };
  docType: TruthDocType;
  noteDate: string;
  auditDate: string;
};

const patients = {
  elena: { first: 'Elena', last: 'Marsh', dob: '1958-03-14', sex: 'female', subscriberIds: ['SUB48213377', 'MED550912'] },
  omar: { first: 'Omar', last: 'Haddad', dob: '1971-09-02', sex: 'male', subscriberIds: ['SUB30917745'] },
  grace: { first: 'Grace', last: 'Whitfield', dob: '1989-12-21', sex: 'female', subscriberIds: ['SUB66120458'] },
  victor: { first: 'Victor', last: 'Okafor', dob: '1946-06-30', sex: 'male', subscriberIds: ['SUB17290031', 'MED104477'] },
  lena: { first: 'Lena', last: 'Novak', dob: '1963-01-08', sex: 'female', subscriberIds: ['SUB90553218'] },
} as const satisfies Record<string, DemoReport['patient']>;

/**
 * A small, fixed history (the simulator seeds more; each report here costs an engine run at seed time): every demo
 * account owns some, the Clinical User most, and one patient has two visits so the clone check has history.
 */
export const DEMO_REPORTS: DemoReport[] = [
  {
    id: 'seed-report-001',
    ownerId: 'user-clinical',
    patient: patients.elena,
    docType: 'Progress Note',
    noteDate: '2026-10-20',
    auditDate: '2026-10-22T14:05:00.000Z',
  },
  {
    id: 'seed-report-002',
    ownerId: 'user-clinical',
    patient: patients.omar,
    docType: 'Consultation',
    noteDate: '2026-09-11',
    auditDate: '2026-09-15T09:40:00.000Z',
  },
  {
    id: 'seed-report-003',
    ownerId: 'user-clinical',
    patient: patients.elena,
    docType: 'Discharge Summary',
    noteDate: '2026-07-02',
    auditDate: '2026-07-06T16:20:00.000Z',
  },
  {
    id: 'seed-report-004',
    ownerId: 'user-auditor',
    patient: patients.grace,
    docType: 'History and Physical',
    noteDate: '2026-10-01',
    auditDate: '2026-10-03T11:00:00.000Z',
  },
  {
    id: 'seed-report-005',
    ownerId: 'user-auditor',
    patient: patients.victor,
    docType: 'Operative Report',
    noteDate: '2026-08-17',
    auditDate: '2026-08-19T08:30:00.000Z',
  },
  {
    id: 'seed-report-006',
    ownerId: 'user-staff',
    patient: patients.lena,
    docType: 'Therapy Note',
    noteDate: '2026-10-12',
    auditDate: '2026-10-14T13:15:00.000Z',
  },
  {
    id: 'seed-report-007',
    ownerId: 'user-staff',
    patient: patients.omar,
    docType: 'Progress Note',
    noteDate: '2026-06-05',
    auditDate: '2026-06-08T10:45:00.000Z',
  },
  {
    id: 'seed-report-008',
    ownerId: 'user-admin',
    patient: patients.victor,
    docType: 'Progress Note',
    noteDate: '2026-09-25',
    auditDate: '2026-09-29T15:50:00.000Z',
  },
];
