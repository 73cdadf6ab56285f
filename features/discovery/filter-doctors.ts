import type { DoctorListItem } from '@contract/entities';

export type DoctorFilter = {
  /** Matches name, specialty or location, case-insensitive. */
  text?: string;
  /** Exact specialty; empty for all. */
  specialty?: string;
  /** Minimum average rating; 0 or undefined for any. */
  minRating?: number;
};

/** The nearby page's client-side filter, exactly as 000 §5 describes it. */
export function filterDoctors(
  doctors: readonly DoctorListItem[],
  { text = '', specialty = '', minRating = 0 }: DoctorFilter,
): DoctorListItem[] {
  const needle = text.trim().toLowerCase();
  return doctors.filter((doctor) => {
    const matchesText =
      !needle ||
      [doctor.fullName, doctor.specialization, doctor.clinicDetails.address.city].some((field) =>
        field.toLowerCase().includes(needle),
      );
    const matchesSpecialty = !specialty || doctor.specialization === specialty;
    return matchesText && matchesSpecialty && doctor.averageRating >= minRating;
  });
}
