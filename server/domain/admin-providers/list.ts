import { sql, type RawBuilder } from 'kysely';
import type {
  AdminProvider,
  AdminProviderKind,
  ProviderFilter,
  ProviderSort,
} from '@contract/admin-providers';
import type { Db } from '../../db/database';

/** A provider row with its counts (ADR 0021: real data where it exists, stored otherwise). */
export type AdminRow = {
  id: string;
  type: AdminProviderKind;
  name: string;
  city: string;
  subtype: string | null;
  departments_n: number | string;
  doctors_n: number | string;
  appointments_n: number | string;
  beds: number | null;
  tests_count: number;
  medicines_count: number;
  orders_count: number;
  home_collection: boolean;
  delivery_available: boolean;
  email: string | null;
  phone: string | null;
  status: 'active' | 'inactive' | 'pending';
  verification_status: 'pending' | 'verified';
  rating: number | null;
  created_at: Date | string;
};

export const adminColumns = sql`p.id, p.type, p.name, p.city, p.subtype, p.beds, p.tests_count,
  p.medicines_count, p.orders_count, p.home_collection, p.delivery_available, p.email, p.phone,
  p.status, p.verification_status, p.rating, p.created_at,
  jsonb_array_length(p.departments) as departments_n,
  (select count(distinct s.doctor_id) from doctor_schedules s where s.hospital_id = p.id)
    as doctors_n,
  case when p.type = 'lab' then p.lab_appointments_count
    else (select count(*) from appointments a where a.hospital_id = p.id) end
    as appointments_n`;

export const toAdminProvider = (r: AdminRow): AdminProvider => ({
  id: r.id,
  kind: r.type,
  name: r.name,
  location: r.city,
  type: r.subtype,
  departments: Number(r.departments_n),
  doctors: Number(r.doctors_n),
  beds: r.beds,
  tests: r.tests_count,
  appointments: Number(r.appointments_n),
  medicines: r.medicines_count,
  orders: r.orders_count,
  homeCollection: r.home_collection,
  deliveryAvailable: r.delivery_available,
  contactEmail: r.email ?? '',
  contactPhone: r.phone ?? '',
  // Only ambulances are ever pending (0012's check); the tables show active or inactive.
  status: r.status === 'active' ? 'active' : 'inactive',
  verificationStatus: r.verification_status,
  rating: r.rating === null ? 0 : Math.round(Number(r.rating) * 10) / 10,
  joinedDate: new Date(r.created_at).toISOString().slice(0, 10),
});

const filters: Record<ProviderFilter, RawBuilder<unknown>> = {
  all: sql`true`,
  active: sql`p.status = 'active'`,
  inactive: sql`p.status = 'inactive'`,
  verified: sql`p.verification_status = 'verified'`,
  pending: sql`p.verification_status = 'pending'`,
  homeCollection: sql`p.home_collection`,
  deliveryAvailable: sql`p.delivery_available`,
};

const sorts: Record<ProviderSort, RawBuilder<unknown>> = {
  name: sql`lower(p.name) asc`,
  location: sql`lower(p.city) asc, lower(p.name) asc`,
  ratingDesc: sql`p.rating desc nulls last`,
  ratingAsc: sql`p.rating asc nulls first`,
  testsDesc: sql`p.tests_count desc`,
  appointmentsDesc: sql`appointments_n desc`,
  doctorsDesc: sql`doctors_n desc`,
  ordersDesc: sql`p.orders_count desc`,
  newest: sql`p.created_at desc`,
  oldest: sql`p.created_at asc`,
};

/** One kind's page by search (name, Nepali name, city), filter and sort; id breaks ties. */
export async function listAdminProviders(
  db: Db,
  kind: AdminProviderKind,
  query: {
    search: string;
    filter: ProviderFilter;
    sort: ProviderSort;
    page: number;
    limit: number;
  },
) {
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  const match = words.length
    ? sql.join(
        words.map((w) => sql`p.search_text like ${`%${w.replace(/[\\%_]/g, '\\$&')}%`}`),
        sql` and `,
      )
    : sql`true`;
  const where = sql`p.type = ${kind} and ${filters[query.filter]} and ${match}`;
  const offset = (query.page - 1) * query.limit;
  const { rows } = await sql<AdminRow>`select * from (select ${adminColumns} from providers p
      where ${where}) p
    order by ${sorts[query.sort]}, lower(p.name), p.id
    limit ${query.limit} offset ${offset}`.execute(db);
  const { rows: total } = await sql<{ n: string | number }>`select count(*) as n
    from providers p where ${where}`.execute(db);
  return {
    items: rows.map(toAdminProvider),
    total: Number(total[0]?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

export async function readAdminProvider(db: Db, kind: AdminProviderKind, id: string) {
  const { rows } = await sql<AdminRow>`select ${adminColumns} from providers p
    where p.id = ${id} and p.type = ${kind}`.execute(db);
  return rows[0] ? toAdminProvider(rows[0]) : null;
}
