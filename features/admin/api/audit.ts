import type { AuditLogQuery } from '@contract/admin-audit';
import { useApiQuery } from '@lib/data';

/** One page of the audit log, as the server filtered and cut it. */
export function useAuditLog(query: AuditLogQuery) {
  return useApiQuery('auditLog', { query }, { shouldRetryOnError: false, keepPreviousData: true });
}
