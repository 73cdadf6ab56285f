import { z } from 'zod';
import {
  isoDate,
  medicationTimings,
  prescriptionRequest,
  testUrgencies,
} from '@contract/appointments';

/**
 * The prescription form's values and rules (001 §5), over the contract's
 * `prescriptionRequest`: its rules check what will be sent, and its issues land where the
 * doctor typed. The form adds what only the screen has: medication rows left wholly
 * empty (dropped), a test and an allergy typed but not added yet (sent too, so nothing
 * the doctor wrote is lost), and the follow-up date's rules.
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
  instructions: line,
  timing: z.enum(medicationTimings),
});
export type MedicationRow = z.infer<typeof medicationRow>;
const testRow = z.object({ name: line, instructions: line, urgency: z.enum(testUrgencies) });
export type TestRow = z.infer<typeof testRow>;

/** What the form holds: the request's fields as typed, and the two "add" boxes. */
const values = prescriptionRequest.extend({
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
} as const;

export const emptyMedication = (): MedicationRow => ({
  name: '',
  dosage: '',
  frequency: '',
  duration: '',
  instructions: '',
  timing: 'after meals',
});

export const emptyTest = (): TestRow => ({ name: '', instructions: '', urgency: 'routine' });

export const emptyPrescription = (): PrescriptionValues => ({
  diagnosis: '',
  medications: [emptyMedication()],
  tests: [],
  newTest: emptyTest(),
  advice: '',
  followUp: { required: false, date: '', notes: '' },
  allergies: [],
  newAllergy: '',
  vitalSigns: Object.fromEntries(vitalSigns.map((sign) => [sign, ''])) as Record<VitalSign, string>,
});

const medicationText = ['name', 'dosage', 'frequency', 'duration', 'instructions'] as const;

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
    medications: sentRows(form.medications).map((index) => form.medications[index]!),
    tests: [...form.tests, ...pendingTest],
    advice: form.advice,
    followUp: followUp.required
      ? { required: true, date: followUp.date || undefined, notes: followUp.notes }
      : { required: false, notes: '' },
    allergies: addAllergy(form.allergies, form.newAllergy) ?? form.allergies,
    vitalSigns: form.vitalSigns,
  };
}

/**
 * Where the form shows an error about `field`, a path of the request (the contract's
 * issue, or a server answer's `field`): its own field, or the list it belongs to; null
 * when the form has no such place. `sent` maps the request's medications to the rows.
 */
export function formPathOf(field: string, sent: readonly number[]): string | null {
  const [head, index, leaf] = field.split('.');
  if (head === 'diagnosis' || head === 'advice') return field === head ? head : null;
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

/**
 * The form's schema: values in, the contract's request out. `earliestFollowUp` is today
 * in Nepal (YYYY-MM-DD); a follow-up that is needed needs a date, not before it.
 */
export function prescriptionFormSchema(earliestFollowUp: string) {
  return values
    .superRefine((form, ctx) => {
      const sent = sentRows(form.medications);
      const checked = prescriptionRequest.safeParse(requestOf(form));
      for (const issue of checked.error?.issues ?? []) {
        const path = formPathOf(issue.path.join('.'), sent);
        if (path) ctx.addIssue({ code: 'custom', message: issue.message, path: path.split('.') });
      }
      const { followUp } = form;
      if (!followUp.required) return;
      if (!followUp.date)
        ctx.addIssue({
          code: 'custom',
          message: 'FOLLOW_UP_DATE_REQUIRED',
          path: ['followUp', 'date'],
        });
      else if (followUp.date < earliestFollowUp)
        ctx.addIssue({
          code: 'custom',
          message: 'FOLLOW_UP_DATE_PAST',
          path: ['followUp', 'date'],
        });
    })
    .transform((form) => {
      const body = prescriptionRequest.parse(requestOf(form));
      // Only the signs measured are sent.
      const measured = Object.entries(body.vitalSigns).filter(([, value]) => value);
      return { ...body, vitalSigns: Object.fromEntries(measured) };
    });
}
