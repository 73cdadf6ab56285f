import { sql } from 'kysely';
import type { DoctorProfile, ScheduleEntry } from '@contract/entities';
import type { Db } from '../../db/database';
import type { Weekday } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isUuid } from '../cursor';
import { weekdayNames } from '../discovery-data';
import { schedulesOf } from './doctors';
import { PUBLIC } from './shared';

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
  about_language: 'en' | 'ne';
  contact_phone: string;
  contact_email: string;
  clinic_name: string | null;
  city: string;
  lat: number | null;
  lng: number | null;
  education: DoctorProfile['education'] | string;
  experience: DoctorProfile['experience'] | string;
};

export const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** A verified doctor's public profile; 404 DOCTOR_NOT_FOUND for anyone else. */
export async function getDoctor(db: Db, id: string): Promise<DoctorProfile> {
  if (!isUuid(id)) throw new AppError(404, 'DOCTOR_NOT_FOUND');
  const { rows } = await sql<ProfileRow>`select d.id, d.full_name, d.first_name, d.last_name,
      d.specialization, d.qualification, d.photo_url, d.nmc_number, d.rating_avg, d.about, d.about_language, d.contact_phone,
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
    language: r.about_language,
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
