import { sql, type RawBuilder } from 'kysely';
import { NEARBY_TOTAL_CAP } from '@contract/discovery';
import type { DoctorListItem, ScheduleEntry } from '@contract/entities';
import type { Db } from '../../db/database';
import type { Weekday } from '../../db/schema';
import { decodeCursor, encodeCursor, isUuid } from '../cursor';
import { weekdayNames } from '../discovery-data';
import { interpret, vocabularyOf } from '../search-vocabulary';
import {
  DOCTOR_NEARBY_RADIUS_KM,
  PUBLIC,
  cityCondition,
  score,
  searchWords,
  wordMatches,
} from './shared';

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
  schedules: ScheduleTuple[];
};

/** One schedule entry as the card statement returns it (a JSON array, see `cardColumns`). */
type ScheduleTuple = [
  day: Weekday,
  startTime: string,
  endTime: string,
  fee: number,
  department: string,
  hospital: string,
];

/**
 * A card's columns, its weekly schedule included: a correlated subquery in the select list,
 * which PostgreSQL evaluates only for the rows the LIMIT keeps (an expensive target is
 * computed after the sort), so a page is one statement and one round trip, not two. The
 * hospital's name by its primary key (the foreign key guarantees it), not a join the planner
 * would answer by hashing every provider once per doctor.
 */
const cardColumns = sql`d.id, d.full_name, d.specialization, d.experience_years, d.rating_avg,
  d.photo_url, d.nmc_verified, d.city,
  coalesce((select json_agg(json_build_array(s.day, s.start_time, s.end_time,
      s.consultation_fee, s.department,
      (select p.name from providers p where p.id = s.hospital_id)))
    from doctor_schedules s where s.doctor_id = d.id), '[]'::json) as schedules`;

export const dayIndex = (day: string) => weekdayNames.indexOf(day as Weekday);

type ScheduleRow = {
  doctor_id: string;
  day: Weekday;
  start_time: string;
  end_time: string;
  consultation_fee: number;
  department: string;
  hospital_name: string;
};

/** Sunday first, by start time. */
const scheduleOrder = (a: ScheduleTuple, b: ScheduleTuple) =>
  dayIndex(a[0]) - dayIndex(b[0]) || a[1].localeCompare(b[1]);

const toEntry = ([day, startTime, endTime, fee, department, hospital]: ScheduleTuple) => ({
  day,
  startTime,
  endTime,
  consultationFee: Number(fee),
  hospital: { name: hospital, department },
});

/** A card's schedule, as the contract reads it, Sunday first, by start time. */
const scheduleOf = (tuples: ScheduleTuple[]): ScheduleEntry[] =>
  [...tuples].sort(scheduleOrder).map(toEntry);

/** Weekly schedules of some doctors, Sunday first, by start time. */
export async function schedulesOf(
  db: Db,
  doctorIds: string[],
): Promise<Map<string, ScheduleEntry[]>> {
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
  const tuples = new Map<string, ScheduleTuple[]>();
  for (const r of rows as ScheduleRow[]) {
    const list = tuples.get(r.doctor_id) ?? [];
    list.push([r.day, r.start_time, r.end_time, r.consultation_fee, r.department, r.hospital_name]);
    tuples.set(r.doctor_id, list);
  }
  for (const [id, list] of tuples) map.set(id, scheduleOf(list));
  return map;
}

export const roundKm = (metres: number) => Math.round(metres / 100) / 10;

function toListItems(rows: DoctorCard[]): DoctorListItem[] {
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
    advancedSchedule: scheduleOf(r.schedules),
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

export const and = (conditions: RawBuilder<unknown>[]) =>
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
    doctors: toListItems(page),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor([Number(last.rating_avg), last.id]) : null,
  };
}

/**
 * earthdistance's functions spelt out, for nearby (ADR 0051): `ll_to_earth`, `earth_box` and
 * `earth_distance` are SQL functions that PostgreSQL does not inline (ll_to_earth returns a
 * domain; sec_to_gc uses its argument three times), so each call in a row's filter or
 * select list ran a SQL function's executor (about 5 µs each, two hundred a call), and each
 * of the query point's eight occurrences was evaluated again while planning. The same
 * arithmetic written inline is folded into a constant for the query point and computed by
 * built-in operators for each row, with the same result to the bit. The geo index is on
 * `ll_to_earth(lat, lng)` itself, so the index conditions and the order keep that call
 * (answered from the index, never computed per row).
 */
const earthPoint = (lat: RawBuilder<unknown>, lng: RawBuilder<unknown>) =>
  sql`cube(cube(cube(earth()*cos(radians(${lat}))*cos(radians(${lng}))),earth()*cos(radians(${lat}))*sin(radians(${lng}))),earth()*sin(radians(${lat})))`;
/** earthdistance's gc_to_sec: the straight-line distance of a great-circle one. */
const gcToSec = (metres: RawBuilder<unknown>) =>
  sql`(case when ${metres} < 0 then 0::float8 when ${metres}/earth() > pi() then 2*earth() else 2*earth()*sin(${metres}/(2*earth())) end)`;
/** earthdistance's sec_to_gc: the great-circle distance of a straight-line one. */
const secToGc = (chord: RawBuilder<unknown>) =>
  sql`(case when ${chord} < 0 then 0::float8 when ${chord}/(2*earth()) > 1 then pi()*earth() else 2*earth()*asin(${chord}/(2*earth())) end)`;
/** A doctor's point as the geo index holds it: read from the index where it is scanned. */
const indexedPoint = sql`ll_to_earth(d.lat, d.lng)`;

/** Verified doctors within a radius, nearest first, with distanceKm. */
export async function nearbyDoctors(
  db: Db,
  query: DoctorFilters & { lat: number; lng: number; radius?: number; limit: number },
): Promise<{ doctors: DoctorListItem[]; total: number; totalCapped: boolean }> {
  const metres = sql`${(query.radius ?? DOCTOR_NEARBY_RADIUS_KM) * 1000}::float8`;
  const filters = and(
    await doctorFilters(db, { specialty: query.specialty, rating: query.rating }),
  );
  // earth_distance(here, point) <= metres, with the point from the index or from the row.
  const within = (point: RawBuilder<unknown>) => sql`${PUBLIC}
      and d.lat is not null and d.lng is not null
      and p.box @> ${indexedPoint}
      and ${secToGc(sql`cube_distance(p.here, ${point})`)} <= p.metres
      and ${filters}`;
  const rowPoint = earthPoint(sql`d.lat`, sql`d.lng`);
  // The query point and its box once (p), computed while planning; the nearest by the geo
  // index's order, as a lateral scan whose conditions and order take them from p, kept in
  // that order (rank: the scan's, so doctors at one spot come as they did). How many
  // the radius holds, so a smaller radius visibly narrows the answer: counted in the same
  // statement, from the geo index alone, and only up to the cap (a dense city counted in
  // full costs more than the answer itself).
  const { rows } = await sql<DoctorCard & { counted: string }>`with p as materialized (
      select h.here, cube_enlarge(h.here, ${gcToSec(metres)}, 3) as box, ${metres} as metres
      from (select ${earthPoint(sql`${query.lat}::float8`, sql`${query.lng}::float8`)} as here) h)
    select ${cardColumns},
      ${secToGc(sql`cube_distance(p.here, ${rowPoint})`)} as distance_m, c.counted
    from p
    cross join lateral (select count(*) as counted from (select 1 from doctors d
      where ${within(indexedPoint)} limit ${NEARBY_TOTAL_CAP + 1}) capped) c
    cross join lateral (select nearest.*, row_number() over () as rank from (
        select d.id, d.full_name, d.specialization, d.experience_years, d.rating_avg,
          d.photo_url, d.nmc_verified, d.city, d.lat, d.lng
        from doctors d
        where ${within(rowPoint)}
        order by ${indexedPoint} <-> p.here
        limit ${query.limit}) nearest) d
    order by d.rank`.execute(db);
  const counted = Number(rows[0]?.counted ?? 0);
  return {
    doctors: toListItems(rows),
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
  if (meaning.names.length === 0) {
    const { rows } = await sql<DoctorCard>`select ${cardColumns}
      from doctors d
      where ${and(where)}
      order by d.rating_avg desc, d.id
      limit ${query.limit}`.execute(db);
    return toListItems(rows);
  }
  // Name words (migration 0040, ADR 0051): matched and scored once per distinct name, by the
  // same conditions and score as against each doctor's lower(full_name); then each matching
  // name's best-rated doctors by an index-only scan, since within one name the score ties
  // and rating and id decide. Only the page's doctors are read from the table.
  const name = sql`n.name`;
  const { rows } = await sql<DoctorCard>`with names as materialized (
      select n.name, ${score(name, meaning.names)} as score from doctor_names n
      where ${and(meaning.names.map((word) => wordMatches(name, word)))}),
    hits as (
      select h.id, names.score, h.rating_avg from names
      cross join lateral (select d.id, d.rating_avg from doctors d
        where lower(d.full_name) = names.name and ${and(where)}
        order by d.rating_avg desc, d.id
        limit ${query.limit}) h
      order by names.score desc, h.rating_avg desc, h.id
      limit ${query.limit})
    select ${cardColumns}
    from hits join doctors d on d.id = hits.id
    order by hits.score desc, hits.rating_avg desc, hits.id`.execute(db);
  return toListItems(rows);
}
