import { sql } from 'kysely';
import type { AddHospitalRequest, ConnectionRequest, DoctorHospital } from '@contract/schedule';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../http/route';
import { audit } from '../audit';
import { isUuid } from '../cursor';
import { cityOf } from '../verification/effects';
import { doctorIdOf } from './slots';

type Who = { caller: SignedIn<'doctor'>; ip: string | null; now: Date };

type HospitalRow = {
  id: string;
  name: string;
  city: string;
  phone: string | null;
  subtype: string | null;
  registration_number: string | null;
  status: string;
  verification_status: string;
  has_slots: boolean;
  connection_status: 'pending' | 'approved' | 'rejected' | null;
  added_by_doctor: boolean | null;
};

const toHospital = (r: HospitalRow): DoctorHospital => ({
  _id: r.id,
  name: r.name,
  city: r.city,
  phone: r.phone,
  type: r.subtype,
  registrationNumber: r.registration_number,
  verified: r.status === 'active' && r.verification_status === 'verified',
  hasSlots: r.has_slots,
  connectionStatus: r.connection_status,
  addedByMe: r.added_by_doctor ?? false,
});

const toRequest = (r: {
  id: string;
  hospital_id: string;
  name: string;
  status: ConnectionRequest['status'];
  created_at: Date | string;
}): ConnectionRequest => ({
  _id: r.id,
  hospitalId: r.hospital_id,
  hospitalName: r.name,
  status: r.status,
  requestedAt: new Date(r.created_at).toISOString(),
});

async function readHospitals(db: Db, doctorId: string, only?: string) {
  const { rows } = await sql<HospitalRow>`select p.id, p.name, p.city, p.phone, p.subtype,
      p.registration_number, p.status, p.verification_status,
      exists (select 1 from doctor_schedules s where s.doctor_id = ${doctorId}
        and s.hospital_id = p.id) as has_slots,
      c.status as connection_status, c.added_by_doctor
    from providers p
      left join doctor_hospital_connections c on c.hospital_id = p.id and c.doctor_id = ${doctorId}
    where p.type = 'hospital' and p.status <> 'inactive'
      and (c.id is not null or exists (select 1 from doctor_schedules s
        where s.doctor_id = ${doctorId} and s.hospital_id = p.id))
      ${only ? sql`and p.id = ${only}` : sql``}
    order by p.name, p.id`.execute(db);
  return rows.map(toHospital);
}

async function readRequests(db: Db, doctorId: string, only?: string) {
  const { rows } = await sql<Parameters<typeof toRequest>[0]>`select c.id, c.hospital_id,
      p.name, c.status, c.created_at
    from doctor_hospital_connections c join providers p on p.id = c.hospital_id
    where c.doctor_id = ${doctorId} ${only ? sql`and c.id = ${only}` : sql``}
    order by c.created_at desc, c.id`.execute(db);
  return rows.map(toRequest);
}

/** GET /doctor/hospitals: where the doctor works, asked to join or added, and the requests. */
export async function listDoctorHospitals(db: Db, caller: SignedIn<'doctor'>) {
  const doctorId = await doctorIdOf(db, caller.userId);
  if (!doctorId) return { hospitals: [], requests: [] };
  const [hospitals, requests] = await Promise.all([
    readHospitals(db, doctorId),
    readRequests(db, doctorId),
  ]);
  return { hospitals, requests };
}

/**
 * POST /doctor/hospitals (Add Hospital, 001 §7): a hospital provider, active but pending
 * verification, so it is in the admins' provider table and hidden from the public until an
 * admin verifies it (ADR 0031). The doctor's request to join it is stored with it.
 */
export async function addHospital(db: Db, body: AddHospitalRequest, { caller, ip, now }: Who) {
  const doctorId = await doctorIdOf(db, caller.userId);
  if (!doctorId) throw new AppError(403, 'FORBIDDEN');
  const city = cityOf(body.city);
  if (!city) throw new AppError(400, 'CITY_UNKNOWN', 'city');
  const same = await db
    .selectFrom('providers')
    .select('id')
    .where('type', '=', 'hospital')
    .where(sql<boolean>`lower(name) = lower(${body.name})`)
    .where('city', '=', city.name)
    .executeTakeFirst();
  if (same) throw new AppError(409, 'HOSPITAL_EXISTS', 'name');
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('providers')
      .values({
        type: 'hospital',
        user_id: null,
        name: body.name,
        name_ne: null,
        city: city.name,
        address: body.city === city.name ? null : body.city,
        lat: city.lat,
        lng: city.lng,
        phone: body.phone,
        email: null,
        rating: null,
        departments: '[]',
        created_at: now,
        status: 'active',
        verification_status: 'pending',
        subtype: body.type,
        registration_number: body.registrationNumber || null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('doctor_hospital_connections')
      .values({
        doctor_id: doctorId,
        hospital_id: row.id,
        added_by_doctor: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await audit(trx, {
      actor: { id: caller.userId, role: caller.role },
      action: 'create',
      subjectType: 'hospital',
      subjectId: row.id,
      ip,
      details: {
        after: {
          name: body.name,
          type: body.type,
          city: city.name,
          phone: body.phone,
          registrationNumber: body.registrationNumber,
          verificationStatus: 'pending',
        },
      },
    });
    return row.id;
  });
  const [hospital] = await readHospitals(db, doctorId, id);
  return { hospital: hospital! };
}

/** POST /doctor/hospitals/:id/connect: a pending request to join a listed hospital. */
export async function connectHospital(db: Db, hospitalId: string, { caller, ip, now }: Who) {
  const doctorId = await doctorIdOf(db, caller.userId);
  const hospital =
    doctorId && isUuid(hospitalId)
      ? await db
          .selectFrom('providers')
          .select(['id', 'name'])
          .where('id', '=', hospitalId)
          .where('type', '=', 'hospital')
          .where('status', '=', 'active')
          .where('verification_status', '=', 'verified')
          .executeTakeFirst()
      : undefined;
  if (!doctorId || !hospital) throw new AppError(404, 'HOSPITAL_NOT_FOUND');
  const row = await db
    .insertInto('doctor_hospital_connections')
    .values({ doctor_id: doctorId, hospital_id: hospital.id, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['doctor_id', 'hospital_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError(409, 'CONNECTION_EXISTS');
  await audit(db, {
    actor: { id: caller.userId, role: caller.role },
    action: 'create',
    subjectType: 'hospital-connection',
    subjectId: row.id,
    ip,
    details: { after: { hospitalId: hospital.id, hospitalName: hospital.name, status: 'pending' } },
  });
  const [request] = await readRequests(db, doctorId, row.id);
  return { request: request! };
}
