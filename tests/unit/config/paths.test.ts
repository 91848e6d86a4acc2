import { describe, expect, it } from 'vitest';
import { isAuditReportPath, landingFor, paths, prefixFor, ROLE_PREFIX } from '@/config/paths';

describe('role table and route builders', () => {
  it('maps each role to its prefix and any other role to the unprefixed fallback', () => {
    expect(ROLE_PREFIX).toEqual({ 'Clinical User': '/clinical', Admin: '/admin', 'Auditor User': '/auditor', 'Office Staff': '/staff' });
    expect(prefixFor('Auditor User')).toBe('/auditor');
    expect(prefixFor('Billing Clerk')).toBe('');
    expect(prefixFor(undefined)).toBe('');
  });

  it('lands every role on its docs-cloning screen, Admin on /admin/docs-cloning (docs/spec/screens.md)', () => {
    expect(landingFor('Clinical User')).toBe('/clinical/docs-cloning');
    expect(landingFor('Admin')).toBe('/admin/docs-cloning');
    expect(landingFor('Auditor User')).toBe('/auditor/docs-cloning');
    expect(landingFor('Office Staff')).toBe('/staff/docs-cloning');
    expect(landingFor('Someone Else')).toBe('/docs-cloning');
  });

  it('builds the five child paths under a prefix and escapes ids', () => {
    expect(paths.history('/staff')).toBe('/staff/history');
    expect(paths.auditReport('/staff', 'a/b')).toBe('/staff/history/audit-report/a%2Fb');
    expect(paths.docsCloning('')).toBe('/docs-cloning');
    expect(paths.docsCloningCreate('/admin')).toBe('/admin/docs-cloning/create');
    expect(paths.profile('/clinical')).toBe('/clinical/profile');
    expect(paths.resetPassword('tok en')).toBe('/reset-password/tok%20en');
  });

  it('recognises audit-report paths, where the bottom bar is hidden', () => {
    expect(isAuditReportPath('/clinical/history/audit-report/r1')).toBe(true);
    expect(isAuditReportPath('/history/audit-report/r1')).toBe(true);
    expect(isAuditReportPath('/clinical/history')).toBe(false);
  });
});
