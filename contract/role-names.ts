/**
 * The roles as plain lists, without zod: a public page's first load (the sign-in and
 * registration forms) uses them before any schema has loaded (ADR 0045, sixth pass).
 * contract/roles.ts builds the schemas over them.
 */

/** Every role of 000 §1. `public` is a signed-in member of the public, treated like a patient. */
export const roles = [
  'patient',
  'public',
  'doctor',
  'hospital',
  'lab',
  'pharmacy',
  'ambulance',
  'admin',
] as const;
export type Role = (typeof roles)[number];

/** Roles a person may choose at registration (000 §6: every role but admin). */
export const registrableRoles = [
  'patient',
  'doctor',
  'hospital',
  'lab',
  'pharmacy',
  'ambulance',
] as const;

/** Roles the login screen's toggle offers. */
export const loginRoles = ['patient', 'doctor', 'admin'] as const;
