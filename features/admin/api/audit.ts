import { useCallback, useState } from 'react';
import type { AuditLogQuery } from '@contract/admin-audit';
import { paths } from '@contract/paths';
import { useApiQuery } from '@lib/data';
import { useApiClient } from '@lib/session';
import { saveBlob } from '@lib/api';

/** One page of the audit log, as the server filtered and cut it. */
export function useAuditLog(query: AuditLogQuery) {
  return useApiQuery('auditLog', { query }, { shouldRetryOnError: false, keepPreviousData: true });
}

export type AuditExportFormat = 'csv' | 'json';
export type AuditExportFilters = Pick<
  AuditLogQuery,
  'person' | 'action' | 'subjectType' | 'from' | 'to'
>;

/**
 * Export: the filtered audit log as a CSV or JSON file, fetched with the admin's token (a
 * bare link would carry none) and saved as `audit-log-<today>.<format>`.
 */
export function useAuditExport() {
  const client = useApiClient();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<unknown>();
  const trigger = useCallback(
    async (filters: AuditExportFilters, format: AuditExportFormat) => {
      setMutating(true);
      setError(undefined);
      try {
        const query: Record<string, string> = { format };
        for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
        const blob = await client.download(paths.auditLogExport, { query });
        const name = `audit-log-${new Date().toISOString().slice(0, 10)}.${format}`;
        saveBlob(blob, name);
        return name;
      } catch (failure) {
        setError(failure);
        return undefined;
      } finally {
        setMutating(false);
      }
    },
    [client],
  );
  return { trigger, isMutating, error };
}
