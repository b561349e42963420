import { call, http } from './client';
import { auditActors, auditPage, type AuditQuery } from './contract';

/** A page of the audit log, newest first, with the filters given. */
export const getAuditLog = (query: Partial<AuditQuery>) =>
  call(auditPage, () => http.get('audit-log', { searchParams: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number> }));

/** Everyone who appears in the audit log, by name: the person filter's choices. */
export const getAuditActors = () => call(auditActors, () => http.get('audit-log/actors'));
