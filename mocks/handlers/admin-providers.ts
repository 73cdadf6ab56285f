import { http, type RequestHandler } from 'msw';
import {
  adminProviderInput,
  adminProvidersQuery,
  ambulanceInput,
  ambulancesQuery,
  providerSubtypes,
  type AdminAmbulance,
  type AdminProvider,
  type AdminProviderKind,
  type ProviderSort,
} from '@contract/admin-providers';
import { errorCatalogue, type ErrorCode } from '@contract/errors';
import { paths } from '@contract/paths';
import type { z } from 'zod';
import * as fixtures from '../fixtures/admin-providers';
import { api, failures, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

/**
 * The admin's provider tables (issue 14, ADR 0021) from a small store each story resets:
 * search, filter, sort and pages as the server does them; add starts pending; Verify is
 * one way; delete deactivates a provider with history (appointments or doctors).
 */
const store = { providers: [] as AdminProvider[], ambulances: [] as AdminAmbulance[], next: 1 };

export function resetAdminProvidersStore() {
  store.providers = structuredClone([
    ...fixtures.hospitals,
    ...fixtures.pharmacies,
    ...fixtures.labs,
  ]);
  store.ambulances = structuredClone(fixtures.ambulances);
  store.next = 1;
}
resetBeforeEachStory(resetAdminProvidersStore);

export const adminProvidersStore = {
  providers: (): readonly AdminProvider[] => store.providers,
  ambulances: (): readonly AdminAmbulance[] => store.ambulances,
};

const kinds: Record<string, AdminProviderKind> = {
  hospitals: 'hospital',
  pharmacies: 'pharmacy',
  labs: 'lab',
};
const kindOf = (params: Record<string, string | readonly string[] | undefined>) =>
  kinds[String(params.kind ?? '')];

const isCode = (value: string): value is ErrorCode => value in errorCatalogue;
function zodFailure(request: Request, error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const code: ErrorCode = issue && isCode(issue.message) ? issue.message : 'VALIDATION';
  return refuse(request, 400, code, field);
}

const sorters: Record<ProviderSort, (a: AdminProvider, b: AdminProvider) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  location: (a, b) => a.location.localeCompare(b.location) || a.name.localeCompare(b.name),
  ratingDesc: (a, b) => b.rating - a.rating,
  ratingAsc: (a, b) => a.rating - b.rating,
  testsDesc: (a, b) => b.tests - a.tests,
  appointmentsDesc: (a, b) => b.appointments - a.appointments,
  doctorsDesc: (a, b) => b.doctors - a.doctors,
  ordersDesc: (a, b) => b.orders - a.orders,
  newest: (a, b) => b.joinedDate.localeCompare(a.joinedDate),
  oldest: (a, b) => a.joinedDate.localeCompare(b.joinedDate),
};

const matches = (p: AdminProvider, filter: string) =>
  filter === 'all' ||
  p.status === filter ||
  p.verificationStatus === filter ||
  (filter === 'homeCollection' && p.homeCollection) ||
  (filter === 'deliveryAvailable' && p.deliveryAvailable);

/** GET /admin/providers/{kind}. */
export const adminProviders = {
  success: () =>
    http.get(api(paths.adminProviders), ({ request, params }) => {
      const kind = kindOf(params);
      if (!kind) return refuse(request, 404, 'PROVIDER_NOT_FOUND');
      const parsed = adminProvidersQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!parsed.success) return zodFailure(request, parsed.error);
      const q = parsed.data;
      const text = q.search.toLowerCase();
      const rows = store.providers
        .filter(
          (p) =>
            p.kind === kind &&
            matches(p, q.filter) &&
            (!text || `${p.name} ${p.location}`.toLowerCase().includes(text)),
        )
        .sort(sorters[q.sort]);
      const start = (q.page - 1) * q.limit;
      return ok({
        items: rows.slice(start, start + q.limit),
        total: rows.length,
        page: q.page,
        limit: q.limit,
      });
    }),
  empty: () =>
    http.get(api(paths.adminProviders), () => ok({ items: [], total: 0, page: 1, limit: 20 })),
  loading: () => failures('get', paths.adminProviders).timeout(),
  forbidden: () =>
    http.get(api(paths.adminProviders), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.adminProviders),
};

async function saved(request: Request, kind: AdminProviderKind, old: AdminProvider | undefined) {
  const parsed = adminProviderInput.safeParse(await readJson(request));
  if (!parsed.success) return zodFailure(request, parsed.error);
  const input = parsed.data;
  if (!(providerSubtypes[kind] as readonly string[]).includes(input.type))
    return refuse(request, 400, 'PROVIDER_TYPE_INVALID', 'type');
  const provider: AdminProvider = {
    ...(old ?? {
      id: `00000000-0000-4000-9200-${String(store.next++).padStart(12, '0')}`,
      kind,
      departments: 0,
      doctors: 0,
      tests: 0,
      appointments: 0,
      medicines: 0,
      orders: 0,
      verificationStatus: 'pending',
      rating: 0,
      joinedDate: '2026-11-24',
    }),
    name: input.name,
    location: input.location,
    type: input.type,
    beds: kind === 'hospital' ? input.beds : null,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    status: input.status,
    homeCollection: kind === 'lab' && input.homeCollection,
    deliveryAvailable: kind === 'pharmacy' && input.deliveryAvailable,
  };
  store.providers = old
    ? store.providers.map((p) => (p.id === old.id ? provider : p))
    : [...store.providers, provider];
  return ok({ provider });
}

const found = (params: Record<string, string | readonly string[] | undefined>) => {
  const kind = kindOf(params);
  return store.providers.find((p) => p.id === idOf(params) && p.kind === kind);
};

export const createProvider = {
  success: () =>
    http.post(api(paths.adminProviders), ({ request, params }) => {
      const kind = kindOf(params);
      return kind ? saved(request, kind, undefined) : refuse(request, 404, 'PROVIDER_NOT_FOUND');
    }),
  ...failures('post', paths.adminProviders),
};

export const updateProvider = {
  success: () =>
    http.put(api(paths.adminProvider), ({ request, params }) => {
      const old = found(params);
      return old ? saved(request, old.kind, old) : refuse(request, 404, 'PROVIDER_NOT_FOUND');
    }),
  ...failures('put', paths.adminProvider),
};

export const verifyProvider = {
  success: () =>
    http.put(api(paths.verifyProvider), ({ request, params }) => {
      const old = found(params);
      if (!old) return refuse(request, 404, 'PROVIDER_NOT_FOUND');
      if (old.verificationStatus === 'verified')
        return refuse(request, 409, 'PROVIDER_ALREADY_VERIFIED');
      const provider = { ...old, verificationStatus: 'verified' as const };
      store.providers = store.providers.map((p) => (p.id === old.id ? provider : p));
      return ok({ provider });
    }),
  alreadyVerified: () =>
    http.put(api(paths.verifyProvider), ({ request }) =>
      refuse(request, 409, 'PROVIDER_ALREADY_VERIFIED'),
    ),
  ...failures('put', paths.verifyProvider),
};

export const deleteProvider = {
  success: () =>
    http.delete(api(paths.adminProvider), ({ request, params }) => {
      const old = found(params);
      if (!old) return refuse(request, 404, 'PROVIDER_NOT_FOUND');
      if (old.appointments > 0 || old.doctors > 0) {
        store.providers = store.providers.map((p) =>
          p.id === old.id ? { ...p, status: 'inactive' } : p,
        );
        return ok({ outcome: 'deactivated' as const });
      }
      store.providers = store.providers.filter((p) => p.id !== old.id);
      return ok({ outcome: 'deleted' as const });
    }),
  notFound: () =>
    http.delete(api(paths.adminProvider), ({ request }) =>
      refuse(request, 404, 'PROVIDER_NOT_FOUND'),
    ),
  ...failures('delete', paths.adminProvider),
};

/** GET /admin/ambulances. */
export const adminAmbulances = {
  success: () =>
    http.get(api(paths.adminAmbulances), ({ request }) => {
      const parsed = ambulancesQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!parsed.success) return zodFailure(request, parsed.error);
      const q = parsed.data;
      const text = q.search.toLowerCase();
      const key = (a: AdminAmbulance) =>
        q.sort === 'status' ? a.status : q.sort === 'type' ? (a.vehicleType ?? '') : '';
      return ok(
        store.ambulances
          .filter(
            (a) =>
              (q.filter === 'all' || a.status === q.filter) &&
              (!text ||
                `${a.name} ${a.registrationNumber} ${a.contactPhone}`.toLowerCase().includes(text)),
          )
          .sort((a, b) => key(a).localeCompare(key(b)) || a.name.localeCompare(b.name)),
      );
    }),
  empty: () => http.get(api(paths.adminAmbulances), () => ok([])),
  forbidden: () =>
    http.get(api(paths.adminAmbulances), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.adminAmbulances),
};

async function savedAmbulance(request: Request, id: string | null) {
  const parsed = ambulanceInput.safeParse(await readJson(request));
  if (!parsed.success) return zodFailure(request, parsed.error);
  const ambulance: AdminAmbulance = {
    _id: id ?? `00000000-0000-4000-9300-${String(store.next++).padStart(12, '0')}`,
    ...parsed.data,
  };
  store.ambulances = id
    ? store.ambulances.map((a) => (a._id === id ? ambulance : a))
    : [...store.ambulances, ambulance];
  return ok(ambulance);
}

export const createAmbulance = {
  success: () =>
    http.post(api(paths.createAmbulance), ({ request }) => savedAmbulance(request, null)),
  ...failures('post', paths.createAmbulance),
};

export const updateAmbulance = {
  success: () =>
    http.put(api(paths.adminAmbulance), ({ request, params }) =>
      store.ambulances.some((a) => a._id === idOf(params))
        ? savedAmbulance(request, idOf(params))
        : refuse(request, 404, 'PROVIDER_NOT_FOUND'),
    ),
  ...failures('put', paths.adminAmbulance),
};

export const deleteAmbulance = {
  success: () =>
    http.delete(api(paths.adminAmbulance), ({ request, params }) => {
      if (!store.ambulances.some((a) => a._id === idOf(params)))
        return refuse(request, 404, 'PROVIDER_NOT_FOUND');
      store.ambulances = store.ambulances.filter((a) => a._id !== idOf(params));
      return ok({ outcome: 'deleted' as const });
    }),
  ...failures('delete', paths.adminAmbulance),
};

export const adminProvidersHandlers = (): RequestHandler[] => [
  adminProviders.success(),
  createProvider.success(),
  verifyProvider.success(),
  updateProvider.success(),
  deleteProvider.success(),
  adminAmbulances.success(),
  createAmbulance.success(),
  updateAmbulance.success(),
  deleteAmbulance.success(),
];
