import type { z } from 'zod';
import {
  type DoctorProfile,
  profileAttachmentSlots,
  type ProfileSection,
  type profileSectionBody,
} from '@contract/doctor-profile';
import type { Db } from '../../db/database';
import type { DoctorProfileDetails } from '../../db/schema-doctor-profile';
import { AppError } from '../../http/errors';
import { audit } from '../audit';
import { attachDocuments, removeUnnamedDocuments } from './documents';
import { bareName, detailsOf, doctorOf, readProfile } from './read';

type Body = z.output<typeof profileSectionBody>;
/** The sections whose entries name files (the others cannot drop one). */
const sectionsWithFiles = new Set<string>(profileAttachmentSlots.map((s) => s.section));
type Caller = { userId: string; role: string };
type DoctorRow = Awaited<ReturnType<typeof doctorOf>>;

/** What the public page lists as education (001 §3 → the `doctors.education` column). */
function publicEducation(d: DoctorProfileDetails) {
  const year = (y: number | null | undefined) => (y ? String(y) : '');
  const out: { degree: string; institution: string; year: string }[] = [];
  if (d.graduation?.degree || d.graduation?.institution)
    out.push({
      degree: d.graduation.degree,
      institution: d.graduation.institution,
      year: year(d.graduation.year),
    });
  for (const p of d.postGraduation ?? [])
    out.push({
      degree: p.specialization ? `${p.degree} (${p.specialization})` : p.degree,
      institution: p.institution,
      year: year(p.year),
    });
  for (const q of d.dmQualifications ?? [])
    out.push({
      degree: `DM (${q.specialization})`,
      institution: q.institution,
      year: year(q.year),
    });
  for (const f of d.fellowships ?? [])
    out.push({ degree: f.title, institution: f.institution, year: year(f.year) });
  return out;
}

/** The one-line qualification the search card shows, e.g. "MBBS, MD (Cardiology)". */
function qualificationOf(d: DoctorProfileDetails) {
  return publicEducation(d)
    .map((e) => e.degree)
    .filter(Boolean)
    .slice(0, 4)
    .join(', ');
}

/** The `doctors` columns and the details a section's save changes. */
function changesOf(body: Body, doctor: DoctorRow, details: DoctorProfileDetails) {
  switch (body.section) {
    case 'basic': {
      const name = bareName(body.fullName);
      const [first, ...rest] = name.split(/\s+/);
      return {
        doctor: {
          full_name: `Dr. ${name}`,
          first_name: first ?? name,
          last_name: rest.join(' '),
          contact_phone: body.phoneNumber,
          contact_email: body.email,
          specialization: body.specialization,
          experience_years: body.experience,
        },
        details: {
          age: body.age,
          gender: body.gender,
          bloodGroup: body.bloodGroup,
          dateOfBirth: body.dateOfBirth,
        },
      };
    }
    case 'nmc':
      if (doctor.nmc_verified && body.nmcNumber !== doctor.nmc_number)
        throw new AppError(409, 'PROFILE_NMC_LOCKED', 'nmcNumber');
      return { doctor: { nmc_number: body.nmcNumber }, details: {} };
    case 'education': {
      const next = {
        medicalCollege: body.medicalCollege,
        graduation: body.graduation,
        postGraduation: body.postGraduation,
        dmQualifications: body.dmQualifications,
        fellowships: body.fellowships,
      };
      const merged = { ...details, ...next };
      return {
        doctor: {
          education: JSON.stringify(publicEducation(merged)),
          qualification: qualificationOf(merged),
        },
        details: next,
      };
    }
    case 'experience':
      return {
        doctor: {
          experience: JSON.stringify(
            body.currentWorkingPlaces.map((w) => ({
              position: w.position,
              hospital: w.hospitalName,
              duration: w.startDate ? `${w.startDate.slice(0, 4)} –` : '',
            })),
          ),
          clinic_name: body.currentWorkingPlaces[0]?.hospitalName ?? doctor.clinic_name,
        },
        details: { currentWorkingPlaces: body.currentWorkingPlaces },
      };
    case 'research':
      return { doctor: {}, details: { researchPublications: body.researchPublications } };
    case 'achievements':
      return {
        doctor: {},
        details: { achievements: body.achievements, specialSkills: body.specialSkills },
      };
    case 'bio':
      return {
        doctor: {
          about: body.bio,
          // The bio's language (ADR 0014): Nepali when it is written in Devanagari.
          about_language: /[\u0900-\u097F]/.test(body.bio) ? ('ne' as const) : ('en' as const),
          languages: body.languages,
        },
        details: {},
      };
    case 'socialMedia':
      return { doctor: {}, details: { socialMedia: body.socialMedia } };
  }
}

/** The section's fields as the profile shows them, for the audit's old and new values. */
function sectionView(profile: DoctorProfile, body: Body) {
  const keys = Object.keys(body).filter((k) => k !== 'section') as (keyof DoctorProfile)[];
  return Object.fromEntries(keys.map((k) => [k, profile[k]]));
}

/**
 * Saves one section of the caller's profile (001 §4, §7): the public columns and the
 * details together, audited with the section's old and new values; answers the profile.
 * The files its entries name are checked first; those no entry names any more are deleted.
 */
export async function saveSection(
  { db, filesDir, now }: { db: Db; filesDir: string; now: Date },
  caller: Caller,
  section: string,
  body: Body,
  ip: string,
): Promise<DoctorProfile> {
  if (section !== body.section) throw new AppError(400, 'PROFILE_SECTION_MISMATCH', 'section');
  const doctor = await doctorOf(db, caller.userId);
  const before = await readProfile(db, caller.userId);
  const { details } = await detailsOf(db, doctor.id);
  // The files the entries name must be the doctor's own uploads of the slot's kind.
  await attachDocuments(db, doctor.id, section, body);
  const changes = changesOf(body, doctor, details);
  await db.transaction().execute(async (trx) => {
    if (Object.keys(changes.doctor).length > 0)
      await trx.updateTable('doctors').set(changes.doctor).where('id', '=', doctor.id).execute();
    const merged = JSON.stringify({ ...details, ...changes.details });
    await trx
      .insertInto('doctor_profiles')
      .values({ doctor_id: doctor.id, details: merged })
      .onConflict((oc) =>
        oc.column('doctor_id').doUpdateSet({ details: merged, updated_at: new Date() }),
      )
      .execute();
  });
  if (sectionsWithFiles.has(section))
    await removeUnnamedDocuments(
      { db, filesDir },
      doctor.id,
      details,
      { ...details, ...changes.details },
      now,
    );
  const after = await readProfile(db, caller.userId);
  await audit(db, {
    actor: { id: caller.userId, role: caller.role },
    action: 'update',
    subjectType: 'doctor_profile',
    subjectId: doctor.id,
    ip,
    details: {
      section: section as ProfileSection,
      old: sectionView(before, body),
      new: sectionView(after, body),
    },
  });
  return after;
}
