import type { PrescriptionRequest, medicationTimings, testUrgencies } from '@contract/appointments';

/**
 * The prescription form's state and its rules (001 §5), apart from React so they can be
 * tested alone. Errors are keyed by a path: `diagnosis`, `medications` (the list),
 * `medications.<row key>.name|dosage|frequency`, `testName`, `allergy`, `tests`,
 * `allergies`, `followUp.date`, `vitalSigns.<sign>`, and the other field names.
 */

export type Timing = (typeof medicationTimings)[number];
export type Urgency = (typeof testUrgencies)[number];

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

export type MedicationDraft = {
  /** Stable across removals, for React keys, ids and error paths. */
  key: number;
  name: string;
  dosage: string;
  frequency: string;
  duration: string;
  instructions: string;
  timing: Timing;
};
export type TestDraft = { key: number; name: string; instructions: string; urgency: Urgency };

export type PrescriptionDraft = {
  diagnosis: string;
  medications: MedicationDraft[];
  tests: TestDraft[];
  /** The test being typed, not yet added. */
  newTest: Omit<TestDraft, 'key'>;
  advice: string;
  followUp: { required: boolean; date: string; notes: string };
  allergies: string[];
  /** The allergy being typed, not yet added. */
  newAllergy: string;
  vitalSigns: Record<VitalSign, string>;
};

/** Limits of the contract's `prescriptionRequest`. */
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

export const emptyMedication = (key: number): MedicationDraft => ({
  key,
  name: '',
  dosage: '',
  frequency: '',
  duration: '',
  instructions: '',
  timing: 'after meals',
});

export const emptyTest = (): Omit<TestDraft, 'key'> => ({
  name: '',
  instructions: '',
  urgency: 'routine',
});

export const emptyDraft = (): PrescriptionDraft => ({
  diagnosis: '',
  medications: [emptyMedication(0)],
  tests: [],
  newTest: emptyTest(),
  advice: '',
  followUp: { required: false, date: '', notes: '' },
  allergies: [],
  newAllergy: '',
  vitalSigns: {
    bloodPressure: '',
    heartRate: '',
    temperature: '',
    respiratoryRate: '',
    oxygenSaturation: '',
    weight: '',
    height: '',
    bmi: '',
  },
});

/** Why a draft cannot be sent; the form words each one. */
export type DraftProblem =
  | 'diagnosisRequired'
  | 'medicationRequired'
  | 'nameRequired'
  | 'dosageRequired'
  | 'frequencyRequired'
  | 'followUpDateRequired'
  | 'followUpDatePast';

const medicationText = ['name', 'dosage', 'frequency', 'duration', 'instructions'] as const;
const isBlankMedication = (m: MedicationDraft) => medicationText.every((f) => !m[f].trim());

/** The allergies with one more added: trimmed, non-empty, each once (any case). */
export function addAllergy(allergies: readonly string[], typed: string): string[] | null {
  const allergy = typed.trim();
  if (!allergy) return null;
  const known = allergies.some((a) => a.toLocaleLowerCase() === allergy.toLocaleLowerCase());
  return known ? [...allergies] : [...allergies, allergy];
}

export type CheckedDraft =
  | { ok: false; problems: Array<[path: string, problem: DraftProblem]> }
  | {
      ok: true;
      body: PrescriptionRequest;
      /** The row key of each medication sent, by its index in `body.medications`. */
      sentKeys: number[];
    };

/**
 * Checks a draft against 001 §5 and builds the request. Medication rows left wholly
 * empty are dropped; a test or allergy typed but not added yet is sent too, so nothing
 * the doctor wrote is lost.
 */
export function checkDraft(draft: PrescriptionDraft, earliestFollowUp?: string): CheckedDraft {
  const problems: Array<[string, DraftProblem]> = [];
  if (!draft.diagnosis.trim()) problems.push(['diagnosis', 'diagnosisRequired']);

  const filled = draft.medications.filter((m) => !isBlankMedication(m));
  if (filled.length === 0) problems.push(['medications', 'medicationRequired']);
  for (const m of filled) {
    if (!m.name.trim()) problems.push([`medications.${m.key}.name`, 'nameRequired']);
    if (!m.dosage.trim()) problems.push([`medications.${m.key}.dosage`, 'dosageRequired']);
    if (!m.frequency.trim()) problems.push([`medications.${m.key}.frequency`, 'frequencyRequired']);
  }

  const { followUp } = draft;
  if (followUp.required && !followUp.date) problems.push(['followUp.date', 'followUpDateRequired']);
  else if (followUp.required && earliestFollowUp && followUp.date < earliestFollowUp)
    problems.push(['followUp.date', 'followUpDatePast']);

  if (problems.length > 0) return { ok: false, problems };

  const tests = draft.newTest.name.trim()
    ? [...draft.tests, { ...draft.newTest, key: -1 }]
    : draft.tests;
  const allergies = addAllergy(draft.allergies, draft.newAllergy) ?? draft.allergies;
  const vitals = Object.fromEntries(
    vitalSigns.map((sign) => [sign, draft.vitalSigns[sign].trim()] as const).filter(([, v]) => v),
  );

  return {
    ok: true,
    sentKeys: filled.map((m) => m.key),
    body: {
      diagnosis: draft.diagnosis.trim(),
      medications: filled.map((m) => ({
        name: m.name.trim(),
        dosage: m.dosage.trim(),
        frequency: m.frequency.trim(),
        duration: m.duration.trim(),
        instructions: m.instructions.trim(),
        timing: m.timing,
      })),
      tests: tests.map((t) => ({
        name: t.name.trim(),
        instructions: t.instructions.trim(),
        urgency: t.urgency,
      })),
      advice: draft.advice.trim(),
      followUp: followUp.required
        ? { required: true, date: followUp.date, notes: followUp.notes.trim() }
        : { required: false, notes: '' },
      allergies,
      vitalSigns: vitals,
    },
  };
}

const medicationField =
  /^medications\.(\d+)\.(name|dosage|frequency|duration|instructions|timing)$/;
const directFields = new Set([
  'diagnosis',
  'advice',
  'followUp.date',
  'followUp.notes',
  ...vitalSigns.map((sign) => `vitalSigns.${sign}`),
]);

/**
 * Where the form shows a server error about `field` (a contract path such as
 * `medications.0.dosage`), or null when the form has no such place.
 */
export function pathOfServerField(field: string, sentKeys: readonly number[]): string | null {
  if (directFields.has(field)) return field;
  const medication = medicationField.exec(field);
  if (medication) {
    const key = sentKeys[Number(medication[1])];
    return key === undefined ? 'medications' : `medications.${key}.${medication[2]}`;
  }
  if (/^medications(\.|$)/.test(field)) return 'medications';
  if (/^tests(\.|$)/.test(field)) return 'tests';
  if (/^allergies(\.|$)/.test(field)) return 'allergies';
  if (field === 'followUp') return 'followUp.date';
  return null;
}
