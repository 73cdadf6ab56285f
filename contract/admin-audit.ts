import { z } from 'zod';
import { isoDate } from './dates';
import { successEnvelope } from './envelope';

/**
 * The audit-log viewer (issue 14): who did what, and who read whose records, filtered by
 * person, action, subject type and date range, a page at a time or exported whole.
 */

export const AUDIT_PAGE_SIZE = 25;
/** At most this many rows in one export. */
export const AUDIT_EXPORT_MAX = 5000;

export const auditEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actor: z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  /** The patient whose health data this concerns. */
  patient: z.object({ id: z.string(), name: z.string() }).nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const filters = {
  /** Part of the name or email of whoever acted, or of the patient concerned. */
  person: z.string().trim().max(100, 'TOO_LONG').default(''),
  action: z.string().trim().max(40, 'TOO_LONG').default(''),
  subjectType: z.string().trim().max(40, 'TOO_LONG').default(''),
  /** Calendar days in Nepal's time, both included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
};

/** The end day is not before the start day (the screen says so on its To field). */
const inOrder = (range: { from?: string; to?: string }) =>
  !range.from || !range.to || range.from <= range.to;
const rangeRule = { message: 'DATE_RANGE_INVALID', path: ['to'] };

export const auditLogQuery = z
  .object({
    ...filters,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  })
  .refine(inOrder, rangeRule);
export type AuditLogQuery = z.input<typeof auditLogQuery>;

/**
 * Strict: a parameter the export does not know is refused (400), not ignored, so a
 * mistyped filter never downloads the whole log.
 */
export const auditExportQuery = z
  .object({
    ...filters,
    format: z.enum(['csv', 'json']).default('csv'),
  })
  .strict()
  .refine(inOrder, rangeRule);

export const auditLogResponse = successEnvelope(
  z.object({
    items: z.array(auditEntry),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  }),
);
