import { describe, expect, it } from 'vitest';
import { prescriptionRequest } from '@contract/appointments';
import {
  addAllergy,
  emptyMedication,
  emptyPrescription,
  formPathOf,
  prescriptionFormSchema,
  type PrescriptionValues,
} from './prescription-schema';

const aspirin = {
  ...emptyMedication(),
  name: ' Aspirin ',
  dosage: '75 mg',
  frequency: 'Once a day',
};
const values = (change: Partial<PrescriptionValues> = {}): PrescriptionValues => ({
  ...emptyPrescription('2026-11-21'),
  diagnosis: 'Stable angina',
  medications: [aspirin],
  ...change,
});
const problems = (v: PrescriptionValues, earliest = '2026-11-21') =>
  (prescriptionFormSchema(earliest).safeParse(v).error?.issues ?? []).map(
    (issue) => [issue.path.join('.'), issue.message] as const,
  );

describe('prescriptionFormSchema (001 §5, over the contract)', () => {
  it('needs a diagnosis', () => {
    expect(problems(values({ diagnosis: '   ' }))).toEqual([['diagnosis', 'DIAGNOSIS_REQUIRED']]);
  });

  it('needs at least one medication; wholly empty rows do not count', () => {
    expect(problems(values({ medications: [emptyMedication(), emptyMedication()] }))).toEqual([
      ['medications', 'MEDICATION_REQUIRED'],
    ]);
  });

  it('needs name, dosage and frequency in every row that has anything in it, at that row', () => {
    const partial = { ...emptyMedication(), duration: '5 days' };
    expect(problems(values({ medications: [aspirin, emptyMedication(), partial] }))).toEqual([
      ['medications.2.name', 'MEDICATION_NAME_REQUIRED'],
      ['medications.2.dosage', 'MEDICATION_DOSAGE_REQUIRED'],
      ['medications.2.frequency', 'MEDICATION_FREQUENCY_REQUIRED'],
    ]);
  });

  it('needs a follow-up date, not before the earliest, only when a follow-up is needed', () => {
    const followUp = { required: true, date: '', notes: '' };
    expect(problems(values({ followUp }))).toEqual([['followUp.date', 'FOLLOW_UP_DATE_REQUIRED']]);
    expect(problems(values({ followUp: { ...followUp, date: '2026-11-20' } }))).toEqual([
      ['followUp.date', 'FOLLOW_UP_DATE_PAST'],
    ]);
    expect(problems(values({ followUp: { ...followUp, date: '2026-11-21' } }))).toEqual([]);
    expect(problems(values({ followUp: { required: false, date: '', notes: 'x' } }))).toEqual([]);
  });

  it('builds a request the contract accepts: trimmed, empty rows and vitals left out', () => {
    const parsed = prescriptionFormSchema('2026-11-21').safeParse(
      values({
        medications: [emptyMedication(), aspirin],
        tests: [{ name: 'ECG', instructions: '', urgency: 'urgent' }],
        newTest: { name: ' Echo ', instructions: '', urgency: 'routine' },
        allergies: ['Penicillin'],
        newAllergy: '  penicillin ',
        followUp: { required: true, date: '2026-12-21', notes: ' Bring reports ' },
        vitalSigns: { ...emptyPrescription('2026-11-21').vitalSigns, heartRate: ' 78 ' },
      }),
    );
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual({
      diagnosis: 'Stable angina',
      medications: [
        {
          name: 'Aspirin',
          dosage: '75 mg',
          frequency: 'Once a day',
          duration: '',
          instructions: '',
          timing: 'after meals',
        },
      ],
      // A test typed but not added yet is not lost.
      tests: [
        { name: 'ECG', instructions: '', urgency: 'urgent' },
        { name: 'Echo', instructions: '', urgency: 'routine' },
      ],
      advice: '',
      followUp: { required: true, date: '2026-12-21', notes: 'Bring reports' },
      allergies: ['Penicillin'],
      vitalSigns: { heartRate: '78' },
      // Thirty days after today unless the doctor changes it (ADR 0028).
      validUntil: '2026-12-21',
    });
    expect(prescriptionRequest.safeParse(parsed.data).success).toBe(true);
  });
});

describe('valid-until and quantity (ADR 0028, 0034)', () => {
  it('starts 30 days ahead; before today or over a year ahead is refused on the field', () => {
    expect(values().validUntil).toBe('2026-12-21');
    expect(problems(values({ validUntil: '2026-11-20' }))).toEqual([
      ['validUntil', 'VALID_UNTIL_PAST'],
    ]);
    expect(problems(values({ validUntil: '2027-11-22' }))).toEqual([
      ['validUntil', 'VALID_UNTIL_TOO_FAR'],
    ]);
    expect(problems(values({ validUntil: '2026-11-21' }))).toEqual([]);
  });

  it('an edit may keep its own past valid-until, not choose another', () => {
    const schema = prescriptionFormSchema('2026-11-21', '2026-11-01');
    const check = (validUntil: string) =>
      schema.safeParse(values({ validUntil })).error?.issues.map((i) => i.message) ?? [];
    expect(check('2026-11-01')).toEqual([]);
    expect(check('2026-11-02')).toEqual(['VALID_UNTIL_PAST']);
  });

  it('a quantity is a whole number of packs from 1 to 100, or left empty', () => {
    const row = (quantity: string) => values({ medications: [{ ...aspirin, quantity }] });
    for (const bad of ['0', '101', '2.5', 'two'])
      expect(problems(row(bad))).toEqual([
        ['medications.0.quantity', 'MEDICATION_QUANTITY_INVALID'],
      ]);
    expect(problems(row(''))).toEqual([]);
    const parsed = prescriptionFormSchema('2026-11-21').parse(row(' 3 '));
    expect(parsed.medications[0]?.quantity).toBe(3);
  });
});

describe('addAllergy', () => {
  it('trims, refuses an empty one and keeps each once in any case', () => {
    expect(addAllergy([], '   ')).toBeNull();
    expect(addAllergy([], '  Sulfa ')).toEqual(['Sulfa']);
    expect(addAllergy(['Sulfa'], 'SULFA')).toEqual(['Sulfa']);
  });
});

describe('formPathOf', () => {
  it('maps request paths to the places the form shows errors', () => {
    const sent = [3, 9];
    expect(formPathOf('diagnosis', sent)).toBe('diagnosis');
    expect(formPathOf('medications.1.dosage', sent)).toBe('medications.9.dosage');
    expect(formPathOf('medications.5.name', sent)).toBe('medications');
    expect(formPathOf('medications', sent)).toBe('medications');
    expect(formPathOf('tests.0.name', sent)).toBe('tests');
    expect(formPathOf('allergies.2', sent)).toBe('allergies');
    expect(formPathOf('followUp', sent)).toBe('followUp.date');
    expect(formPathOf('followUp.notes', sent)).toBe('followUp.notes');
    expect(formPathOf('vitalSigns.bmi', sent)).toBe('vitalSigns.bmi');
    expect(formPathOf('patientId', sent)).toBeNull();
  });
});
