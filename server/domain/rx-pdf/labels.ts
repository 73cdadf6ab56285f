import type { medicationTimings, testUrgencies } from '@contract/appointments';
import type { RxStatus } from '@contract/rx-verify';

/** The PDF's words in the reader's language (ADR 0029): the labels, not what the doctor wrote. */
export type Labels = {
  brand: string;
  title: string;
  doctor: string;
  nmc: string;
  hospital: string;
  patient: string;
  date: string;
  validUntil: string;
  status: string;
  diagnosis: string;
  allergies: string;
  vitals: string;
  medications: string;
  dosage: string;
  frequency: string;
  duration: string;
  /** How many packs to hand over (002 §2, §3). */
  quantity: string;
  timing: string;
  instructions: string;
  tests: string;
  advice: string;
  followUp: string;
  followUpOn: string;
  noFollowUp: string;
  verifyTitle: string;
  verifyText: string;
  code: string;
  footer: string;
  statuses: Record<RxStatus, string>;
  timings: Record<(typeof medicationTimings)[number], string>;
  urgencies: Record<(typeof testUrgencies)[number], string>;
  vitalSigns: Record<
    | 'bloodPressure'
    | 'heartRate'
    | 'temperature'
    | 'respiratoryRate'
    | 'oxygenSaturation'
    | 'weight'
    | 'height'
    | 'bmi',
    string
  >;
};

export const labels: Record<'en' | 'ne', Labels> = {
  en: {
    brand: 'Ujyalo Health',
    title: 'Prescription',
    doctor: 'Doctor',
    nmc: 'NMC No.',
    hospital: 'Hospital',
    patient: 'Patient',
    date: 'Date',
    validUntil: 'Valid until',
    status: 'Status',
    diagnosis: 'Diagnosis',
    allergies: 'Allergies',
    vitals: 'Vital signs',
    medications: 'Medications',
    dosage: 'Dosage',
    frequency: 'Frequency',
    duration: 'Duration',
    quantity: 'Quantity (packs)',
    timing: 'Timing',
    instructions: 'Instructions',
    tests: 'Tests',
    advice: 'Advice',
    followUp: 'Follow-up',
    followUpOn: 'Come back on {date}',
    noFollowUp: 'No follow-up needed',
    verifyTitle: 'Verify this prescription',
    verifyText: 'Scan the QR code or open {url}',
    code: 'Verification code',
    footer: 'Issued through Ujyalo Health. A pharmacist can check it is genuine and still valid.',
    statuses: {
      active: 'Active',
      expired: 'Expired',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    timings: {
      'after meals': 'After meals',
      'before meals': 'Before meals',
      'with meals': 'With meals',
      'empty stomach': 'On an empty stomach',
      bedtime: 'At bedtime',
      'as needed': 'As needed',
      other: 'Other',
    },
    urgencies: { routine: 'Routine', urgent: 'Urgent', stat: 'Immediately' },
    vitalSigns: {
      bloodPressure: 'Blood pressure',
      heartRate: 'Heart rate',
      temperature: 'Temperature',
      respiratoryRate: 'Respiratory rate',
      oxygenSaturation: 'Oxygen saturation',
      weight: 'Weight',
      height: 'Height',
      bmi: 'BMI',
    },
  },
  ne: {
    brand: 'उज्यालो हेल्थ',
    title: 'प्रिस्क्रिप्शन',
    doctor: 'चिकित्सक',
    nmc: 'एनएमसी नं.',
    hospital: 'अस्पताल',
    patient: 'बिरामी',
    date: 'मिति',
    validUntil: 'मान्य अवधि',
    status: 'स्थिति',
    diagnosis: 'रोग निदान',
    allergies: 'एलर्जी',
    vitals: 'शारीरिक जाँच',
    medications: 'औषधि',
    dosage: 'मात्रा',
    frequency: 'कति पटक',
    duration: 'अवधि',
    quantity: 'परिमाण (प्याकेट)',
    timing: 'समय',
    instructions: 'निर्देशन',
    tests: 'परीक्षणहरू',
    advice: 'सल्लाह',
    followUp: 'फलो-अप',
    followUpOn: '{date} मा फेरि आउनुहोस्',
    noFollowUp: 'फलो-अप आवश्यक छैन',
    verifyTitle: 'यो प्रिस्क्रिप्शन प्रमाणित गर्नुहोस्',
    verifyText: 'QR कोड स्क्यान गर्नुहोस् वा {url} खोल्नुहोस्',
    code: 'प्रमाणीकरण कोड',
    footer: 'उज्यालो हेल्थबाट जारी गरिएको। फार्मासिस्टले यो साँचो र अझै मान्य छ कि छैन जाँच्न सक्नुहुन्छ।',
    statuses: {
      active: 'सक्रिय',
      expired: 'म्याद सकिएको',
      completed: 'पूरा भएको',
      cancelled: 'रद्द गरिएको',
    },
    timings: {
      'after meals': 'खाना खाएपछि',
      'before meals': 'खाना खानुअघि',
      'with meals': 'खानासँगै',
      'empty stomach': 'खाली पेटमा',
      bedtime: 'सुत्ने बेलामा',
      'as needed': 'आवश्यक परेमा',
      other: 'अन्य',
    },
    urgencies: { routine: 'सामान्य', urgent: 'जरुरी', stat: 'तुरुन्तै' },
    vitalSigns: {
      bloodPressure: 'रक्तचाप',
      heartRate: 'मुटुको धड्कन',
      temperature: 'तापक्रम',
      respiratoryRate: 'श्वासप्रश्वास दर',
      oxygenSaturation: 'अक्सिजन स्तर',
      weight: 'तौल',
      height: 'उचाइ',
      bmi: 'बीएमआई',
    },
  },
};

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** A date (YYYY-MM-DD) as the reader writes it: Devanagari digits in Nepali. */
export function dateIn(lang: 'en' | 'ne', iso: string): string {
  return lang === 'ne' ? iso.replace(/\d/g, (d) => DEVANAGARI_DIGITS[Number(d)]!) : iso;
}
