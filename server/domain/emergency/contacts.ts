import {
  MAX_EMERGENCY_CONTACTS,
  type EmergencyContact,
  type emergencyContactRequest,
} from '@contract/emergency';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/errors';
import { isUuid } from '../cursor';

/**
 * A patient's emergency contacts (002 §3, §5): at most five, name and phone required, one
 * phone once. Every query is scoped to the patient: another patient's contact is 404.
 */

type ContactInput = z.output<typeof emergencyContactRequest>;
type ContactRow = { id: string; name: string; relationship: string; phone: string };

const columns = ['id', 'name', 'relationship', 'phone'] as const;
const toContact = (r: ContactRow): EmergencyContact => ({
  id: r.id,
  name: r.name,
  relationship: r.relationship,
  phone: r.phone,
});

export async function listContacts(db: Db, patientId: string): Promise<EmergencyContact[]> {
  const rows = await db
    .selectFrom('emergency_contacts')
    .select(columns)
    .where('patient_id', '=', patientId)
    .orderBy('seq')
    .execute();
  return rows.map(toContact);
}

/** Serialises one patient's contact changes, so two adds cannot both be the fifth. */
async function lockPatient(db: Db, patientId: string) {
  await db.selectFrom('users').select('id').where('id', '=', patientId).forUpdate().execute();
}

async function refuseDuplicate(db: Db, patientId: string, phone: string, except?: string) {
  let query = db
    .selectFrom('emergency_contacts')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('phone', '=', phone);
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst())
    throw new AppError(409, 'EMERGENCY_CONTACT_DUPLICATE', 'phone');
}

export async function addContact(
  db: Db,
  patientId: string,
  body: ContactInput,
  now: Date,
): Promise<EmergencyContact> {
  return db.transaction().execute(async (trx) => {
    await lockPatient(trx, patientId);
    const { count } = await trx
      .selectFrom('emergency_contacts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('patient_id', '=', patientId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_EMERGENCY_CONTACTS) throw new AppError(409, 'EMERGENCY_CONTACTS_MAX');
    await refuseDuplicate(trx, patientId, body.phone);
    const row = await trx
      .insertInto('emergency_contacts')
      .values({ patient_id: patientId, ...body, created_at: now, updated_at: now })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return toContact(row);
  });
}

export async function updateContact(
  db: Db,
  patientId: string,
  id: string,
  body: ContactInput,
  now: Date,
): Promise<EmergencyContact> {
  if (!isUuid(id)) throw new AppError(404, 'EMERGENCY_CONTACT_NOT_FOUND');
  return db.transaction().execute(async (trx) => {
    await lockPatient(trx, patientId);
    await refuseDuplicate(trx, patientId, body.phone, id);
    const row = await trx
      .updateTable('emergency_contacts')
      .set({ ...body, updated_at: now })
      .where('id', '=', id)
      .where('patient_id', '=', patientId)
      .returning(columns)
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'EMERGENCY_CONTACT_NOT_FOUND');
    return toContact(row);
  });
}

export async function deleteContact(db: Db, patientId: string, id: string) {
  const row = isUuid(id)
    ? await db
        .deleteFrom('emergency_contacts')
        .where('id', '=', id)
        .where('patient_id', '=', patientId)
        .returning('id')
        .executeTakeFirst()
    : undefined;
  if (!row) throw new AppError(404, 'EMERGENCY_CONTACT_NOT_FOUND');
  return { id: row.id };
}
