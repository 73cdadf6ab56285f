import { z } from 'zod';

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
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

/** Roles a person may choose at registration (000 §6: every role but admin). */
export const registrableRoles = [
  'patient',
  'doctor',
  'hospital',
  'lab',
  'pharmacy',
  'ambulance',
] as const;
export const registrableRole = z.enum(registrableRoles);

/** Roles the login screen's toggle offers. */
export const loginRoles = ['patient', 'doctor', 'admin'] as const;
