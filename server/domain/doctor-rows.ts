import type { Db } from '../db/database';

/** "Dr." is part of the stored name (the directory's rows are named so); the editor and first/last names go without it. */
export const bareName = (name: string) => name.replace(/^Dr\.?\s+/i, '');

export type DoctorRowFor = {
  userId: string;
  fullName: string;
  specialization: string;
  phone: string;
  email: string;
  city: string;
  nmcNumber: string | null;
  /** True when an admin approves (listed, bookable); false for a registered doctor's draft. */
  verified: boolean;
};

/**
 * The `doctors` row of a doctor account that has none yet: a registered doctor's unlisted
 * draft (doctor-profile, issue 16) or the row approval creates (verification, ADR 0020).
 * An existing row of that account is left as it is; the answer is then undefined.
 */
export function insertDoctorRow(db: Db, doctor: DoctorRowFor) {
  const [first = doctor.fullName, ...rest] = bareName(doctor.fullName).split(/\s+/);
  return db
    .insertInto('doctors')
    .values({
      user_id: doctor.userId,
      full_name: doctor.fullName,
      first_name: first,
      last_name: rest.join(' '),
      specialization: doctor.specialization,
      education: '[]',
      experience: '[]',
      contact_phone: doctor.phone,
      contact_email: doctor.email,
      city: doctor.city,
      languages: ['Nepali', 'English'],
      photo_url: null,
      clinic_name: null,
      address: null,
      lat: null,
      lng: null,
      nmc_number: doctor.nmcNumber,
      nmc_verified: doctor.verified,
      verification_status: doctor.verified ? 'verified' : 'pending',
      created_at: new Date(),
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}
