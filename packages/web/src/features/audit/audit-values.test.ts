import { ACTION, ROLE } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { auditSubject, auditSummary, formatAuditValue } from './audit-values.ts';

const institutions = new Map([[4, 'İstanbul Üniversitesi']]);

describe('an audit entry in words', () => {
  it('names roles, statuses, tale statuses, institutions, booleans and dates in Turkish', () => {
    expect(formatAuditValue('roleIds', [ROLE.writer, ROLE.editor], institutions)).toBe('Derleyici, Editör');
    expect(formatAuditValue('roleIds', [], institutions)).toBe('—');
    expect(formatAuditValue('status', 'passive', institutions)).toBe('Pasif');
    expect(formatAuditValue('actionId', ACTION.draft, institutions)).not.toBe(String(ACTION.draft));
    expect(formatAuditValue('institutionId', 4, institutions)).toBe('İstanbul Üniversitesi');
    expect(formatAuditValue('institutionId', 99, institutions)).toBe('#99');
    expect(formatAuditValue('firstAdmin', true, institutions)).toBe('Evet');
    expect(formatAuditValue('birthDate', '1990-05-07', institutions)).toBe('07.05.1990');
    expect(formatAuditValue('fields', ['identityNo', 'iban'], institutions)).toBe('TC Kimlik No, IBAN');
    expect(formatAuditValue('iban', null, institutions)).toBe('—');
  });

  it('sums up the changes before → after, or the other facts when nothing changed', () => {
    const roles = {
      changes: [{ field: 'roleIds', before: [ROLE.writer], after: [ROLE.writer, ROLE.admin] }],
      details: {},
    };
    expect(auditSummary(roles, institutions)).toBe('Roller: Derleyici → Derleyici, Yönetici');
    const upload = { changes: [], details: { fileName: 'ses.mp3', size: 2048 } };
    expect(auditSummary(upload, institutions)).toBe('Dosya adı: ses.mp3; Boyut: 2.048 bayt');
  });

  it('names a record that is gone by its kind and id', () => {
    expect(auditSubject({ subject: null, entity: 'tale', entityId: '17' })).toBe('Masal #17');
    expect(auditSubject({ subject: 'Keloğlan', entity: 'tale', entityId: '17' })).toBe('Keloğlan');
  });
});
