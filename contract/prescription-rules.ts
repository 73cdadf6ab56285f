import { z } from 'zod';
import { addCalendarDays } from './calendar';

/**
 * Two rules of a prescription's request (contract/appointments.ts) kept apart: a
 * medication's quantity (002 §2, §3; ADR 0034) and how far its valid-until may be set
 * (ADR 0028). The server and the prescription form check both through the request.
 */

/** The most packs a prescription line may ask for: as many as one line of an order. */
export const MEDICATION_QUANTITY_MAX = 100;
const invalid = 'MEDICATION_QUANTITY_INVALID';

/** How many packs (strips, bottles) to hand over; left out, the pharmacist decides. */
export const medicationQuantity = z
  .number(invalid)
  .int(invalid)
  .min(1, invalid)
  .max(MEDICATION_QUANTITY_MAX, invalid)
  .optional();

/** The furthest valid-until a doctor may set, in days after today. */
export const PRESCRIPTION_MAX_VALID_DAYS = 365;

/**
 * What is wrong with a valid-until on `today` (YYYY-MM-DD in Nepal): before today, or more
 * than a year ahead; none when it is `kept`, the one an edited prescription already has
 * (an expired one may keep its past date).
 */
export function validUntilIssue(today: string, validUntil: string | undefined, kept?: string) {
  if (validUntil === undefined || validUntil === kept) return null;
  if (validUntil < today) return 'VALID_UNTIL_PAST' as const;
  if (validUntil > addCalendarDays(today, PRESCRIPTION_MAX_VALID_DAYS))
    return 'VALID_UNTIL_TOO_FAR' as const;
  return null;
}

/** The valid-until rule as an issue of the request, on its field. */
export function checkValidUntil(
  ctx: z.RefinementCtx,
  today: string,
  validUntil: string | undefined,
  kept?: string,
) {
  const issue = validUntilIssue(today, validUntil, kept);
  if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['validUntil'] });
}
