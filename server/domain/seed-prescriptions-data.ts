import type { PrescriptionRequest } from '@contract/appointments';

/**
 * The demo's extra prescriptions (seed-prescriptions.ts): Sita Sharma's in every status,
 * and Dr. Aarati Joshi's other patients', dated by how many days ago they were written:
 * a week or more, so the booking tests' days near today keep their free slots.
 */

export type Plan = {
  account: string;
  patientName: string;
  phone: string;
  /** Written about this many days before today. */
  daysAgo: number;
  /** The stored status; an active one past its valid-until reads as expired. */
  status: 'active' | 'completed' | 'cancelled';
  /** Seen and completed, the prescription not written yet (what "New" offers). */
  unwritten?: boolean;
  /** Valid for this many days instead of the default. */
  validDays?: number;
  reason: string;
  prescription: Omit<PrescriptionRequest, 'followUp'>;
};

export const SITA = { account: 'patient@demo.np', patientName: 'Sita Sharma', phone: '9800000001' };
/** One medicine; `quantity` packs when the doctor wrote how many (some do, some leave it). */
export const med = (
  name: string,
  dosage: string,
  frequency: string,
  duration: string,
  quantity?: number,
) => ({
  name,
  dosage,
  frequency,
  duration,
  ...(quantity ? { quantity } : {}),
  instructions: '',
  timing: 'after meals' as const,
});
const practice = (account: string, patientName: string, phone: string) => ({
  account,
  patientName,
  phone,
});
export const RAM = practice('ram.thapa@patients.demo.np', 'Ram Bahadur Thapa', '9800000101');
export const GITA = practice('gita.shrestha@patients.demo.np', 'Gita Shrestha', '9800000102');
export const HARI = practice('hari.koirala@patients.demo.np', 'Hari Prasad Koirala', '9800000103');
export const MAYA = practice('maya.tamang@patients.demo.np', 'Maya Tamang', '9800000104');
export const NIRMALA = practice('nirmala.rai@patients.demo.np', 'Nirmala Rai', '9800000105');
export const ANJANA = practice('anjana.poudel@patients.demo.np', 'Anjana Poudel', '9800000106');
export const SUNIL = practice('sunil.maharjan@patients.demo.np', 'Sunil Maharjan', '9800000107');

export const prescriptionPlans: Plan[] = [
  // ---- Sita Sharma: one in every status ----
  {
    ...SITA,
    daysAgo: 26,
    status: 'active',
    reason: 'Palpitations when climbing stairs',
    prescription: {
      diagnosis: 'Sinus tachycardia, anxiety related',
      medications: [
        med('Propranolol', '10 mg', 'Twice a day', '30 days', 6),
        med('Vitamin B complex', '1 tablet', 'Once a day', '30 days', 3),
      ],
      advice: 'Cut down on tea and coffee; walk 30 minutes every morning.',
    },
  },
  {
    ...SITA,
    daysAgo: 45,
    status: 'active',
    reason: 'Follow-up of blood pressure medicines',
    prescription: {
      diagnosis: 'Essential hypertension, review',
      medications: [med('Amlodipine', '5 mg', 'Once a day', '30 days')],
      advice: 'Check your blood pressure at home twice a week and note it down.',
    },
  },
  {
    ...SITA,
    daysAgo: 62,
    status: 'completed',
    reason: 'Chest tightness after a cold',
    prescription: {
      diagnosis: 'Acute bronchitis',
      medications: [
        med('Azithromycin', '500 mg', 'Once a day', '3 days'),
        med('Paracetamol', '500 mg', 'When needed, at most 4 a day', '5 days'),
        med('Salbutamol inhaler', '2 puffs', 'Three times a day', '7 days'),
      ],
      advice: 'Steam inhalation twice a day; drink warm water.',
    },
  },
  {
    ...SITA,
    daysAgo: 34,
    status: 'cancelled',
    reason: 'Swelling of the ankles in the evening',
    prescription: {
      diagnosis: 'Pedal oedema, amlodipine related',
      medications: [med('Furosemide', '20 mg', 'Once a day in the morning', '5 days')],
      advice: 'Keep your feet raised when sitting.',
    },
  },
  // ---- Dr. Aarati Joshi's other patients ----
  {
    ...RAM,
    daysAgo: 8,
    status: 'active',
    reason: 'Breathlessness on walking uphill',
    prescription: {
      diagnosis: 'Stable angina',
      medications: [
        med('Aspirin', '75 mg', 'Once a day', '30 days', 3),
        med('Atorvastatin', '20 mg', 'Once a day at night', '30 days', 3),
        med('Isosorbide mononitrate', '20 mg', 'Twice a day', '30 days'),
      ],
    },
  },
  {
    ...GITA,
    daysAgo: 9,
    status: 'active',
    validDays: 90,
    reason: 'High cholesterol in the health camp report',
    prescription: {
      diagnosis: 'Hyperlipidaemia',
      medications: [med('Rosuvastatin', '10 mg', 'Once a day at night', '90 days')],
      advice: 'Less ghee and fried food; more green vegetables.',
    },
  },
  {
    ...HARI,
    daysAgo: 15,
    status: 'completed',
    reason: 'Dizziness on standing up',
    prescription: {
      diagnosis: 'Orthostatic hypotension',
      medications: [med('Oral rehydration salts', '1 sachet', 'Twice a day', '5 days')],
    },
  },
  {
    ...MAYA,
    daysAgo: 20,
    status: 'active',
    reason: 'Irregular heartbeat felt at night',
    prescription: {
      diagnosis: 'Atrial premature complexes',
      medications: [med('Metoprolol', '25 mg', 'Twice a day', '30 days')],
    },
  },
  {
    ...NIRMALA,
    daysAgo: 40,
    status: 'completed',
    reason: 'Headache and high blood pressure',
    prescription: {
      diagnosis: 'Hypertension, newly found',
      medications: [
        med('Telmisartan', '40 mg', 'Once a day', '30 days'),
        med('Hydrochlorothiazide', '12.5 mg', 'Once a day', '30 days'),
      ],
    },
  },
  {
    ...SUNIL,
    daysAgo: 50,
    status: 'active',
    reason: 'Chest pain after heavy meals',
    prescription: {
      diagnosis: 'Gastro-oesophageal reflux, cardiac cause ruled out',
      medications: [med('Pantoprazole', '40 mg', 'Once a day before breakfast', '14 days')],
    },
  },
  {
    ...RAM,
    daysAgo: 55,
    status: 'cancelled',
    reason: 'Cough with the blood pressure tablet',
    prescription: {
      diagnosis: 'ACE inhibitor cough',
      medications: [med('Losartan', '50 mg', 'Once a day', '30 days')],
    },
  },
  {
    ...GITA,
    daysAgo: 12,
    status: 'active',
    reason: 'Follow-up of the lipid profile',
    prescription: {
      diagnosis: 'Hyperlipidaemia, improving',
      medications: [med('Rosuvastatin', '5 mg', 'Once a day at night', '60 days')],
    },
  },
  {
    ...SUNIL,
    daysAgo: 10,
    status: 'active',
    unwritten: true,
    reason: 'Follow-up of the reflux medicine',
    prescription: { diagnosis: '', medications: [] },
  },
];
