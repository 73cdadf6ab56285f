import {
  ANJANA,
  GITA,
  HARI,
  MAYA,
  med,
  NIRMALA,
  RAM,
  SUNIL,
  type Plan,
} from './seed-prescriptions-data';

/**
 * Dr. Aarati Joshi's earlier practice (issue 16's dashboard): completed visits with her
 * practice patients from about two to six months before today, so her analytics have all
 * six months. Each patient's story runs on into the later visits of
 * seed-appointments-data.ts and seed-prescriptions-data.ts (Ram's angina, then the cough
 * from the ACE inhibitor, then heart failure; Hari's angioplasty six months ago). Two are
 * checks where nothing was prescribed. Sita Sharma is not among them: her own history
 * stays as the patient demo shows it. seed-prescriptions.ts (seedDoctorHistory) plays them.
 */

const done = 'completed' as const;

export const historyPlans: Plan[] = [
  {
    ...HARI,
    daysAgo: 178,
    status: done,
    reason: 'Review after discharge: angioplasty at the Shahid Gangalal heart centre',
    prescription: {
      diagnosis: 'Coronary artery disease, after a stent to the LAD',
      medications: [
        med('Aspirin', '75 mg', 'Once a day', '365 days'),
        med('Clopidogrel', '75 mg', 'Once a day', '365 days'),
        med('Atorvastatin', '40 mg', 'Once a day at night', '90 days'),
        med('Metoprolol', '25 mg', 'Twice a day', '90 days'),
      ],
      advice: 'Never stop aspirin or clopidogrel on your own. Walk a little more each day.',
    },
  },
  {
    ...RAM,
    daysAgo: 173,
    status: done,
    reason: 'Chest pain when carrying loads uphill, gone with rest',
    prescription: {
      diagnosis: 'Stable angina, newly found',
      medications: [
        med('Aspirin', '75 mg', 'Once a day', '30 days'),
        med('Atorvastatin', '20 mg', 'Once a day at night', '30 days'),
      ],
      tests: [{ name: 'Treadmill test (TMT)', urgency: 'routine' }],
      advice: 'Stop smoking bidi. Rest at once if the pain comes.',
    },
  },
  {
    ...MAYA,
    daysAgo: 168,
    status: done,
    reason: 'High blood pressure found at the pharmacy',
    prescription: {
      diagnosis: 'Essential hypertension, stage 1',
      medications: [med('Amlodipine', '5 mg', 'Once a day', '30 days')],
      advice: 'Less salt and pickles; check the pressure every week.',
    },
  },
  {
    ...SUNIL,
    daysAgo: 163,
    status: done,
    reason: 'Heart check before the Annapurna base camp trek',
    prescription: {
      diagnosis: 'Fit for trekking; mild dyslipidaemia',
      medications: [med('Acetazolamide', '125 mg', 'Twice a day', '4 days')],
      advice: 'Start acetazolamide a day before going above 3,000 metres. Climb slowly.',
    },
  },
  {
    ...GITA,
    daysAgo: 158,
    status: done,
    reason: 'Heaviness in the chest; her mother had a heart attack',
    prescription: {
      diagnosis: 'Atypical chest pain; family history of coronary disease',
      medications: [med('Pantoprazole', '40 mg', 'Once a day before breakfast', '14 days')],
      tests: [
        { name: 'Lipid profile', urgency: 'routine' },
        { name: 'Treadmill test (TMT)', urgency: 'routine' },
      ],
    },
  },
  {
    ...NIRMALA,
    daysAgo: 152,
    status: done,
    reason: 'Fainted once while planting rice in the field',
    prescription: {
      diagnosis: 'Vasovagal syncope; ECG normal',
      medications: [med('Oral rehydration salts', '1 sachet', 'Twice a day', '3 days')],
      advice: 'Drink more water in the heat; sit or lie down at once if you feel faint.',
    },
  },
  {
    ...HARI,
    daysAgo: 147,
    status: done,
    reason: 'One month after angioplasty',
    prescription: {
      diagnosis: 'Coronary artery disease after PCI, no chest pain',
      medications: [
        med('Aspirin', '75 mg', 'Once a day', '365 days'),
        med('Clopidogrel', '75 mg', 'Once a day', '365 days'),
        med('Atorvastatin', '40 mg', 'Once a day at night', '90 days'),
      ],
    },
  },
  {
    ...RAM,
    daysAgo: 142,
    status: done,
    reason: 'Treadmill test report',
    prescription: {
      diagnosis: 'Stable angina, positive treadmill test; hypertension',
      medications: [
        med('Aspirin', '75 mg', 'Once a day', '30 days'),
        med('Atorvastatin', '20 mg', 'Once a day at night', '30 days'),
        med('Enalapril', '5 mg', 'Twice a day', '30 days'),
      ],
      tests: [{ name: 'Coronary angiography (CAG)', urgency: 'routine' }],
    },
  },
  {
    ...ANJANA,
    daysAgo: 137,
    status: done,
    reason: 'Fast heartbeat and tiredness after the delivery',
    prescription: {
      diagnosis: 'Sinus tachycardia with anaemia after childbirth',
      medications: [med('Ferrous sulphate with folic acid', '1 tablet', 'Once a day', '90 days')],
      tests: [{ name: 'Complete blood count', urgency: 'routine' }],
    },
  },
  {
    ...MAYA,
    daysAgo: 131,
    status: done,
    reason: 'Blood pressure review',
    prescription: {
      diagnosis: 'Essential hypertension, controlled',
      medications: [med('Amlodipine', '5 mg', 'Once a day', '60 days')],
    },
  },
  {
    ...GITA,
    daysAgo: 126,
    status: done,
    reason: 'Treadmill test and lipid report',
    prescription: {
      diagnosis: 'Negative treadmill test; borderline high cholesterol',
      medications: [med('Omega-3 fatty acids', '1 g', 'Once a day', '60 days')],
      advice: 'Less ghee and fried snacks; brisk walk 40 minutes a day.',
    },
  },
  {
    ...SUNIL,
    daysAgo: 121,
    status: done,
    reason: 'Back from the trek, wants to stop smoking',
    prescription: {
      diagnosis: 'Tobacco use; mild dyslipidaemia',
      medications: [med('Nicotine gum', '2 mg', 'When the urge comes, up to 10 a day', '60 days')],
      advice: 'Set a quit date this week and tell your family.',
    },
  },
  {
    ...HARI,
    daysAgo: 116,
    status: done,
    reason: 'Cramps in the legs at night',
    prescription: {
      diagnosis: 'Statin-related muscle aches, mild',
      medications: [med('Atorvastatin', '20 mg', 'Once a day at night', '90 days')],
      tests: [{ name: 'Creatine kinase (CK)', urgency: 'routine' }],
    },
  },
  {
    ...NIRMALA,
    daysAgo: 110,
    status: done,
    reason: 'Echocardiography report after the fainting',
    unwritten: true,
    prescription: { diagnosis: '', medications: [] },
  },
  {
    ...RAM,
    daysAgo: 104,
    status: done,
    reason: 'Angiography report: two vessels narrowed',
    prescription: {
      diagnosis: 'Double-vessel coronary disease, medical treatment chosen',
      medications: [
        med('Aspirin', '75 mg', 'Once a day', '60 days'),
        med('Atorvastatin', '40 mg', 'Once a day at night', '60 days'),
        med('Enalapril', '5 mg', 'Twice a day', '60 days'),
        med('Isosorbide mononitrate', '20 mg', 'Twice a day', '60 days'),
      ],
    },
  },
  {
    ...MAYA,
    daysAgo: 99,
    status: done,
    reason: 'Ankles swell in the evening',
    prescription: {
      diagnosis: 'Ankle oedema from amlodipine',
      medications: [med('Telmisartan', '40 mg', 'Once a day', '60 days')],
      advice: 'Amlodipine stopped. Raise the legs when sitting.',
    },
  },
  {
    ...GITA,
    daysAgo: 93,
    status: done,
    reason: 'Cholesterol still high after three months of diet',
    prescription: {
      diagnosis: 'Hyperlipidaemia',
      medications: [med('Rosuvastatin', '10 mg', 'Once a day at night', '90 days')],
    },
  },
  {
    ...HARI,
    daysAgo: 88,
    status: done,
    reason: 'Three months after angioplasty; creatine kinase report',
    prescription: {
      diagnosis: 'Coronary artery disease after PCI, stable; CK normal',
      medications: [
        med('Aspirin', '75 mg', 'Once a day', '365 days'),
        med('Clopidogrel', '75 mg', 'Once a day', '270 days'),
        med('Atorvastatin', '20 mg', 'Once a day at night', '90 days'),
        med('Metoprolol', '25 mg', 'Twice a day', '90 days'),
      ],
    },
  },
  {
    ...SUNIL,
    daysAgo: 83,
    status: done,
    reason: 'Six weeks without cigarettes; lipid review',
    unwritten: true,
    prescription: { diagnosis: '', medications: [] },
  },
  {
    ...ANJANA,
    daysAgo: 78,
    status: done,
    reason: 'Blood count after three months of iron',
    prescription: {
      diagnosis: 'Anaemia improving; heart rate normal',
      medications: [med('Ferrous sulphate with folic acid', '1 tablet', 'Once a day', '30 days')],
    },
  },
  {
    ...NIRMALA,
    daysAgo: 74,
    status: done,
    reason: 'Headache in the mornings',
    prescription: {
      diagnosis: 'Tension headache; blood pressure borderline',
      medications: [med('Paracetamol', '500 mg', 'When needed, up to 3 a day', '5 days')],
      advice: 'Check the blood pressure at the health post every two weeks.',
    },
  },
  {
    ...MAYA,
    daysAgo: 70,
    status: done,
    reason: 'Blood pressure review on telmisartan',
    prescription: {
      diagnosis: 'Essential hypertension, controlled; oedema gone',
      medications: [med('Telmisartan', '40 mg', 'Once a day', '90 days')],
    },
  },
  {
    ...RAM,
    daysAgo: 66,
    status: done,
    reason: 'Dry cough since the new blood pressure tablet',
    prescription: {
      diagnosis: 'Cough, probably from enalapril; angina stable',
      medications: [med('Dextromethorphan syrup', '10 ml', 'Three times a day', '7 days')],
      advice: 'If the cough stays, the tablet will be changed at the next visit.',
    },
  },
];
