import type { ColumnType, Generated } from 'kysely';
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
