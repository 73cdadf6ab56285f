import { appointmentData } from '@contract/appointments';

/** The Details step's required fields (002 §3, §5). */
export type DetailsInput = { patientName: string; phone: string; reason: string };

export type DetailsProblem = 'required' | 'invalid';
export type DetailsErrors = Partial<Record<keyof DetailsInput, DetailsProblem>>;

/** The form's order, for focusing the first field with a problem. */
export const detailsFields = ['patientName', 'phone', 'reason'] as const;

/**
 * Name, phone and reason must be filled in (002 §5); the phone must also pass the
 * contract's pattern, the one the server applies.
 */
export function validateDetails(input: DetailsInput): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!input.patientName.trim()) errors.patientName = 'required';
  if (!input.phone.trim()) errors.phone = 'required';
  else if (!appointmentData.shape.phone.safeParse(input.phone).success) errors.phone = 'invalid';
  if (!input.reason.trim()) errors.reason = 'required';
  return errors;
}

/** Any field is missing: the catalogue's "Please fill in all required fields". */
export const missesRequired = (errors: DetailsErrors) => Object.values(errors).includes('required');
