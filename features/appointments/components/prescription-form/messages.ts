import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  label: NoMessageValues;
  forPatient: { name: string };
  diagnosis: NoMessageValues;
  medications: NoMessageValues;
  medication: { number: number };
  medicineName: NoMessageValues;
  dosage: NoMessageValues;
  dosagePlaceholder: NoMessageValues;
  frequency: NoMessageValues;
  frequencyPlaceholder: NoMessageValues;
  duration: NoMessageValues;
  durationPlaceholder: NoMessageValues;
  quantity: NoMessageValues;
  quantityPlaceholder: NoMessageValues;
  timing: NoMessageValues;
  instructions: NoMessageValues;
  addMedication: NoMessageValues;
  remove: NoMessageValues;
  removeMedication: { number: number };
  tests: NoMessageValues;
  testName: NoMessageValues;
  testInstructions: NoMessageValues;
  urgency: NoMessageValues;
  addTest: NoMessageValues;
  removeTest: { name: string };
  noTests: NoMessageValues;
  advice: NoMessageValues;
  followUp: NoMessageValues;
  followUpRequired: NoMessageValues;
  followUpDate: NoMessageValues;
  followUpNotes: NoMessageValues;
  allergies: NoMessageValues;
  allergy: NoMessageValues;
  addAllergy: NoMessageValues;
  removeAllergy: { name: string };
  noAllergies: NoMessageValues;
  vitalSigns: NoMessageValues;
  vitalSignsHint: NoMessageValues;
  bloodPressure: NoMessageValues;
  heartRate: NoMessageValues;
  temperature: NoMessageValues;
  respiratoryRate: NoMessageValues;
  oxygenSaturation: NoMessageValues;
  weight: NoMessageValues;
  height: NoMessageValues;
  bmi: NoMessageValues;
  validity: NoMessageValues;
  validUntil: NoMessageValues;
  validUntilHint: { days: number };
  submit: NoMessageValues;
  cancel: NoMessageValues;
  created: NoMessageValues;
  failedRetry: NoMessageValues;
  failedWith: { error: string };
  testNameRequired: NoMessageValues;
  allergyRequired: NoMessageValues;
}>({
  label: { id: 'appointments.prescriptionForm.label', defaultMessage: 'Prescription' },
  forPatient: { id: 'appointments.prescriptionForm.forPatient', defaultMessage: 'For {name}' },
  diagnosis: { id: 'appointments.prescriptionForm.diagnosis', defaultMessage: 'Diagnosis' },
  medications: { id: 'appointments.prescriptionForm.medications', defaultMessage: 'Medications' },
  medication: {
    id: 'appointments.prescriptionForm.medication',
    defaultMessage: 'Medication {number}',
  },
  medicineName: {
    id: 'appointments.prescriptionForm.medicineName',
    defaultMessage: 'Medicine name',
  },
  dosage: { id: 'appointments.prescriptionForm.dosage', defaultMessage: 'Dosage' },
  dosagePlaceholder: {
    id: 'appointments.prescriptionForm.dosagePlaceholder',
    defaultMessage: 'e.g. 500 mg',
  },
  frequency: { id: 'appointments.prescriptionForm.frequency', defaultMessage: 'How often' },
  frequencyPlaceholder: {
    id: 'appointments.prescriptionForm.frequencyPlaceholder',
    defaultMessage: 'e.g. Twice a day',
  },
  duration: { id: 'appointments.prescriptionForm.duration', defaultMessage: 'For how long' },
  durationPlaceholder: {
    id: 'appointments.prescriptionForm.durationPlaceholder',
    defaultMessage: 'e.g. 5 days',
  },
  quantity: { id: 'appointments.prescriptionForm.quantity', defaultMessage: 'Quantity (packs)' },
  quantityPlaceholder: {
    id: 'appointments.prescriptionForm.quantityPlaceholder',
    defaultMessage: 'e.g. 2',
  },
  timing: { id: 'appointments.prescriptionForm.timing', defaultMessage: 'When to take' },
  instructions: {
    id: 'appointments.prescriptionForm.instructions',
    defaultMessage: 'Instructions',
  },
  addMedication: {
    id: 'appointments.prescriptionForm.addMedication',
    defaultMessage: 'Add medication',
  },
  remove: { id: 'appointments.prescriptionForm.remove', defaultMessage: 'Remove' },
  removeMedication: {
    id: 'appointments.prescriptionForm.removeMedication',
    defaultMessage: 'Remove medication {number}',
  },
  tests: { id: 'appointments.prescriptionForm.tests', defaultMessage: 'Tests' },
  testName: { id: 'appointments.prescriptionForm.testName', defaultMessage: 'Test name' },
  testInstructions: {
    id: 'appointments.prescriptionForm.testInstructions',
    defaultMessage: 'Test instructions',
  },
  urgency: { id: 'appointments.prescriptionForm.urgency', defaultMessage: 'Urgency' },
  addTest: { id: 'appointments.prescriptionForm.addTest', defaultMessage: 'Add test' },
  removeTest: {
    id: 'appointments.prescriptionForm.removeTest',
    defaultMessage: 'Remove test {name}',
  },
  noTests: { id: 'appointments.prescriptionForm.noTests', defaultMessage: 'No tests added.' },
  advice: { id: 'appointments.prescriptionForm.advice', defaultMessage: 'Advice' },
  followUp: { id: 'appointments.prescriptionForm.followUp', defaultMessage: 'Follow-up' },
  followUpRequired: {
    id: 'appointments.prescriptionForm.followUpRequired',
    defaultMessage: 'A follow-up visit is needed',
  },
  followUpDate: {
    id: 'appointments.prescriptionForm.followUpDate',
    defaultMessage: 'Follow-up date',
  },
  followUpNotes: {
    id: 'appointments.prescriptionForm.followUpNotes',
    defaultMessage: 'Follow-up notes',
  },
  allergies: { id: 'appointments.prescriptionForm.allergies', defaultMessage: 'Allergies' },
  allergy: { id: 'appointments.prescriptionForm.allergy', defaultMessage: 'Allergy' },
  addAllergy: { id: 'appointments.prescriptionForm.addAllergy', defaultMessage: 'Add allergy' },
  removeAllergy: {
    id: 'appointments.prescriptionForm.removeAllergy',
    defaultMessage: 'Remove allergy {name}',
  },
  noAllergies: {
    id: 'appointments.prescriptionForm.noAllergies',
    defaultMessage: 'No allergies added.',
  },
  vitalSigns: { id: 'appointments.prescriptionForm.vitalSigns', defaultMessage: 'Vital signs' },
  vitalSignsHint: {
    id: 'appointments.prescriptionForm.vitalSignsHint',
    defaultMessage: 'Fill in the ones you measured.',
  },
  bloodPressure: {
    id: 'appointments.prescriptionForm.bloodPressure',
    defaultMessage: 'Blood pressure (mmHg)',
  },
  heartRate: {
    id: 'appointments.prescriptionForm.heartRate',
    defaultMessage: 'Heart rate (beats per minute)',
  },
  temperature: {
    id: 'appointments.prescriptionForm.temperature',
    defaultMessage: 'Temperature (°F)',
  },
  respiratoryRate: {
    id: 'appointments.prescriptionForm.respiratoryRate',
    defaultMessage: 'Respiratory rate (breaths per minute)',
  },
  oxygenSaturation: {
    id: 'appointments.prescriptionForm.oxygenSaturation',
    defaultMessage: 'Oxygen saturation (SpO₂ %)',
  },
  weight: { id: 'appointments.prescriptionForm.weight', defaultMessage: 'Weight (kg)' },
  height: { id: 'appointments.prescriptionForm.height', defaultMessage: 'Height (cm)' },
  bmi: { id: 'appointments.prescriptionForm.bmi', defaultMessage: 'BMI' },
  validity: { id: 'appointments.prescriptionForm.validity', defaultMessage: 'Validity' },
  validUntil: { id: 'appointments.prescriptionForm.validUntil', defaultMessage: 'Valid until' },
  validUntilHint: {
    id: 'appointments.prescriptionForm.validUntilHint',
    defaultMessage:
      'The last day a pharmacy may dispense it: today or later, at most {days} days ahead.',
  },
  submit: { id: 'appointments.prescriptionForm.submit', defaultMessage: 'Save prescription' },
  cancel: { id: 'appointments.prescriptionForm.cancel', defaultMessage: 'Cancel' },
  created: {
    id: 'appointments.prescriptionForm.created',
    defaultMessage: 'Prescription created successfully',
  },
  failedRetry: {
    id: 'appointments.prescriptionForm.failedRetry',
    defaultMessage: 'Failed to create prescription. Please try again.',
  },
  failedWith: {
    id: 'appointments.prescriptionForm.failedWith',
    defaultMessage: 'Failed to create prescription: {error}',
  },
  testNameRequired: {
    id: 'appointments.prescriptionForm.testNameRequired',
    defaultMessage: 'Enter the test name to add a test',
  },
  allergyRequired: {
    id: 'appointments.prescriptionForm.allergyRequired',
    defaultMessage: 'Type an allergy to add it',
  },
});
