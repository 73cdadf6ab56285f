import type { Path } from 'react-hook-form';
import { z } from 'zod';
import {
  isoDate,
  medicationTimings,
  type prescriptionRequest,
  prescriptionRequestOn,
  testUrgencies,
} from '@contract/appointments';
import { addCalendarDays } from '@contract/calendar';
import { MEDICATION_QUANTITY_MAX } from '@contract/prescription-rules';
import { PRESCRIPTION_VALID_DAYS } from '@contract/prescriptions';

/**
 * The prescription form's values and rules (001 §5), over the contract's
 * `prescriptionRequestOn` the day the form shows: its rules (the follow-up date's among
 * them) check what will be sent, and its issues land where the doctor typed. The form
 * adds what only the screen has: medication rows left wholly empty (dropped), and a test
 * and an allergy typed but not added yet (sent too, so nothing the doctor wrote is lost).
 */

export const vitalSigns = [
  'bloodPressure',
  'heartRate',
  'temperature',
  'respiratoryRate',
  'oxygenSaturation',
  'weight',
  'height',
  'bmi',
] as const;
export type VitalSign = (typeof vitalSigns)[number];

const line = z.string();
const medicationRow = z.object({
  name: line,
  dosage: line,
  frequency: line,
  duration: line,
  /** Packs to hand over, as typed ('' when the doctor leaves it to the pharmacist). */
  quantity: line,
  instructions: line,
  timing: z.enum(medicationTimings),
});
export type MedicationRow = z.infer<typeof medicationRow>;
const testRow = z.object({ name: line, instructions: line, urgency: z.enum(testUrgencies) });
export type TestRow = z.infer<typeof testRow>;

/** What the form holds: the request's fields as typed, and the two "add" boxes. */
const values = z.object({
  diagnosis: line,
  medications: z.array(medicationRow),
  tests: z.array(testRow),
  /** The test being typed, not yet added. */
  newTest: testRow,
  advice: line,
  followUp: z.object({ required: z.boolean(), date: isoDate.or(z.literal('')), notes: line }),
  allergies: z.array(line),
  /** The allergy being typed, not yet added. */
  newAllergy: line,
  vitalSigns: z.record(z.enum(vitalSigns), line),
  /** The last day it may be used (ADR 0028), YYYY-MM-DD. */
  validUntil: line,
});
export type PrescriptionValues = z.infer<typeof values>;

/** Limits of the contract's request, for the boxes' `maxLength`. */
export const limits = {
  diagnosis: 2000,
  medications: 30,
  medicineName: 200,
  dosage: 100,
  frequency: 100,
  duration: 100,
  instructions: 500,
  tests: 30,
  testName: 200,
  advice: 4000,
  followUpNotes: 1000,
  allergies: 30,
  allergy: 100,
  vitalSign: 20,
  quantity: MEDICATION_QUANTITY_MAX,
} as const;

export const emptyMedication = (): MedicationRow => ({
  name: '',
  dosage: '',
  frequency: '',
  duration: '',
  quantity: '',
  instructions: '',
  timing: 'after meals',
});

export const emptyTest = (): TestRow => ({ name: '', instructions: '', urgency: 'routine' });

/** The valid-until a new prescription starts with: PRESCRIPTION_VALID_DAYS after `today`. */
export const defaultValidUntil = (today: string) => addCalendarDays(today, PRESCRIPTION_VALID_DAYS);

/** An empty form on `today` (YYYY-MM-DD in Nepal): valid for the default days. */
export const emptyPrescription = (today: string): PrescriptionValues => ({
  diagnosis: '',
  medications: [emptyMedication()],
  tests: [],
  newTest: emptyTest(),
  advice: '',
  followUp: { required: false, date: '', notes: '' },
  allergies: [],
  newAllergy: '',
  vitalSigns: Object.fromEntries(vitalSigns.map((sign) => [sign, ''])) as Record<VitalSign, string>,
  validUntil: defaultValidUntil(today),
});

/**
 * The form's values for a prescription already written (to edit it): its fields as they
 * are, the measured signs kept and the others empty, nothing typed in the "add" boxes.
 */
export function valuesOf(
  written: z.output<typeof prescriptionRequest>,
  today: string,
): PrescriptionValues {
  const empty = emptyPrescription(today);
  return {
    ...empty,
    diagnosis: written.diagnosis,
    medications: written.medications.map((m) => ({ ...m, quantity: String(m.quantity ?? '') })),
    tests: written.tests.map((t) => ({ ...t })),
    advice: written.advice,
    followUp: {
      required: written.followUp.required,
      date: written.followUp.date ?? '',
      notes: written.followUp.notes,
    },
    allergies: [...written.allergies],
    vitalSigns: { ...empty.vitalSigns, ...written.vitalSigns },
    validUntil: written.validUntil ?? empty.validUntil,
  };
}

const medicationText = [
  'name',
  'dosage',
  'frequency',
  'duration',
  'quantity',
  'instructions',
] as const;

/** A typed quantity as the request has it: a number (checked by the contract) or none. */
const quantityOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.trim()));

/** The rows that are sent, by their place in the form: every row with anything in it. */
export const sentRows = (rows: readonly MedicationRow[]): number[] =>
  rows.flatMap((row, index) => (medicationText.some((f) => row[f].trim()) ? [index] : []));

/** The allergies with one more added: trimmed, non-empty, each once (any case). */
export function addAllergy(allergies: readonly string[], typed: string): string[] | null {
  const allergy = typed.trim();
  if (!allergy) return null;
  const known = allergies.some((a) => a.toLocaleLowerCase() === allergy.toLocaleLowerCase());
  return known ? [...allergies] : [...allergies, allergy];
}

/** The request the form's values make (before the contract checks it). */
export function requestOf(form: PrescriptionValues): z.input<typeof prescriptionRequest> {
  const pendingTest = form.newTest.name.trim() ? [form.newTest] : [];
  const { followUp } = form;
  return {
    diagnosis: form.diagnosis,
    medications: sentRows(form.medications).map((index) => {
      const row = form.medications[index]!;
      return { ...row, quantity: quantityOf(row.quantity) };
    }),
    tests: [...form.tests, ...pendingTest],
    advice: form.advice,
    followUp: followUp.required
      ? { required: true, date: followUp.date || undefined, notes: followUp.notes }
      : { required: false, notes: '' },
    allergies: addAllergy(form.allergies, form.newAllergy) ?? form.allergies,
    vitalSigns: form.vitalSigns,
    validUntil: form.validUntil || undefined,
  };
}

/**
 * Where the form shows an error about `field`, a path of the request (the contract's
 * issue, or a server answer's `field`): its own field, or the list it belongs to; null
 * when the form has no such place. `sent` maps the request's medications to the rows.
 */
export function formPathOf(field: string, sent: readonly number[]): string | null {
  const [head, index, leaf] = field.split('.');
  if (head === 'diagnosis' || head === 'advice' || head === 'validUntil')
    return field === head ? head : null;
  if (head === 'medications') {
    const row = index === undefined ? undefined : sent[Number(index)];
    if (row === undefined || !leaf || !medicationRow.shape[leaf as keyof MedicationRow])
      return 'medications';
    return `medications.${row}.${leaf}`;
  }
  if (head === 'tests' || head === 'allergies') return head;
  if (head === 'followUp') return index === 'notes' ? 'followUp.notes' : 'followUp.date';
  if (head === 'vitalSigns' && vitalSigns.includes(index as VitalSign)) return field;
  return null;
}

/** Where the form shows a server error about the request's `field` (the kit's `fieldOf`). */
export const formFieldOf = (field: string, form: PrescriptionValues) =>
  (formPathOf(field, sentRows(form.medications)) ?? undefined) as
    Path<PrescriptionValues> | undefined;

/**
 * The form's schema: values in, the contract's request out, checked on `today` (in Nepal,
 * YYYY-MM-DD), so a needed follow-up and the valid-until are today or later, as the server
 * requires; an edit may keep `keptValidUntil`, the valid-until it already has.
 */
export function prescriptionFormSchema(today: string, keptValidUntil?: string) {
  const request = prescriptionRequestOn(today, keptValidUntil);
  return values
    .superRefine((form, ctx) => {
      const sent = sentRows(form.medications);
      const checked = request.safeParse(requestOf(form));
      for (const issue of checked.error?.issues ?? []) {
        const path = formPathOf(issue.path.join('.'), sent);
        if (path) ctx.addIssue({ code: 'custom', message: issue.message, path: path.split('.') });
      }
    })
    .transform((form) => {
      const body = request.parse(requestOf(form));
      // Only the signs measured are sent.
      const measured = Object.entries(body.vitalSigns).filter(([, value]) => value);
      return { ...body, vitalSigns: Object.fromEntries(measured) };
    });
}
