import { describe, expect, it } from 'vitest';
import { prescriptionRequest } from '@contract/appointments';
import {
  addAllergy,
  checkDraft,
  emptyDraft,
  emptyMedication,
  pathOfServerField,
  type PrescriptionDraft,
} from './prescription-draft';

const aspirin = {
  ...emptyMedication(0),
  name: ' Aspirin ',
  dosage: '75 mg',
  frequency: 'Once a day',
};
const draft = (change: Partial<PrescriptionDraft> = {}): PrescriptionDraft => ({
  ...emptyDraft(),
  diagnosis: 'Stable angina',
  medications: [aspirin],
  ...change,
});
const problems = (d: PrescriptionDraft, earliest?: string) => {
  const checked = checkDraft(d, earliest);
  return checked.ok ? [] : checked.problems;
};

describe('checkDraft (001 §5)', () => {
  it('needs a diagnosis', () => {
    expect(problems(draft({ diagnosis: '   ' }))).toEqual([['diagnosis', 'diagnosisRequired']]);
  });

  it('needs at least one medication; wholly empty rows do not count', () => {
    expect(problems(draft({ medications: [emptyMedication(0), emptyMedication(1)] }))).toEqual([
      ['medications', 'medicationRequired'],
    ]);
  });

  it('needs name, dosage and frequency in every medication that has anything in it', () => {
    const partial = { ...emptyMedication(4), duration: '5 days' };
    expect(problems(draft({ medications: [aspirin, emptyMedication(2), partial] }))).toEqual([
      ['medications.4.name', 'nameRequired'],
      ['medications.4.dosage', 'dosageRequired'],
      ['medications.4.frequency', 'frequencyRequired'],
    ]);
  });

  it('needs a follow-up date, not before the earliest, only when a follow-up is needed', () => {
    const followUp = { required: true, date: '', notes: '' };
    expect(problems(draft({ followUp }))).toEqual([['followUp.date', 'followUpDateRequired']]);
    expect(
      problems(draft({ followUp: { ...followUp, date: '2026-11-20' } }), '2026-11-21'),
    ).toEqual([['followUp.date', 'followUpDatePast']]);
    expect(problems(draft({ followUp: { required: false, date: '', notes: 'x' } }))).toEqual([]);
  });

  it('builds a request the contract accepts: trimmed, empty rows and vitals left out', () => {
    const checked = checkDraft(
      draft({
        medications: [emptyMedication(7), aspirin],
        tests: [{ key: 1, name: 'ECG', instructions: '', urgency: 'urgent' }],
        newTest: { name: ' Echo ', instructions: '', urgency: 'routine' },
        allergies: ['Penicillin'],
        newAllergy: '  penicillin ',
        followUp: { required: true, date: '2026-12-21', notes: ' Bring reports ' },
        vitalSigns: { ...emptyDraft().vitalSigns, heartRate: ' 78 ' },
      }),
      '2026-11-21',
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.sentKeys).toEqual([0]);
    expect(checked.body).toEqual({
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
    });
    expect(prescriptionRequest.safeParse(checked.body).success).toBe(true);
  });
});

describe('addAllergy', () => {
  it('trims, refuses an empty one and keeps each once in any case', () => {
    expect(addAllergy([], '   ')).toBeNull();
    expect(addAllergy([], '  Sulfa ')).toEqual(['Sulfa']);
    expect(addAllergy(['Sulfa'], 'SULFA')).toEqual(['Sulfa']);
  });
});

describe('pathOfServerField', () => {
  it('maps contract paths to the places the form shows errors', () => {
    const sent = [3, 9];
    expect(pathOfServerField('diagnosis', sent)).toBe('diagnosis');
    expect(pathOfServerField('medications.1.dosage', sent)).toBe('medications.9.dosage');
    expect(pathOfServerField('medications.5.name', sent)).toBe('medications');
    expect(pathOfServerField('medications', sent)).toBe('medications');
    expect(pathOfServerField('tests.0.name', sent)).toBe('tests');
    expect(pathOfServerField('allergies.2', sent)).toBe('allergies');
    expect(pathOfServerField('followUp', sent)).toBe('followUp.date');
    expect(pathOfServerField('vitalSigns.bmi', sent)).toBe('vitalSigns.bmi');
    expect(pathOfServerField('patientId', sent)).toBeNull();
  });
});
