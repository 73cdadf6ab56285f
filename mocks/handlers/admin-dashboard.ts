import { HttpResponse, http, type RequestHandler } from 'msw';
import { errorCatalogue, type ErrorCode } from '@contract/errors';
import { paths } from '@contract/paths';
import {
  approvalDecision,
  pendingApprovalsQuery,
  type ApplicantKind,
  type VerificationApplication,
} from '@contract/verification';
import * as fixtures from '../fixtures/admin-dashboard';
import { api, failures, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

/**
 * The admin's dashboard and pending approvals (issue 14), answered from a small store of
 * applications that each story resets: a decision takes the application out of the queue
 * and the dashboard's counts, as on the server.
 */
const store = { applications: [] as VerificationApplication[] };

export function resetAdminDashboardStore(
  applications: readonly VerificationApplication[] = fixtures.applications,
) {
  store.applications = structuredClone([...applications]);
}
resetBeforeEachStory(resetAdminDashboardStore);

export const adminDashboardStore = {
  pending: () => store.applications.filter((a) => a.status === 'pending'),
  find: (id: string) => store.applications.find((a) => a.id === id),
};

const isCode = (value: string): value is ErrorCode => value in errorCatalogue;

/** The dashboard's counts from the store's waiting applications. */
function stats() {
  const pending = adminDashboardStore.pending();
  const of = (kind: ApplicantKind) => pending.filter((a) => a.type === kind).length;
  return {
    ...fixtures.dashboard,
    pendingApprovals: {
      doctors: of('doctor'),
      patients: of('patient'),
      hospitals: of('hospital'),
      labs: of('lab'),
      pharmacies: of('pharmacy'),
      ambulances: of('ambulance'),
      total: pending.length,
    },
  };
}

/** GET /admin/dashboard. */
export const adminDashboard = {
  success: () => http.get(api(paths.adminDashboard), () => ok(stats())),
  forbidden: () =>
    http.get(api(paths.adminDashboard), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.adminDashboard),
};

/** GET /admin/pending-approvals: oldest (or newest) first, searched, by kind, a page at a time. */
export const pendingApprovals = {
  success: () =>
    http.get(api(paths.pendingApprovals), ({ request }) => {
      const parsed = pendingApprovalsQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!parsed.success) return refuse(request, 400, 'VALIDATION');
      const q = parsed.data;
      const text = q.search.toLowerCase();
      const rows = adminDashboardStore
        .pending()
        .filter(
          (a) =>
            (q.type === 'all' || a.type === q.type) &&
            (!text ||
              `${a.fullName} ${a.email} ${a.phone} ${a.nmcNumber ?? ''} ${a.documentNumber ?? ''}`
                .toLowerCase()
                .includes(text)),
        )
        .sort((a, b) =>
          q.order === 'newest'
            ? b.createdAt.localeCompare(a.createdAt)
            : a.createdAt.localeCompare(b.createdAt),
        )
        .map(fixtures.itemOf);
      const start = (q.page - 1) * q.limit;
      return ok({
        items: rows.slice(start, start + q.limit),
        total: rows.length,
        page: q.page,
        limit: q.limit,
      });
    }),
  empty: () =>
    http.get(api(paths.pendingApprovals), () => ok({ items: [], total: 0, page: 1, limit: 20 })),
  forbidden: () =>
    http.get(api(paths.pendingApprovals), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.pendingApprovals),
};

/** GET /admin/verification/{id}. */
export const verificationApplication = {
  success: () =>
    http.get(api(paths.verificationApplication), ({ request, params }) => {
      const application = adminDashboardStore.find(idOf(params));
      return application ? ok({ application }) : refuse(request, 404, 'APPLICATION_NOT_FOUND');
    }),
  ...failures('get', paths.verificationApplication),
};

/** A 1×1 PNG and a one-line PDF: what the documents' bytes are in stories. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n% Ujyalo demo document\n%%EOF\n');

/** GET /verification/documents/{id}: the file, with the admin's token. */
export const verificationDocument = {
  success: () =>
    http.get(api(paths.verificationDocument), ({ request, params }) => {
      const id = idOf(params);
      const file = store.applications.flatMap((a) => a.files).find((f) => f._id === id);
      if (!file) return refuse(request, 404, 'DOCUMENT_NOT_FOUND');
      const pdf = file.type === 'pdf';
      return new HttpResponse(pdf ? PDF : PNG, {
        headers: { 'content-type': pdf ? 'application/pdf' : 'image/png' },
      });
    }),
  notFound: () =>
    http.get(api(paths.verificationDocument), ({ request }) =>
      refuse(request, 404, 'DOCUMENT_NOT_FOUND'),
    ),
  ...failures('get', paths.verificationDocument),
};

/** PUT /admin/approve-{kind}/{id}: the decision, with the contract's rule on remarks. */
const decide = (path: string, kinds: readonly ApplicantKind[]) => ({
  success: () =>
    http.put(api(path), async ({ request, params }) => {
      const parsed = approvalDecision.safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const code = issue && isCode(issue.message) ? issue.message : 'VALIDATION';
        return refuse(request, 400, code, issue?.path.map(String).join('.') || undefined);
      }
      const application = adminDashboardStore.find(idOf(params));
      if (!application || !kinds.includes(application.type))
        return refuse(request, 404, 'APPLICATION_NOT_FOUND');
      if (application.status !== 'pending') return refuse(request, 409, 'APPLICATION_DECIDED');
      Object.assign(application, {
        status: parsed.data.decision,
        verificationStatus: parsed.data.decision,
        remarks: parsed.data.remarks || null,
        decidedAt: new Date().toISOString(),
        overdue: false,
      });
      return ok({ application });
    }),
  decided: () => http.put(api(path), ({ request }) => refuse(request, 409, 'APPLICATION_DECIDED')),
  ...failures('put', path),
});

export const approveDoctor = decide(paths.approveDoctor, ['doctor']);
export const approvePatient = decide(paths.approvePatient, ['patient']);
export const approveProvider = decide(paths.approveProvider, [
  'hospital',
  'lab',
  'pharmacy',
  'ambulance',
]);

export const adminDashboardHandlers = (): RequestHandler[] => [
  adminDashboard.success(),
  pendingApprovals.success(),
  verificationApplication.success(),
  verificationDocument.success(),
  approveDoctor.success(),
  approvePatient.success(),
  approveProvider.success(),
];
