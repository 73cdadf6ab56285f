import type { HistoryPaper, PrescriptionRequest } from '@contract/appointments';
import type { Weekday } from '../db/schema';

/**
 * The demo practice (issue 12): who booked which slot of the two demo doctors, why, and
 * how far each appointment went. seed-appointments.ts plays it through the booking and
 * prescribing code, with dates counted from the day the seed runs.
 *
 * `week` counts occurrences of `day` from today: 1 is the next one after today, -1 the
 * last one before today. Slots are chosen so the schedule screens still have free ones
 * on every day, and so the slots the test suites book for the first demo doctor (the
 * first slot of each session, Sunday 11:00 and 12:30, Friday 16:00, and any Tuesday)
 * stay free whatever day the seed runs: only cancelled appointments, which hold no slot,
 * fall on those.
 */

/** Patients of the demo doctors who are not demo accounts (no password anyone knows). */
export const practicePatients = [
  { email: 'ram.thapa@patients.demo.np', phone: '9800000101', name: 'Ram Bahadur Thapa' },
  { email: 'gita.shrestha@patients.demo.np', phone: '9800000102', name: 'Gita Shrestha' },
  { email: 'hari.koirala@patients.demo.np', phone: '9800000103', name: 'Hari Prasad Koirala' },
  { email: 'maya.tamang@patients.demo.np', phone: '9800000104', name: 'Maya Tamang' },
  { email: 'nirmala.rai@patients.demo.np', phone: '9800000105', name: 'Nirmala Rai' },
  { email: 'anjana.poudel@patients.demo.np', phone: '9800000106', name: 'Anjana Poudel' },
  { email: 'sunil.maharjan@patients.demo.np', phone: '9800000107', name: 'Sunil Maharjan' },
] as const;

/** How far an appointment went: the doctor's and patient's decisions, in order. */
export type Outcome =
  | 'requested'
  | 'confirmed'
  | 'in-progress'
  | 'completed'
  | 'declined'
  | 'cancelled-by-patient'
  | 'cancelled-by-doctor';

export type PlannedAppointment = {
  doctor: 'doctor@demo.np' | 'doctor2@demo.np';
  /** The booking account's email; the patient's name may be a relative's. The hospital is
   * the one the doctor's schedule names for that day and slot. */
  account: string;
  patientName: string;
  phone: string;
  /** `week` 0 is the latest of these days on or before today whose slot has begun. */
  when: { day: Weekday; week: number; start: string }[];
  reason: string;
  outcome: Outcome;
  historyPaper?: Partial<HistoryPaper>;
  prescription?: Omit<PrescriptionRequest, 'followUp'> & {
    followUp?: { day: Weekday; week: number; notes: string };
  };
};

const SITA = { account: 'patient@demo.np', patientName: 'Sita Sharma', phone: '9800000001' };
const BIKASH = { account: 'patient2@demo.np', patientName: 'Bikash Gurung', phone: '9800000008' };
const practice = (i: number) => ({
  account: practicePatients[i]!.email,
  patientName: practicePatients[i]!.name,
  phone: practicePatients[i]!.phone,
});
const AARATI = 'doctor@demo.np' as const;
const SABINA = 'doctor2@demo.np' as const;

export const plannedAppointments: PlannedAppointment[] = [
  // ---- Dr. Aarati Joshi, cardiologist: past ----
  {
    doctor: AARATI,
    ...SITA,
    when: [{ day: 'Sunday', week: -3, start: '10:00' }],
    reason: 'High blood pressure readings at home and headaches in the morning',
    outcome: 'completed',
    prescription: {
      diagnosis: 'Essential hypertension, stage 2',
      medications: [
        {
          name: 'Amlodipine',
          dosage: '5 mg',
          frequency: 'Once a day',
          duration: '30 days',
          instructions: 'Take at the same time every morning',
          timing: 'after meals',
        },
        {
          name: 'Losartan',
          dosage: '50 mg',
          frequency: 'Once a day',
          duration: '30 days',
          timing: 'bedtime',
        },
      ],
      tests: [
        { name: 'Lipid profile', instructions: 'Fasting 10–12 hours', urgency: 'routine' },
        { name: 'Renal function test', urgency: 'routine' },
        { name: 'ECG', urgency: 'routine' },
      ],
      advice:
        'Less salt: no extra salt at the table, little achar and instant noodles. Walk 30 minutes a day. Check your blood pressure twice a week and write it down.',
      allergies: ['Sulfa drugs'],
      vitalSigns: {
        bloodPressure: '158/98',
        heartRate: '84',
        temperature: '98.4 °F',
        oxygenSaturation: '98%',
        weight: '68 kg',
        height: '156 cm',
        bmi: '27.9',
      },
      followUp: {
        day: 'Sunday',
        week: 1,
        notes: 'Bring the home readings and the lipid report.',
      },
    },
  },
  {
    doctor: AARATI,
    ...practice(4),
    when: [{ day: 'Tuesday', week: -2, start: '09:00' }],
    reason: 'Fitness certificate for a foreign-employment visa',
    outcome: 'declined',
  },
  {
    doctor: AARATI,
    ...practice(0),
    when: [{ day: 'Wednesday', week: -2, start: '15:00' }],
    reason: 'Breathless when climbing stairs, and the feet swell by evening',
    outcome: 'completed',
    prescription: {
      diagnosis: 'Heart failure with reduced ejection fraction (NYHA class II)',
      medications: [
        {
          name: 'Furosemide',
          dosage: '40 mg',
          frequency: 'Once a day',
          duration: '14 days',
          instructions: 'In the morning; weigh yourself daily',
          timing: 'empty stomach',
        },
        { name: 'Bisoprolol', dosage: '2.5 mg', frequency: 'Once a day', duration: '30 days' },
        { name: 'Spironolactone', dosage: '25 mg', frequency: 'Once a day', duration: '30 days' },
      ],
      tests: [
        { name: 'Echocardiography', urgency: 'urgent' },
        { name: 'Serum electrolytes (sodium, potassium)', urgency: 'routine' },
      ],
      advice:
        'Keep fluids to about 1.5 litres a day and salt low. Come to the emergency if breathlessness wakes you at night.',
      vitalSigns: {
        bloodPressure: '132/86',
        heartRate: '96',
        respiratoryRate: '20',
        oxygenSaturation: '95%',
        weight: '74 kg',
      },
      followUp: { day: 'Wednesday', week: 1, notes: 'With the echo and the electrolyte report.' },
    },
  },
  {
    doctor: AARATI,
    ...BIKASH,
    when: [{ day: 'Wednesday', week: -1, start: '16:00' }],
    reason: 'Chest tightness while trekking above 3,000 metres',
    outcome: 'cancelled-by-patient',
  },
  {
    doctor: AARATI,
    ...practice(1),
    when: [{ day: 'Friday', week: -1, start: '14:30' }],
    reason: 'Palpitations at night and weight loss',
    outcome: 'completed',
    prescription: {
      diagnosis: 'Sinus tachycardia; suspected hyperthyroidism',
      medications: [
        {
          name: 'Propranolol',
          dosage: '10 mg',
          frequency: 'Twice a day',
          duration: '14 days',
          timing: 'after meals',
        },
      ],
      tests: [
        { name: 'Thyroid function test (T3, T4, TSH)', urgency: 'urgent' },
        { name: '24-hour Holter monitoring', urgency: 'routine' },
      ],
      advice: 'Avoid strong tea, coffee and energy drinks until the report comes.',
      vitalSigns: { bloodPressure: '124/78', heartRate: '112', temperature: '98.9 °F' },
      followUp: { day: 'Tuesday', week: 2, notes: 'With the thyroid report.' },
    },
  },
  {
    doctor: AARATI,
    ...practice(2),
    when: [{ day: 'Sunday', week: -1, start: '11:30' }],
    reason: 'Routine check six months after angioplasty',
    outcome: 'completed',
  },
  // ---- today or the latest clinic day: in progress ----
  {
    doctor: AARATI,
    ...practice(6),
    when: [
      { day: 'Sunday', week: 0, start: '12:00' },
      { day: 'Wednesday', week: 0, start: '17:00' },
      { day: 'Friday', week: 0, start: '17:30' },
    ],
    reason: 'Pressure in the chest on exertion for a week',
    outcome: 'in-progress',
  },
  // ---- upcoming ----
  {
    doctor: AARATI,
    ...SITA,
    when: [{ day: 'Sunday', week: 1, start: '10:30' }],
    reason: 'Follow-up: blood pressure readings and lipid report',
    outcome: 'confirmed',
  },
  {
    doctor: AARATI,
    ...practice(3),
    when: [{ day: 'Wednesday', week: 1, start: '15:30' }],
    reason: 'Heart check before knee replacement surgery',
    outcome: 'confirmed',
  },
  {
    doctor: AARATI,
    ...BIKASH,
    when: [{ day: 'Friday', week: 1, start: '15:00' }],
    reason: 'Chest tightness while trekking; would like a treadmill test',
    outcome: 'requested',
    historyPaper: {
      language: 'np',
      symptoms: [
        { symptom: 'chestPain', days: 10 },
        { symptom: 'breathlessness', days: 10 },
      ],
      familyHistory: { present: true, text: 'Father had a heart attack at 55' },
      knownDiseases: { present: false, text: '' },
      allergies: { present: false, text: '' },
    },
  },
  {
    doctor: AARATI,
    ...practice(0),
    when: [{ day: 'Sunday', week: 2, start: '09:30' }],
    reason: 'Review after starting heart-failure medicines',
    outcome: 'requested',
  },
  {
    doctor: AARATI,
    ...practice(4),
    when: [{ day: 'Wednesday', week: 2, start: '16:30' }],
    reason: 'Irregular heartbeat noticed on a smartwatch',
    outcome: 'requested',
  },
  {
    doctor: AARATI,
    ...practice(1),
    when: [{ day: 'Tuesday', week: 2, start: '11:00' }],
    reason: 'Follow-up of palpitations with the thyroid report',
    outcome: 'cancelled-by-doctor',
  },
  // ---- Dr. Sabina Adhikari, gynaecologist in Pokhara ----
  {
    doctor: SABINA,
    ...BIKASH,
    patientName: 'Sarita Gurung',
    when: [{ day: 'Monday', week: -1, start: '11:00' }],
    reason: 'Antenatal check-up at 20 weeks',
    outcome: 'completed',
    prescription: {
      diagnosis: 'Intrauterine pregnancy, 20 weeks; mild anaemia',
      medications: [
        {
          name: 'Ferrous sulphate with folic acid',
          dosage: '1 tablet',
          frequency: 'Once a day',
          duration: '90 days',
          instructions: 'Not with tea or milk',
          timing: 'before meals',
        },
        {
          name: 'Calcium carbonate',
          dosage: '500 mg',
          frequency: 'Twice a day',
          duration: '90 days',
          timing: 'after meals',
        },
      ],
      tests: [
        { name: 'Anomaly scan (USG)', urgency: 'routine' },
        { name: 'Complete blood count', urgency: 'routine' },
      ],
      advice:
        'Eat green leafy vegetables, lentils and eggs. Come at once for bleeding, severe headache or reduced baby movements.',
      vitalSigns: { bloodPressure: '110/70', heartRate: '88', weight: '58 kg' },
      followUp: { day: 'Thursday', week: 1, notes: 'At 24 weeks, with the scan report.' },
    },
  },
  {
    doctor: SABINA,
    ...BIKASH,
    patientName: 'Sarita Gurung',
    when: [{ day: 'Thursday', week: 1, start: '10:30' }],
    reason: 'Antenatal check-up at 24 weeks with the anomaly scan',
    outcome: 'confirmed',
  },
  {
    doctor: SABINA,
    ...SITA,
    when: [{ day: 'Monday', week: 1, start: '12:00' }],
    reason: 'Irregular periods for three months',
    outcome: 'requested',
  },
  {
    doctor: SABINA,
    ...practice(5),
    when: [{ day: 'Wednesday', week: 1, start: '15:30' }],
    reason: 'Severe lower abdominal pain during periods',
    outcome: 'requested',
  },
];
