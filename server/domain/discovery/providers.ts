import { sql } from 'kysely';
import type {
  HospitalDetail,
  ProviderDetail,
  ProviderItem,
  ProviderType,
} from '@contract/discovery';
import type { Db } from '../../db/database';
import type { Weekday } from '../../db/schema';
import { AppError } from '../../http/errors';
import { decodeCursor, encodeCursor, isUuid } from '../cursor';
import { and, dayIndex, roundKm } from './doctors';
import { json } from './profiles';
import {
  PROVIDER_NEARBY_RADIUS_KM,
  PUBLIC,
  byScore,
  cityCondition,
  kindOf,
  searchWords,
  wordMatches,
} from './shared';

// ---- Providers ----

type ProviderRowOut = {
  id: string;
  name: string;
  city: string;
  address: string | null;
  phone: string | null;
  rating: number | null;
  rating_count: number;
  distance_m?: number;
};

const providerColumns = sql`p.id, p.name, p.city, p.address, p.phone, p.rating, p.rating_count`;

/** Only active, verified providers are public (0012, ADR 0021); every query repeats it. */
const LISTED = sql`p.status = 'active' and p.verification_status = 'verified'`;

const toProviderItem = (r: ProviderRowOut): ProviderItem => ({
  _id: r.id,
  name: r.name,
  location: { city: r.city, ...(r.address ? { address: r.address } : {}) },
  phone: r.phone,
  rating: r.rating === null ? null : Number(r.rating),
  ratingCount: Number(r.rating_count),
  ...(r.distance_m === undefined ? {} : { distanceKm: roundKm(Number(r.distance_m)) }),
});

/** One type's list by name, paged on (name, id). */
export async function listProviders(
  db: Db,
  type: ProviderType,
  query: { limit: number; cursor?: string },
): Promise<{ providers: ProviderItem[]; nextCursor: string | null }> {
  const where = [sql`p.type = ${kindOf[type]}`, LISTED];
  if (query.cursor) {
    const [name, id] = decodeCursor(
      query.cursor,
      (p): p is [string, string] => typeof p[0] === 'string' && isUuid(p[1] as string),
    );
    where.push(sql`(p.name, p.id) > (${name}, ${id}::uuid)`);
  }
  const { rows } = await sql<ProviderRowOut>`select ${providerColumns} from providers p
    where ${and(where)} order by p.name, p.id limit ${query.limit + 1}`.execute(db);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    providers: page.map(toProviderItem),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.name, last.id]) : null,
  };
}

/** One type by name or city (typo-tolerant); an empty query lists the best rated. */
export async function searchProviders(
  db: Db,
  type: ProviderType,
  query: { q: string; location?: string; rating?: number; limit: number },
): Promise<ProviderItem[]> {
  const words = searchWords(query.q);
  const text = sql`p.search_text`;
  const where = [sql`p.type = ${kindOf[type]}`, LISTED, ...words.map((w) => wordMatches(text, w))];
  if (query.location?.trim()) where.push(cityCondition(sql`lower(p.city)`, query.location));
  if (query.rating !== undefined && query.rating > 0) where.push(sql`p.rating >= ${query.rating}`);
  const { rows } = await sql<ProviderRowOut>`select ${providerColumns}
    from providers p where ${and(where)}
    order by ${byScore(text, words)} p.rating desc nulls last, p.name, p.id
    limit ${query.limit}`.execute(db);
  return rows.map(toProviderItem);
}

/** Hospitals or ambulances within a radius (default 50 km), nearest first. */
export async function nearbyProviders(
  db: Db,
  type: ProviderType,
  query: { lat: number; lng: number; radius?: number; rating?: number; limit: number },
): Promise<ProviderItem[]> {
  const metres = (query.radius ?? PROVIDER_NEARBY_RADIUS_KM) * 1000;
  const here = sql`ll_to_earth(${query.lat}::float8, ${query.lng}::float8)`;
  const rating =
    query.rating !== undefined && query.rating > 0 ? sql`p.rating >= ${query.rating}` : sql`true`;
  const { rows } = await sql<ProviderRowOut>`select ${providerColumns},
      earth_distance(${here}, ll_to_earth(p.lat, p.lng)) as distance_m
    from providers p
    where p.type = ${kindOf[type]} and ${LISTED} and ${rating}
      and earth_box(${here}, ${metres}::float8) @> ll_to_earth(p.lat, p.lng)
      and earth_distance(${here}, ll_to_earth(p.lat, p.lng)) <= ${metres}::float8
    order by ll_to_earth(p.lat, p.lng) <-> ${here}
    limit ${query.limit}`.execute(db);
  return rows.map(toProviderItem);
}

type ProviderFull = ProviderRowOut & {
  lat: number;
  lng: number;
  email: string | null;
  departments: string[] | string;
};

async function providerById(db: Db, type: ProviderType, id: string): Promise<ProviderFull> {
  if (!isUuid(id)) throw new AppError(404, 'NOT_FOUND');
  const { rows } = await sql<ProviderFull>`select ${providerColumns}, p.lat, p.lng, p.email,
      p.departments
    from providers p where p.id = ${id} and p.type = ${kindOf[type]} and ${LISTED}`.execute(db);
  if (!rows[0]) throw new AppError(404, 'NOT_FOUND');
  return rows[0];
}

const withLocation = (r: ProviderFull) => {
  const item = toProviderItem(r);
  return {
    ...item,
    location: { ...item.location, lat: Number(r.lat), lng: Number(r.lng) },
    email: r.email,
  };
};

/** A lab, pharmacy or ambulance service by id. */
export async function getProvider(
  db: Db,
  type: Exclude<ProviderType, 'hospitals'>,
  id: string,
): Promise<ProviderDetail> {
  return withLocation(await providerById(db, type, id));
}

/** A hospital's page: its departments and the verified doctors who practise there. */
export async function getHospital(db: Db, id: string): Promise<HospitalDetail> {
  const row = await providerById(db, 'hospitals', id);
  const { rows } = await sql<{
    id: string;
    full_name: string;
    specialization: string;
    day: Weekday;
  }>`select distinct d.id, d.full_name, d.specialization, s.day
    from doctor_schedules s join doctors d on d.id = s.doctor_id
    where s.hospital_id = ${id} and ${PUBLIC}`.execute(db);
  const doctors = new Map<string, HospitalDetail['doctors'][number]>();
  for (const r of rows) {
    const doctor = doctors.get(r.id) ?? {
      _id: r.id,
      fullName: r.full_name,
      specialization: r.specialization,
      days: [],
    };
    doctor.days.push(r.day);
    doctors.set(r.id, doctor);
  }
  for (const d of doctors.values()) d.days.sort((a, b) => dayIndex(a) - dayIndex(b));
  return {
    ...withLocation(row),
    departments: json<string[]>(row.departments),
    doctors: [...doctors.values()].sort((a, b) => a.fullName.localeCompare(b.fullName)),
  };
}

/** Per type in all mode, and for one type (000 §7, §9). */
