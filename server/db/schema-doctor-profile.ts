import type { ColumnType, Generated } from 'kysely';
import type { ProfileDocumentKind, ProfileDocumentType } from '@contract/doctor-profile';
import type { z } from 'zod';
import type {
  achievement,
  dmQualification,
  fellowship,
  graduation,
  medicalCollege,
  postGraduation,
  publication,
  socialMediaSection,
  specialSkill,
  workingPlace,
} from '@contract/doctor-profile';

/** The parts of the doctor's profile the `doctors` row does not hold (0024, ADR 0032). */
export type DoctorProfileDetails = {
  age?: number | null;
  gender?: '' | 'Male' | 'Female' | 'Other';
  bloodGroup?: string;
  dateOfBirth?: string;
  medicalCollege?: z.output<typeof medicalCollege>;
  graduation?: z.output<typeof graduation>;
  postGraduation?: z.output<typeof postGraduation>[];
  dmQualifications?: z.output<typeof dmQualification>[];
  fellowships?: z.output<typeof fellowship>[];
  currentWorkingPlaces?: z.output<typeof workingPlace>[];
  researchPublications?: z.output<typeof publication>[];
  achievements?: z.output<typeof achievement>[];
  specialSkills?: z.output<typeof specialSkill>[];
  socialMedia?: z.output<typeof socialMediaSection>['socialMedia'];
};

export interface DoctorProfilesTable {
  doctor_id: string;
  details: ColumnType<DoctorProfileDetails, string, string>;
  updated_at: Generated<Date>;
}

/** A file attached to a profile entry (0038, ADR 0032). */
export interface DoctorProfileDocumentsTable {
  id: Generated<string>;
  doctor_id: string;
  kind: ProfileDocumentKind;
  file: string;
  /** The store's name of an upload's bytes; null for a demo file made from `seed_lines`. */
  stored_name: string | null;
  name: string;
  type: ProfileDocumentType;
  size: number;
  seed_lines: ColumnType<string[] | null, string | null, string | null>;
  created_at: Generated<Date>;
}
