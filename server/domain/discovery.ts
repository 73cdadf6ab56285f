import { sql, type RawBuilder } from 'kysely';
import type {
  HospitalDetail,
  ProviderDetail,
  ProviderItem,
  ProviderType,
} from '@contract/discovery';
import { NEARBY_TOTAL_CAP } from '@contract/discovery';
import type { DoctorListItem, DoctorProfile, ScheduleEntry } from '@contract/entities';
import type { Db } from '../db/database';
import type { ProviderKind, Weekday } from '../db/schema';
import { AppError } from '../http/errors';
import { decodeCursor, encodeCursor, isUuid } from './cursor';
import { cities, weekdayNames } from './discovery-data';
import { interpret, vocabularyOf } from './search-vocabulary';

/**
 * Search and discovery queries (issue 5). Only NMC-verified doctors are public: every
 * doctor query repeats `PUBLIC` word for word, which is also the predicate of the
 * doctors' partial indexes (migrations 0003, 0004), so the planner can use them.
 *
 * Doctor search first sorts the query's words (search-vocabulary.ts): city and specialty
 * words, misspelt or in Nepali, become exact filters; the rest must occur in the name,
 * as a substring or by trigram word similarity (`<%`, threshold 0.5 set on every
 * connection, server/db/database.ts). Results rank by name similarity, then rating.
 * Providers are few: their words are matched against one searchable text the same way.
 * Nearby uses earthdistance: a bounding `earth_box` on the GiST index of
 * `ll_to_earth(lat, lng)`, the exact distance to cut the circle, and the cube `<->`
 * distance for nearest-first order.
 */

const PUBLIC = sql`d.nmc_verified and d.verification_status = 'verified'`;

export const DOCTOR_NEARBY_RADIUS_KM = 10;
export const PROVIDER_NEARBY_RADIUS_KM = 50;

export const kindOf: Record<ProviderType, ProviderKind> = {
  hospitals: 'hospital',
  labs: 'lab',
  pharmacies: 'pharmacy',
  ambulances: 'ambulance',
};

// ---- Text ----

/** Words people add that say nothing about whom they are looking for. */
const noise = new Set(['dr', 'dr.', 'doctor', 'the', 'of', 'in', 'at', 'and']);

/** The searchable words of a query, lower-cased, at most six. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[\s,;/]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}\p{M}.]+$/gu, ''))
    .filter((w) => w.length >= 2 && !noise.has(w))
    .slice(0, 6);
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** A word occurs in `column`: as a substring, or similar enough to one of its words. */
const wordMatches = (column: RawBuilder<unknown>, word: string) =>
  sql<boolean>`(${column} like ${likePattern(word)} or ${word} <% ${column})`;

/** Best match of all words first, as the start of an ORDER BY; nothing without words. */
const byScore = (column: RawBuilder<unknown>, words: string[]) =>
  words.length === 0
    ? sql``
    : sql`(${sql.join(
        words.map((w) => sql`word_similarity(${w}, ${column})`),
        sql` + `,
      )}) desc,`;

/** A city filter: English or Nepali name, typo-tolerant. */
function cityCondition(column: RawBuilder<unknown>, location: string) {
  const trimmed = location.trim();
  const known = cities.find((c) => c.ne === trimmed);
  const word = (known?.name ?? trimmed).toLowerCase();
  return wordMatches(column, word);
}

// ---- Doctors ----

type DoctorCard = {
  id: string;
  full_name: string;
  specialization: string;
  experience_years: number;
  rating_avg: number;
  photo_url: string | null;
  nmc_verified: boolean;
  city: string;
  distance_m?: number;
};

const cardColumns = sql`d.id, d.full_name, d.specialization, d.experience_years, d.rating_avg,
  d.photo_url, d.nmc_verified, d.city`;

const dayIndex = (day: string) => weekdayNames.indexOf(day as Weekday);

type ScheduleRow = {
  doctor_id: string;
  day: Weekday;
  start_time: string;
  end_time: string;
  consultation_fee: number;
  department: string;
  hospital_name: string;
};

/** Weekly schedules of some doctors, Sunday first, by start time. */
async function schedulesOf(db: Db, doctorIds: string[]): Promise<Map<string, ScheduleEntry[]>> {
  const map = new Map<string, ScheduleEntry[]>();
  if (doctorIds.length === 0) return map;
  const rows = await db
    .selectFrom('doctor_schedules as s')
    .innerJoin('providers as p', 'p.id', 's.hospital_id')
    .select([
      's.doctor_id',
      's.day',
      's.start_time',
      's.end_time',
      's.consultation_fee',
      's.department',
      'p.name as hospital_name',
    ])
    .where('s.doctor_id', 'in', doctorIds)
    .execute();
  rows.sort(
    (a, b) => dayIndex(a.day) - dayIndex(b.day) || a.start_time.localeCompare(b.start_time),
  );
  for (const r of rows as ScheduleRow[]) {
    const list = map.get(r.doctor_id) ?? [];
    list.push({
      day: r.day,
      startTime: r.start_time,
      endTime: r.end_time,
      consultationFee: Number(r.consultation_fee),
      hospital: { name: r.hospital_name, department: r.department },
    });
    map.set(r.doctor_id, list);
  }
  return map;
}

const roundKm = (metres: number) => Math.round(metres / 100) / 10;

async function toListItems(db: Db, rows: DoctorCard[]): Promise<DoctorListItem[]> {
  const schedules = await schedulesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    _id: r.id,
    fullName: r.full_name,
    specialization: r.specialization,
    experience: Number(r.experience_years),
    averageRating: Number(r.rating_avg),
    profileImageUrl: r.photo_url,
    nmcVerified: r.nmc_verified,
    clinicDetails: { address: { city: r.city } },
    ...(r.distance_m === undefined ? {} : { distanceKm: roundKm(Number(r.distance_m)) }),
    advancedSchedule: schedules.get(r.id) ?? [],
  }));
}

type DoctorFilters = {
  specialty?: string;
  rating?: number;
  location?: string;
  /** Only doctors with at least one schedule entry. */
  available?: boolean;
};

const inCities = (list: string[]) => sql`d.city in (${sql.join(list)})`;
const inFields = (list: string[]) => sql`d.specialization in (${sql.join(list)})`;

async function doctorFilters(db: Db, f: DoctorFilters): Promise<RawBuilder<unknown>[]> {
  const where: RawBuilder<unknown>[] = [];
  if (f.specialty?.trim()) {
    // A field, a title or a Nepali form names the stored specializations; anything else is
    // compared as it is, ignoring case.
    const { fields } = interpret(searchWords(f.specialty), await vocabularyOf(db));
    where.push(
      fields
        ? inFields(fields)
        : sql`lower(d.specialization) = ${f.specialty.trim().toLowerCase()}`,
    );
  }
  if (f.rating !== undefined && f.rating > 0) where.push(sql`d.rating_avg >= ${f.rating}`);
  if (f.location?.trim()) {
    // A city the directory knows is an exact match; anything else a typo-tolerant one.
    const { cities } = interpret(searchWords(f.location), await vocabularyOf(db));
    where.push(cities ? inCities(cities) : cityCondition(sql`lower(d.city)`, f.location));
  }
  if (f.available)
    where.push(sql`exists (select 1 from doctor_schedules s where s.doctor_id = d.id)`);
  return where;
}

const and = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

/** The verified list, best rated first, paged on (rating, id). */
export async function listDoctors(
  db: Db,
  query: DoctorFilters & { limit: number; cursor?: string },
): Promise<{ doctors: DoctorListItem[]; nextCursor: string | null }> {
  const where = [PUBLIC, ...(await doctorFilters(db, query))];
  if (query.cursor) {
    const [rating, id] = decodeCursor(
      query.cursor,
      (p): p is [number, string] =>
        typeof p[0] === 'number' && p[0] >= 0 && p[0] <= 5 && isUuid(p[1] as string),
    );
    where.push(sql`(d.rating_avg < ${rating} or (d.rating_avg = ${rating} and d.id > ${id}))`);
  }
  const { rows } = await sql<DoctorCard>`select ${cardColumns} from doctors d
    where ${and(where)}
    order by d.rating_avg desc, d.id
    limit ${query.limit + 1}`.execute(db);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    doctors: await toListItems(db, page),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor([Number(last.rating_avg), last.id]) : null,
  };
}

/** Verified doctors within a radius, nearest first, with distanceKm. */
export async function nearbyDoctors(
  db: Db,
  query: DoctorFilters & { lat: number; lng: number; radius?: number; limit: number },
): Promise<{ doctors: DoctorListItem[]; total: number; totalCapped: boolean }> {
  const metres = (query.radius ?? DOCTOR_NEARBY_RADIUS_KM) * 1000;
  const here = sql`ll_to_earth(${query.lat}::float8, ${query.lng}::float8)`;
  const within = sql`${PUBLIC} and d.lat is not null and d.lng is not null
      and earth_box(${here}, ${metres}::float8) @> ll_to_earth(d.lat, d.lng)
      and earth_distance(${here}, ll_to_earth(d.lat, d.lng)) <= ${metres}::float8
      and ${and(await doctorFilters(db, { specialty: query.specialty, rating: query.rating }))}`;
  // How many the radius holds, so a smaller radius visibly narrows the answer: counted
  // in the same statement, from the geo index alone, and only up to the cap (a dense
  // city counted in full costs more than the answer itself).
  const { rows } = await sql<DoctorCard & { counted: string }>`select ${cardColumns},
      earth_distance(${here}, ll_to_earth(d.lat, d.lng)) as distance_m,
      (select count(*) from (select 1 from doctors d where ${within}
        limit ${NEARBY_TOTAL_CAP + 1}) capped) as counted
    from doctors d
    where ${within}
    order by ll_to_earth(d.lat, d.lng) <-> ${here}
    limit ${query.limit}`.execute(db);
  const counted = Number(rows[0]?.counted ?? 0);
  return {
    doctors: await toListItems(db, rows),
    total: Math.min(counted, NEARBY_TOTAL_CAP),
    totalCapped: counted > NEARBY_TOTAL_CAP,
  };
}

/**
 * Doctors by name, specialty or city, typo-tolerant; an empty query falls back to the
 * verified list (000 §7).
 */
export async function searchDoctors(
  db: Db,
  query: DoctorFilters & { q: string; limit: number },
): Promise<DoctorListItem[]> {
  const words = searchWords(query.q);
  if (words.length === 0) return (await listDoctors(db, query)).doctors;
  const meaning = interpret(words, await vocabularyOf(db));
  const where = [PUBLIC, ...(await doctorFilters(db, query))];
  if (meaning.cities) where.push(inCities(meaning.cities));
  if (meaning.fields) where.push(inFields(meaning.fields));
  const name = sql`lower(d.full_name)`;
  for (const word of meaning.names) where.push(wordMatches(name, word));
  const { rows } = await sql<DoctorCard>`select ${cardColumns}
    from doctors d
    where ${and(where)}
    order by ${byScore(name, meaning.names)} d.rating_avg desc, d.id
    limit ${query.limit}`.execute(db);
  return toListItems(db, rows);
}

type ProfileRow = {
  id: string;
  full_name: string;
  first_name: string;
  last_name: string;
  specialization: string;
  qualification: string;
  photo_url: string | null;
  nmc_number: string | null;
  rating_avg: number;
  about: string;
  contact_phone: string;
  contact_email: string;
  clinic_name: string | null;
  city: string;
  lat: number | null;
  lng: number | null;
  education: DoctorProfile['education'] | string;
  experience: DoctorProfile['experience'] | string;
};

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** A verified doctor's public profile; 404 DOCTOR_NOT_FOUND for anyone else. */
export async function getDoctor(db: Db, id: string): Promise<DoctorProfile> {
  if (!isUuid(id)) throw new AppError(404, 'DOCTOR_NOT_FOUND');
  const { rows } = await sql<ProfileRow>`select d.id, d.full_name, d.first_name, d.last_name,
      d.specialization, d.qualification, d.photo_url, d.nmc_number, d.rating_avg, d.about, d.contact_phone,
      d.contact_email, d.clinic_name, d.city, d.lat, d.lng, d.education, d.experience
    from doctors d where d.id = ${id} and ${PUBLIC}`.execute(db);
  const r = rows[0];
  if (!r) throw new AppError(404, 'DOCTOR_NOT_FOUND');
  return {
    _id: r.id,
    name: r.full_name,
    fullName: r.full_name,
    firstName: r.first_name,
    lastName: r.last_name,
    specialty: r.specialization,
    qualification: r.qualification,
    profilePhoto: r.photo_url,
    nmcNumber: r.nmc_number,
    rating: Number(r.rating_avg),
    about: r.about,
    contact: { phone: r.contact_phone, email: r.contact_email },
    clinicDetails: {
      ...(r.clinic_name ? { name: r.clinic_name } : {}),
      address: { city: r.city },
    },
    location: r.lat === null || r.lng === null ? null : { lat: Number(r.lat), lng: Number(r.lng) },
    education: json(r.education),
    experience: json(r.experience),
  };
}

/** A verified doctor's weekly schedule; 404 DOCTOR_NOT_FOUND for anyone else. */
export async function doctorSchedule(db: Db, id: string): Promise<ScheduleEntry[]> {
  if (!isUuid(id)) throw new AppError(404, 'DOCTOR_NOT_FOUND');
  const { rows } = await sql<{ id: string }>`select d.id from doctors d
    where d.id = ${id} and ${PUBLIC}`.execute(db);
  if (rows.length === 0) throw new AppError(404, 'DOCTOR_NOT_FOUND');
  return (await schedulesOf(db, [id])).get(id) ?? [];
}

/** Slots by day name, every day present (empty when the doctor does not work then). */
export async function doctorAvailability(
  db: Db,
  id: string,
): Promise<Record<Weekday, ScheduleEntry[]>> {
  const schedule = await doctorSchedule(db, id);
  const byDay = Object.fromEntries(weekdayNames.map((d) => [d, [] as ScheduleEntry[]])) as Record<
    Weekday,
    ScheduleEntry[]
  >;
  for (const entry of schedule) byDay[entry.day].push(entry);
  return byDay;
}

// ---- Providers ----

type ProviderRowOut = {
  id: string;
  name: string;
  city: string;
  address: string | null;
  phone: string | null;
  rating: number | null;
  distance_m?: number;
};

const providerColumns = sql`p.id, p.name, p.city, p.address, p.phone, p.rating`;

const toProviderItem = (r: ProviderRowOut): ProviderItem => ({
  _id: r.id,
  name: r.name,
  location: { city: r.city, ...(r.address ? { address: r.address } : {}) },
  phone: r.phone,
  rating: r.rating === null ? null : Number(r.rating),
  ...(r.distance_m === undefined ? {} : { distanceKm: roundKm(Number(r.distance_m)) }),
});

/** One type's list by name, paged on (name, id). */
export async function listProviders(
  db: Db,
  type: ProviderType,
  query: { limit: number; cursor?: string },
): Promise<{ providers: ProviderItem[]; nextCursor: string | null }> {
  const where = [sql`p.type = ${kindOf[type]}`];
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
  const where = [sql`p.type = ${kindOf[type]}`, ...words.map((w) => wordMatches(text, w))];
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
    where p.type = ${kindOf[type]} and ${rating}
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
    from providers p where p.id = ${id} and p.type = ${kindOf[type]}`.execute(db);
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
const ALL_MODE_LIMIT = 20;
const ONE_TYPE_LIMIT = 50;

/** GET /search: each type asked for, searched in parallel, each its own list. */
export async function searchEverything(
  db: Db,
  query: {
    q: string;
    type: 'all' | 'doctors' | ProviderType;
    location?: string;
    specialty?: string;
    rating?: number;
    availability?: 'true' | 'false';
    limit?: number;
  },
) {
  const all = query.type === 'all';
  const limit = query.limit ?? (all ? ALL_MODE_LIMIT : ONE_TYPE_LIMIT);
  const wants = (type: typeof query.type) => all || query.type === type;
  const providers = (type: ProviderType) =>
    wants(type)
      ? searchProviders(db, type, {
          q: query.q,
          location: query.location,
          rating: query.rating,
          limit,
        })
      : Promise.resolve([]);
  // In parallel: on PostgreSQL each runs on its own pooled connection; PGlite queues them.
  const [doctors, hospitals, labs, pharmacies, ambulances] = await Promise.all([
    wants('doctors')
      ? searchDoctors(db, {
          q: query.q,
          specialty: query.specialty,
          rating: query.rating,
          location: query.location,
          available: query.availability === 'true',
          limit,
        })
      : Promise.resolve([]),
    providers('hospitals'),
    providers('labs'),
    providers('pharmacies'),
    providers('ambulances'),
  ]);
  return { doctors, hospitals, labs, pharmacies, ambulances };
}
