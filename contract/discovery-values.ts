/**
 * Discovery's plain values, with no zod: public screens import these without building the
 * contract's schemas (ADR 0045). `contract/discovery.ts` builds its schemas from them and
 * re-exports them.
 */

/**
 * The specialties doctors are stored under: the filters match them exactly (000 §5), the
 * seed and the registration of doctors use them, and text search finds them by any part
 * ("cardio" finds Cardiology).
 */
export const specialties = [
  'General Medicine',
  'Cardiology',
  'Dermatology',
  'Endocrinology',
  'ENT',
  'Gastroenterology',
  'Gynecology',
  'Nephrology',
  'Neurology',
  'Oncology',
  'Ophthalmology',
  'Orthopedics',
  'Pediatrics',
  'Psychiatry',
  'Pulmonology',
  'Urology',
  'Dentistry',
] as const;
export type Specialty = (typeof specialties)[number];

export const providerTypes = ['hospitals', 'labs', 'pharmacies', 'ambulances'] as const;
export type ProviderType = (typeof providerTypes)[number];
export const searchTypes = ['all', 'doctors', ...providerTypes] as const;
export type SearchType = (typeof searchTypes)[number];
