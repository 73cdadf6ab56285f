import { defineMessages } from 'react-intl';

/** The dialog's own controls, in the app's language. */
export const messages = defineMessages({
  title: { id: 'booking.historyPaper.title', defaultMessage: 'History paper' },
  description: {
    id: 'booking.historyPaper.description',
    defaultMessage:
      'Tell the doctor about your symptoms and medical history. Everything here is optional.',
  },
  language: { id: 'booking.historyPaper.language', defaultMessage: 'Language of the form' },
  languageEn: { id: 'booking.historyPaper.languageEn', defaultMessage: 'English' },
  languageNp: { id: 'booking.historyPaper.languageNp', defaultMessage: 'नेपाली (Nepali)' },
  languageHi: { id: 'booking.historyPaper.languageHi', defaultMessage: 'हिन्दी (Hindi)' },
  loadingLanguage: {
    id: 'booking.historyPaper.loadingLanguage',
    defaultMessage: 'Loading the form in the chosen language…',
  },
  save: { id: 'booking.historyPaper.save', defaultMessage: 'Save history paper' },
  cancel: { id: 'booking.historyPaper.cancel', defaultMessage: 'Cancel' },
});

/**
 * The form's own labels (002 §3 history paper), shown in the language chosen in the form,
 * which may differ from the app's: English and Nepali come from the catalogues, Hindi
 * from `hindiLabels`.
 */
export const labelMessages = defineMessages({
  symptoms: {
    id: 'booking.historyPaper.label.symptoms',
    defaultMessage: 'Symptoms (tick any you have, and for how many days)',
  },
  fever: { id: 'booking.historyPaper.label.fever', defaultMessage: 'Fever' },
  bodyache: { id: 'booking.historyPaper.label.bodyache', defaultMessage: 'Body ache' },
  itching: { id: 'booking.historyPaper.label.itching', defaultMessage: 'Itching' },
  palpitation: { id: 'booking.historyPaper.label.palpitation', defaultMessage: 'Palpitation' },
  cough: { id: 'booking.historyPaper.label.cough', defaultMessage: 'Cough' },
  headache: { id: 'booking.historyPaper.label.headache', defaultMessage: 'Headache' },
  nausea: { id: 'booking.historyPaper.label.nausea', defaultMessage: 'Nausea' },
  vomiting: { id: 'booking.historyPaper.label.vomiting', defaultMessage: 'Vomiting' },
  diarrhea: { id: 'booking.historyPaper.label.diarrhea', defaultMessage: 'Diarrhoea' },
  chestPain: { id: 'booking.historyPaper.label.chestPain', defaultMessage: 'Chest pain' },
  breathlessness: {
    id: 'booking.historyPaper.label.breathlessness',
    defaultMessage: 'Breathlessness',
  },
  rash: { id: 'booking.historyPaper.label.rash', defaultMessage: 'Rash' },
  days: { id: 'booking.historyPaper.label.days', defaultMessage: 'Days' },
  daysInvalid: {
    id: 'booking.historyPaper.label.daysInvalid',
    defaultMessage: 'Enter the number of days as a whole number, 0 or more',
  },
  otherSymptoms: {
    id: 'booking.historyPaper.label.otherSymptoms',
    defaultMessage: 'Other symptoms',
  },
  history: { id: 'booking.historyPaper.label.history', defaultMessage: 'Medical history' },
  pastHistory: {
    id: 'booking.historyPaper.label.pastHistory',
    defaultMessage: 'I have had a serious illness, operation or hospital stay before',
  },
  pastHistoryDetails: {
    id: 'booking.historyPaper.label.pastHistoryDetails',
    defaultMessage: 'Details of past illness',
  },
  familyHistory: {
    id: 'booking.historyPaper.label.familyHistory',
    defaultMessage: 'An illness runs in my family',
  },
  familyHistoryText: {
    id: 'booking.historyPaper.label.familyHistoryText',
    defaultMessage: 'Family history details',
  },
  knownDiseases: {
    id: 'booking.historyPaper.label.knownDiseases',
    defaultMessage: 'I have a known long-term disease',
  },
  knownDiseasesText: {
    id: 'booking.historyPaper.label.knownDiseasesText',
    defaultMessage: 'Known diseases',
  },
  allergies: { id: 'booking.historyPaper.label.allergies', defaultMessage: 'I have allergies' },
  allergiesText: {
    id: 'booking.historyPaper.label.allergiesText',
    defaultMessage: 'Allergies (medicines, food, other)',
  },
});

export type LabelKey = keyof typeof labelMessages;
export type Labels = Record<LabelKey, string>;
