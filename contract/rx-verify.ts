import { z } from 'zod';
import { isoDate } from './dates';
import { successEnvelope } from './envelope';

/**
 * A prescription's PDF and its public verification (issue 15; 001 §2.4, 002 §2): every PDF
 * carries a verification code and its QR code, pointing to `/rx/{code}`, where anyone (a
 * pharmacist, no sign-in) sees whether the prescription is genuine and still valid.
 */

/**
 * Verification codes: 12 characters of Crockford's base32 (no I, L, O, U), from a
 * crypto-random source (60 bits): unguessable, and easy to read out or type from paper.
 * Shown in groups of four (`7KQ4-M2XD-9PRA`); the hyphens and case are ignored on input.
 */
export const RX_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RX_CODE_LENGTH = 12;
const RX_CODE = /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{12}$/;

/** A typed or scanned code as stored: upper case, hyphens and spaces removed. */
export function normaliseRxCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** True when `input` could be a code at all (before asking the server). */
export function isRxCode(input: string): boolean {
  return RX_CODE.test(normaliseRxCode(input));
}

/** A code as printed and shown: groups of four joined by hyphens. */
export function formatRxCode(code: string): string {
  return (normaliseRxCode(code).match(/.{1,4}/g) ?? []).join('-');
}

/** The languages a PDF is labelled in: the reader's. */
export const rxPdfLanguages = ['en', 'ne'] as const;
export const prescriptionPdfQuery = z.object({
  lang: z.enum(rxPdfLanguages).default('en'),
});
export type PrescriptionPdfQuery = z.input<typeof prescriptionPdfQuery>;

/** How a prescription stands for a pharmacist: expired is an active one past its valid-until. */
export const rxStatuses = ['active', 'expired', 'completed', 'cancelled'] as const;
export type RxStatus = (typeof rxStatuses)[number];

/**
 * What the public page shows: enough to tell a genuine, valid prescription from a forged
 * or stale one, and nothing more about the patient than their initials.
 */
export const rxVerification = z.object({
  genuine: z.literal(true),
  code: z.string(),
  doctor: z.object({ fullName: z.string(), nmcNumber: z.string() }),
  hospital: z.string(),
  /** The day it was written (YYYY-MM-DD, Nepal's date). */
  issuedOn: isoDate,
  validUntil: isoDate.nullable(),
  status: z.enum(rxStatuses),
  medicines: z.array(z.string()),
  patientInitials: z.string(),
});
export type RxVerification = z.infer<typeof rxVerification>;
export const rxVerificationResponse = successEnvelope(z.object({ verification: rxVerification }));
