import {
  MAX_SOS_PER_HOUR,
  NEARBY_SERVICES_PER_KIND,
  type Emergency,
  type NearbyService,
  type SosRequest,
} from '@contract/emergency';
import type { ProviderItem } from '@contract/discovery';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { nearbyProviders } from '../discovery';
import { enqueue } from '../outbox';
import { mapLink } from './map-link';

/**
 * SOS (002 §2, §3; ADR 0035): a Medical emergency at the patient's location, Active with
 * its responder Pending; the nearest ambulances and hospitals come from the directory; every
 * emergency contact gets an SMS through the outbox in the same transaction. One active at a
 * time: SOS while one is active answers that one and texts nobody again.
 */

type EmergencyRow = {
  id: string;
  type: 'medical';
  status: 'active' | 'cancelled' | 'resolved';
  responder: string | null;
  lat: number;
  lng: number;
  created_at: Date;
  ended_at: Date | null;
};

const columns = [
  'id',
  'type',
  'status',
  'responder',
  'lat',
  'lng',
  'created_at',
  'ended_at',
] as const;

const toEmergency = (r: EmergencyRow): Emergency => ({
  id: r.id,
  type: r.type,
  status: r.status,
  responder: r.responder,
  lat: Number(r.lat),
  lng: Number(r.lng),
  mapUrl: mapLink(Number(r.lat), Number(r.lng)),
  createdAt: r.created_at.toISOString(),
  endedAt: r.ended_at ? r.ended_at.toISOString() : null,
});

const asService =
  (type: NearbyService['type']) =>
  (p: ProviderItem): NearbyService => ({
    id: p._id,
    name: p.name,
    type,
    city: p.location.city,
    distanceKm: p.distanceKm ?? 0,
    phone: p.phone,
  });

/** The nearest ambulances, then the nearest hospitals, from the directory. */
export async function nearestServices(db: Db, lat: number, lng: number) {
  const query = { lat, lng, limit: NEARBY_SERVICES_PER_KIND };
  const [ambulances, hospitals] = await Promise.all([
    nearbyProviders(db, 'ambulances', query),
    nearbyProviders(db, 'hospitals', query),
  ]);
  return [...ambulances.map(asService('ambulance')), ...hospitals.map(asService('hospital'))];
}

/** The SMS a contact receives, in English and Nepali (contacts' languages are not known). */
export function sosMessage(patientName: string, link: string): string {
  return [
    `URGENT: ${patientName} needs medical help. Location: ${link} Call 102 for an ambulance.`,
    `आपतकाल: ${patientName} लाई तुरुन्त उपचार चाहिएको छ। स्थान: ${link} एम्बुलेन्सका लागि १०२ मा फोन गर्नुहोस्।`,
  ].join('\n');
}

async function activeRow(db: Db, patientId: string) {
  return db
    .selectFrom('emergencies')
    .select(columns)
    .where('patient_id', '=', patientId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export async function activeEmergency(db: Db, patientId: string) {
  const row = await activeRow(db, patientId);
  if (!row) return { emergency: null, nearby: [] };
  return { emergency: toEmergency(row), nearby: await nearestServices(db, row.lat, row.lng) };
}

export async function triggerSos(
  db: Db,
  patientId: string,
  { lat, lng }: Required<SosRequest>,
  now: Date,
) {
  const result = await db.transaction().execute(async (trx) => {
    // One patient's SOS one at a time: the active check and the hourly count hold.
    const patient = await trx
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', '=', patientId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const active = await activeRow(trx, patientId);
    if (active) return { row: active, alreadyActive: true, contactsNotified: 0 };
    const { count } = await trx
      .selectFrom('emergencies')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('patient_id', '=', patientId)
      .where('created_at', '>', new Date(now.getTime() - 60 * 60 * 1000))
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_SOS_PER_HOUR)
      throw new AppError(429, 'EMERGENCY_TOO_MANY', undefined, {}, { 'retry-after': '3600' });
    const row = await trx
      .insertInto('emergencies')
      .values({ patient_id: patientId, lat, lng, responder: null, created_at: now, ended_at: null })
      .returning(columns)
      .executeTakeFirstOrThrow();
    const contacts = await trx
      .selectFrom('emergency_contacts')
      .select(['phone'])
      .where('patient_id', '=', patientId)
      .orderBy('seq')
      .execute();
    const body = sosMessage(patient.name, mapLink(lat, lng));
    // Not a `notification`: an admin's SMS switch must not silence an emergency.
    for (const contact of contacts)
      await enqueue(trx, {
        channel: 'sms',
        recipient: contact.phone,
        subject: `SOS: ${patient.name}`,
        body,
      });
    return { row, alreadyActive: false, contactsNotified: contacts.length };
  });
  const emergency = toEmergency(result.row);
  return {
    emergency,
    nearby: await nearestServices(db, emergency.lat, emergency.lng),
    alreadyActive: result.alreadyActive,
    contactsNotified: result.contactsNotified,
  };
}

/** Sets the patient's active emergency Cancelled; none active → 409. */
export async function cancelSos(db: Db, patientId: string, now: Date) {
  const row = await db
    .updateTable('emergencies')
    .set({ status: 'cancelled', ended_at: now })
    .where('patient_id', '=', patientId)
    .where('status', '=', 'active')
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new AppError(409, 'EMERGENCY_NOT_ACTIVE');
  return { emergency: toEmergency(row) };
}

export async function emergencyHistory(db: Db, patientId: string) {
  const rows = await db
    .selectFrom('emergencies')
    .select(columns)
    .where('patient_id', '=', patientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return { emergencies: rows.map(toEmergency) };
}
