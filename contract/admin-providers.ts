import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * The admin's hospitals, pharmacies, labs and ambulances (issue 14; 002 §2, §3, §5, §7,
 * ADR 0021): server-side lists with search, filter and sort; add and edit; Verify
 * (pending → verified, one way); delete, which deactivates a provider with history.
 */

export const adminProviderKinds = ['hospital', 'pharmacy', 'lab'] as const;
export type AdminProviderKind = (typeof adminProviderKinds)[number];

/** Each kind's types (002 §3). */
export const providerSubtypes = {
  hospital: ['Multi-Specialty', 'Super Specialty', 'Single Specialty', 'Government', 'Private'],
  pharmacy: ['Retail Chain', 'Hospital Pharmacy', 'Online Pharmacy', 'Independent'],
  lab: ['Diagnostic Chain', 'Hospital Lab', 'Specialized Lab', 'Independent'],
} as const satisfies Record<AdminProviderKind, readonly string[]>;
export const allProviderSubtypes = [
  ...new Set(Object.values(providerSubtypes).flat()),
] as unknown as readonly [string, ...string[]];

export const providerStatuses = ['active', 'inactive'] as const;
export const providerVerificationStatuses = ['pending', 'verified'] as const;

export const providerFilters = [
  'all',
  'active',
  'inactive',
  'verified',
  'pending',
  'homeCollection',
  'deliveryAvailable',
] as const;
export type ProviderFilter = (typeof providerFilters)[number];
export const providerSorts = [
  'name',
  'location',
  'ratingDesc',
  'ratingAsc',
  'testsDesc',
  'appointmentsDesc',
  'doctorsDesc',
  'ordersDesc',
  'newest',
  'oldest',
] as const;
export type ProviderSort = (typeof providerSorts)[number];

/** Which filters and sorts each kind's screen offers (002 §2: labs, and the analogous ones). */
export const kindFilters: Record<AdminProviderKind, readonly ProviderFilter[]> = {
  hospital: ['all', 'active', 'inactive', 'verified', 'pending'],
  pharmacy: ['all', 'active', 'inactive', 'verified', 'pending', 'deliveryAvailable'],
  lab: ['all', 'active', 'inactive', 'verified', 'pending', 'homeCollection'],
};
export const kindSorts: Record<AdminProviderKind, readonly ProviderSort[]> = {
  hospital: [
    'name',
    'location',
    'ratingDesc',
    'ratingAsc',
    'doctorsDesc',
    'appointmentsDesc',
    'newest',
    'oldest',
  ],
  pharmacy: ['name', 'location', 'ratingDesc', 'ratingAsc', 'ordersDesc', 'newest', 'oldest'],
  lab: [
    'name',
    'location',
    'ratingDesc',
    'ratingAsc',
    'testsDesc',
    'appointmentsDesc',
    'newest',
    'oldest',
  ],
};

export const ADMIN_PROVIDERS_PAGE_SIZE = 20;

export const adminProvidersQuery = z.object({
  search: z.string().trim().max(100, 'TOO_LONG').default(''),
  filter: z.enum(providerFilters).default('all'),
  sort: z.enum(providerSorts).default('name'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PROVIDERS_PAGE_SIZE),
});
export type AdminProvidersQuery = z.input<typeof adminProvidersQuery>;

const count = z.number().int().min(0);

/** One row of an admin table (002 §3 Hospital, Pharmacy, Lab). */
export const adminProvider = z.object({
  id: z.string(),
  kind: z.enum(adminProviderKinds),
  name: z.string(),
  location: z.string(),
  type: z.string().nullable(),
  departments: count,
  doctors: count,
  beds: count.nullable(),
  tests: count,
  appointments: count,
  medicines: count,
  orders: count,
  homeCollection: z.boolean(),
  deliveryAvailable: z.boolean(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  status: z.enum(providerStatuses),
  verificationStatus: z.enum(providerVerificationStatuses),
  rating: z.number().min(0).max(5),
  /** ISO date (AD). */
  joinedDate: z.string(),
});
export type AdminProvider = z.infer<typeof adminProvider>;

export const adminProvidersResponse = successEnvelope(
  z.object({
    items: z.array(adminProvider),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  }),
);
export const adminProviderResponse = successEnvelope(z.object({ provider: adminProvider }));

const required = (max: number, code: string) =>
  z.string(code).trim().min(1, code).max(max, 'TOO_LONG');
const optionalEmail = z
  .string()
  .trim()
  .max(200, 'TOO_LONG')
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'EMAIL_INVALID')
  .default('');
const optionalPhone = z
  .string()
  .trim()
  .max(20, 'TOO_LONG')
  .refine((v) => v === '' || /^\+?[0-9][0-9\s-]{5,18}$/.test(v), 'PHONE_INVALID')
  .default('');

/**
 * Add and edit (002 §5: name and location required, 'Please enter required fields').
 * `type` must be one of the kind's types; the server checks it against the kind.
 */
export const adminProviderInput = z.object({
  name: required(160, 'PROVIDER_FIELDS_REQUIRED'),
  location: required(80, 'PROVIDER_FIELDS_REQUIRED'),
  type: z.enum(allProviderSubtypes, 'PROVIDER_TYPE_INVALID'),
  beds: z.coerce.number().int('VALIDATION').min(0).max(10_000).nullable().default(null),
  contactEmail: optionalEmail,
  contactPhone: optionalPhone,
  status: z.enum(providerStatuses).default('active'),
  homeCollection: z.boolean().default(false),
  deliveryAvailable: z.boolean().default(false),
});
export type AdminProviderInput = z.input<typeof adminProviderInput>;

/** Delete (ADR 0021): erased when nothing refers to it, else deactivated. */
export const providerRemovalResponse = successEnvelope(
  z.object({ outcome: z.enum(['deleted', 'deactivated']) }),
);

// ---- Ambulances (002 §3, §5, §7) ----

export const vehicleTypes = [
  'Basic',
  'Advanced',
  'Neonatal',
  'Patient Transport',
  'Mobile ICU',
] as const;
export const ambulanceStatuses = ['active', 'inactive', 'pending'] as const;
export const ambulanceFilters = ['all', 'active', 'inactive', 'pending'] as const;
export const ambulanceSorts = ['name', 'status', 'type'] as const;

export const ambulancesQuery = z.object({
  search: z.string().trim().max(100, 'TOO_LONG').default(''),
  filter: z.enum(ambulanceFilters).default('all'),
  sort: z.enum(ambulanceSorts).default('name'),
});
export type AmbulancesQuery = z.input<typeof ambulancesQuery>;

export const adminAmbulance = z.object({
  _id: z.string(),
  name: z.string(),
  registrationNumber: z.string(),
  vehicleType: z.enum(vehicleTypes).nullable(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  status: z.enum(ambulanceStatuses),
});
export type AdminAmbulance = z.infer<typeof adminAmbulance>;

/** 002 §5: name, registrationNumber, vehicleType, contactEmail (email format), contactPhone. */
export const ambulanceInput = z.object({
  name: required(160, 'AMBULANCE_FIELDS_REQUIRED'),
  registrationNumber: required(40, 'AMBULANCE_FIELDS_REQUIRED'),
  vehicleType: z.enum(vehicleTypes, 'AMBULANCE_FIELDS_REQUIRED'),
  contactEmail: required(200, 'AMBULANCE_FIELDS_REQUIRED').regex(
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    'EMAIL_INVALID',
  ),
  contactPhone: required(20, 'AMBULANCE_FIELDS_REQUIRED').regex(
    /^\+?[0-9][0-9\s-]{5,18}$/,
    'PHONE_INVALID',
  ),
  status: z.enum(ambulanceStatuses).default('active'),
});
export type AmbulanceInput = z.input<typeof ambulanceInput>;

/** 002 §7: the list, and the created or updated ambulance, answer in `data`. */
export const ambulancesResponse = successEnvelope(z.array(adminAmbulance));
export const ambulanceResponse = successEnvelope(adminAmbulance);
