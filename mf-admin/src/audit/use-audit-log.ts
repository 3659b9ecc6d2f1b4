// The audit trail for the admin, page by page (GET /audit, newest first).
import { api, usePagedList, type AuditEntry } from 'shared';

export const AUDIT_PAGE_SIZE = 25;

export function useAuditLog() {
  return usePagedList<AuditEntry>(
    ['audit'],
    (limit, signal) => api.list<AuditEntry>('audit', { limit, offset: 0 }, { signal }),
    AUDIT_PAGE_SIZE,
  );
}
