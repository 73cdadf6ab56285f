import { sql } from 'kysely';
import type { EndpointName } from '@contract/endpoints';
import type { Role } from '@contract/roles';
import { DEMO_DOCTOR_ID } from '../../domain/seed-directory';
import { validBodies } from '../harness';
import { PNG } from './forms';
import { careBodies, careParam, careWorld } from './fuzz-world-care';
import { t } from './setup';

/**
 * The fuzz world's doctor's workspace (issue 16) and patient portal (issue 17): real ids
 * for their path parameters, found in (or added to) the seeded demo.
 */

type First = (query: ReturnType<typeof sql<{ id: string }>>) => Promise<string>;

/** The path parameter of a portal endpoint, or undefined for the others. */
export function portalParam(ids: Record<string, string>, endpoint: EndpointName) {
  // issue 17 · emergency: the demo patient's first contact to edit, her last to delete.
  if (endpoint === 'updateEmergencyContact') return ids.emergencyContact!;
  if (endpoint === 'deleteEmergencyContact') return ids.spareEmergencyContact!;
  // issue 17 · medicine orders: the demo patient's orders; the demo pharmacy ships one.
  if (endpoint === 'order') return ids.order!;
  if (endpoint === 'cancelOrder') return ids.cancellableOrder!;
  if (endpoint === 'advanceOrder') return ids.advanceableOrder!;
  // issue 16 · schedule: the demo doctor's spare slots (one to edit, one to delete), a hospital to join.
  if (endpoint === 'updateScheduleSlot') return ids.scheduleSlot!;
  if (endpoint === 'deleteScheduleSlot') return ids.spareScheduleSlot!;
  if (endpoint === 'connectHospital') return ids.hospitals!;
  // issue 16 · doctor profile: the bio section (its sample body is in validBodies).
  if (endpoint === 'updateDoctorProfileSection') return 'bio';
  if (endpoint === 'profileImage') return `pi-${'1'.padStart(32, '0')}.png`;
  if (endpoint === 'doctorProfileDocument') return ids.profileDocument!;
  // issue 17 · patient profile: her seeded document to read, a spare one to delete.
  if (endpoint === 'patientDocumentFile') return ids.patientDocument;
  if (endpoint === 'deletePatientDocument') return ids.sparePatientDocument;
  // Issue 18: care between doctors (fuzz-world-care.ts).
  return careParam(ids, endpoint);
}

/** Adds the portal's real ids to `ids`. */
export async function portalWorld(
  users: Record<Role, { id: string }>,
  ids: Record<string, string>,
  first: First,
) {
  // issue 17 · doctor ratings: the demo patient's completed visit to the demo doctor, unrated.
  ids.unratedVisit = await first(sql`select a.id from appointments a
    where a.patient_id = ${users.patient.id} and a.doctor_id = ${DEMO_DOCTOR_ID}
      and a.status = 'completed'
      and not exists (select 1 from doctor_ratings r where r.appointment_id = a.id) limit 1`);
  // issue 17 · emergency: her seeded contacts, and an active emergency for cancel to end.
  ids.emergencyContact = await first(sql`select id from emergency_contacts
    where patient_id = ${users.patient.id} order by seq limit 1`);
  ids.spareEmergencyContact = await first(sql`select id from emergency_contacts
    where patient_id = ${users.patient.id} order by seq desc limit 1`);
  await sql`insert into emergencies (patient_id, lat, lng)
    values (${users.patient.id}, 27.705467, 85.314972) on conflict do nothing`.execute(t.db);
  // issue 17 · medicine orders: the demo pharmacy (Sajha) to order from, her seeded orders,
  // one processing elsewhere to cancel and one processing at Sajha for it to ship.
  ids.orderPharmacy = await first(
    sql`select id from providers where user_id = ${users.pharmacy.id}`,
  );
  ids.order = await first(sql`select id from medicine_orders
    where patient_id = ${users.patient.id} order by created_at limit 1`);
  ids.cancellableOrder = await first(sql`select id from medicine_orders
    where patient_id = ${users.patient.id} and status = 'processing'
      and pharmacy_id <> ${ids.orderPharmacy} limit 1`);
  ids.advanceableOrder = await first(sql`select id from medicine_orders
    where status = 'processing' and pharmacy_id = ${ids.orderPharmacy} limit 1`);
  // issue 16 · schedule: two early Saturday slots of the demo doctor at a listed hospital.
  const spareSlot = (start: string, end: string) =>
    first(sql`insert into doctor_schedules
      (doctor_id, hospital_id, day, start_time, end_time, consultation_fee, department)
      values (${DEMO_DOCTOR_ID}, ${ids.hospitals}, 'Saturday', ${start}, ${end}, 500, 'Cardiology')
      returning id`);
  ids.scheduleSlot = await spareSlot('05:00', '06:00');
  ids.spareScheduleSlot = await spareSlot('06:00', '07:00');
  // issue 17 · patient profile: her seeded document, and a copy of it to delete.
  ids.patientDocument = await first(sql`select id from patient_documents
    where user_id = ${users.patient.id} order by created_at, id limit 1`);
  ids.sparePatientDocument = await first(sql`insert into patient_documents
      (user_id, category, name, type, size, stored_name, seed_file, created_at)
    select user_id, category, name, type, size, 'spare-' || stored_name, seed_file, now()
      from patient_documents where id = ${ids.patientDocument} returning id`);
  // issue 16 · doctor profile: the demo doctor's seeded MBBS certificate.
  ids.profileDocument = await first(sql`select file as id from doctor_profile_documents
    where doctor_id = ${DEMO_DOCTOR_ID} order by name limit 1`);
  // Issue 18: care between doctors (fuzz-world-care.ts).
  await careWorld(users, ids, first);
}
/** Bodies of the portal's endpoints that name real rows. */
export const portalBodies = (ids: Record<string, string>) => ({
  rateDoctor: { ...validBodies.rateDoctor, appointmentId: ids.unratedVisit },
  placeOrder: { ...validBodies.placeOrder, pharmacyId: ids.orderPharmacy },
  createScheduleSlot: { ...validBodies.createScheduleSlot, hospitalId: ids.hospitals },
  updateScheduleSlot: { ...validBodies.updateScheduleSlot, hospitalId: ids.hospitals },
  ...careBodies(ids),
});

/** Multipart fields: pictures alone; a document's category; the history paper as JSON, no attachment. */
export const portalMultipart = {
  updateDoctorProfilePicture: {},
  uploadDoctorProfileDocument: { kind: 'certificate' },
  uploadProfilePicture: {},
  uploadPatientDocument: { category: 'insurance', description: 'Health Insurance Board card' },
  submitHistoryPaper: {
    historyPaperData: { language: 'en', symptoms: [{ symptom: 'fever', days: 2 }] },
  },
};

/** Files: the doctor's and the patient's new pictures, the patient's document. */
export const portalFiles = {
  updateDoctorProfilePicture: [{ name: 'profilePicture', file: PNG, filename: 'me.png' }],
  uploadDoctorProfileDocument: [{ name: 'file', file: PNG, filename: 'mbbs.png' }],
  uploadProfilePicture: [{ name: 'profilePicture', file: PNG, filename: 'me.png' }],
  uploadPatientDocument: [{ name: 'file', file: PNG, filename: 'card.png' }],
};
