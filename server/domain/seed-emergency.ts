import type { Db } from '../db/database';

/** The demo patient's emergency contacts (issue 17): family first, then a neighbour. */
const contacts = [
  { name: 'Ramesh Sharma', relationship: 'Husband', phone: '9841234501' },
  { name: 'Anjali Sharma', relationship: 'Daughter', phone: '9851023456' },
  { name: 'Krishna Maharjan', relationship: 'Neighbour', phone: '9803345678' },
];

/** New Baneshwor, Kathmandu: where the demo's past emergency was raised. */
const PAST = { lat: 27.688516, lng: 85.342148 };

/**
 * Sita Sharma's three emergency contacts and one past, resolved emergency in Kathmandu,
 * 40 days before `now` (ADR 0035). Idempotent: a patient who already has contacts or an
 * emergency is left as she is.
 */
export async function seedEmergency(db: Db, now: Date): Promise<void> {
  const patient = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'patient@demo.np')
    .executeTakeFirst();
  if (!patient) return;
  const has = await db
    .selectFrom('emergency_contacts')
    .select('id')
    .where('patient_id', '=', patient.id)
    .executeTakeFirst();
  if (!has)
    await db
      .insertInto('emergency_contacts')
      .values(
        contacts.map((c, i) => ({
          ...c,
          patient_id: patient.id,
          // In the order shown: the husband first.
          created_at: new Date(now.getTime() - (90 - i) * 86_400_000),
          updated_at: new Date(now.getTime() - (90 - i) * 86_400_000),
        })),
      )
      .execute();
  const hadEmergency = await db
    .selectFrom('emergencies')
    .select('id')
    .where('patient_id', '=', patient.id)
    .executeTakeFirst();
  if (!hadEmergency) {
    const raised = new Date(now.getTime() - 40 * 86_400_000);
    await db
      .insertInto('emergencies')
      .values({
        patient_id: patient.id,
        status: 'resolved',
        responder: 'Nepal Red Cross Ambulance Kathmandu',
        ...PAST,
        created_at: raised,
        ended_at: new Date(raised.getTime() + 52 * 60_000),
      })
      .execute();
  }
}
