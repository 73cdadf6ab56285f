import { useEffect, useState } from 'react';
import type {
  ApplicantKind,
  ApprovalDecision,
  PendingApprovalsQuery,
} from '@contract/verification';
import { pathFor } from '@contract/routes';
import { useApiMutation, useApiQuery } from '@lib/data';
import { useApiClient } from '@lib/session';

/**
 * The admin's dashboard and pending approvals (issue 14; 002 §2, §7): the figures, the
 * queue page by page, one application, its documents, and the decision.
 */

/** Totals and pending applications by kind (GET /admin/dashboard). */
export function useAdminDashboard() {
  return useApiQuery('adminDashboard', {}, { revalidateOnFocus: false });
}

/** One page of the queue (GET /admin/pending-approvals): search, kind, page, limit. */
export function usePendingApprovals(query: PendingApprovalsQuery) {
  return useApiQuery('pendingApprovals', { query }, { keepPreviousData: true });
}

/** One application with its documents; `null` waits. */
export function useVerificationApplication(id: string | null) {
  return useApiQuery('verificationApplication', id ? { params: { id } } : null, {
    revalidateOnFocus: false,
  });
}

/** Which endpoint decides an applicant of a kind. */
export const decisionEndpoint = (kind: ApplicantKind) =>
  kind === 'doctor' ? 'approveDoctor' : kind === 'patient' ? 'approvePatient' : 'approveProvider';

/** What a decision makes stale: the queue, the dashboard and the application itself. */
const decided = ['pendingApprovals', 'adminDashboard', 'verificationApplication'] as const;

/** Approves or rejects, with remarks; the queue and the dashboard are fetched again. */
export function useDecision(kind: ApplicantKind) {
  const doctor = useApiMutation('approveDoctor', { revalidates: decided });
  const patient = useApiMutation('approvePatient', { revalidates: decided });
  const provider = useApiMutation('approveProvider', { revalidates: decided });
  const endpoint = decisionEndpoint(kind);
  const chosen =
    endpoint === 'approveDoctor' ? doctor : endpoint === 'approvePatient' ? patient : provider;
  const trigger = (args: { params: { id: string }; body: ApprovalDecision }) =>
    endpoint === 'approveDoctor'
      ? doctor.trigger(args)
      : endpoint === 'approvePatient'
        ? patient.trigger(args)
        : provider.trigger(args);
  return { trigger, isMutating: chosen.isMutating, error: chosen.error as unknown };
}

/**
 * A verification document, fetched as a file with the admin's token (an `<img>` or a link
 * cannot send it), held in memory as an object URL and released when it goes.
 */
export function useDocumentFile(id: string | null) {
  const client = useApiClient();
  const [state, setState] = useState<{ id: string; url?: string; failed?: boolean }>();
  useEffect(() => {
    if (!id) return;
    let objectUrl: string | undefined;
    let live = true;
    client
      .download(pathFor('verificationDocument', { id }))
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ id, url: objectUrl });
      })
      .catch(() => {
        if (live) setState({ id, failed: true });
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, id]);
  const mine = id && state?.id === id ? state : undefined;
  return { url: mine?.url, failed: mine?.failed ?? false, loading: Boolean(id) && !mine };
}

/** How many applications wait, for the Pending approvals tab's badge; undefined until known. */
export function usePendingCount(): number | undefined {
  const { data } = useAdminDashboard();
  return data?.pendingApprovals.total;
}
