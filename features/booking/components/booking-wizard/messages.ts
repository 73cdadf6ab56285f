import { defineMessages } from 'react-intl';

const plain = defineMessages({
  title: { id: 'booking.wizard.title', defaultMessage: 'Book an appointment' },
  stepperLabel: { id: 'booking.wizard.stepperLabel', defaultMessage: 'Booking progress' },
  stepDay: { id: 'booking.wizard.stepDay', defaultMessage: 'Select Day' },
  stepTime: { id: 'booking.wizard.stepTime', defaultMessage: 'Choose Time' },
  stepDetails: { id: 'booking.wizard.stepDetails', defaultMessage: 'Details' },
  stepConfirmation: { id: 'booking.wizard.stepConfirmation', defaultMessage: 'Confirmation' },
  close: { id: 'booking.wizard.close', defaultMessage: 'Cancel booking' },

  // Step 1
  dayHeading: { id: 'booking.wizard.dayHeading', defaultMessage: 'Select a day' },
  dayIntro: {
    id: 'booking.wizard.dayIntro',
    defaultMessage:
      'These are the days the doctor sees patients. Each shows the next date you can book, from tomorrow.',
  },
  daysLoading: { id: 'booking.wizard.daysLoading', defaultMessage: 'Loading the doctor’s days…' },
  daysFailed: {
    id: 'booking.wizard.daysFailed',
    defaultMessage: 'Could not load the doctor’s schedule',
  },
  daysEmpty: {
    id: 'booking.wizard.daysEmpty',
    defaultMessage: 'This doctor has no open days yet',
  },
  daysEmptyHint: {
    id: 'booking.wizard.daysEmptyHint',
    defaultMessage: 'Please check again later, or choose another doctor.',
  },

  // Step 2
  timeHeading: { id: 'booking.wizard.timeHeading', defaultMessage: 'Choose a time' },
  changeDay: { id: 'booking.wizard.changeDay', defaultMessage: 'Change day' },
  slotsLoading: { id: 'booking.wizard.slotsLoading', defaultMessage: 'Loading free times…' },
  slotsFailed: {
    id: 'booking.wizard.slotsFailed',
    defaultMessage: 'Could not load the free times',
  },
  slotsEmpty: {
    id: 'booking.wizard.slotsEmpty',
    defaultMessage: 'The doctor has no times on this day',
  },
  allTaken: {
    id: 'booking.wizard.allTaken',
    defaultMessage: 'Every time on this day is taken',
  },
  chooseAnotherDay: {
    id: 'booking.wizard.chooseAnotherDay',
    defaultMessage: 'Please choose another day.',
  },
  taken: { id: 'booking.wizard.taken', defaultMessage: 'Taken' },
  presetUnavailable: {
    id: 'booking.wizard.presetUnavailable',
    defaultMessage: 'The time you picked is no longer free. Please choose another time.',
  },

  // Step 3
  detailsHeading: { id: 'booking.wizard.detailsHeading', defaultMessage: 'Your details' },
  summaryTitle: { id: 'booking.wizard.summaryTitle', defaultMessage: 'Your appointment' },
  summaryLoading: {
    id: 'booking.wizard.summaryLoading',
    defaultMessage: 'Checking the time you picked…',
  },
  doctor: { id: 'booking.wizard.doctor', defaultMessage: 'Doctor' },
  date: { id: 'booking.wizard.date', defaultMessage: 'Date' },
  time: { id: 'booking.wizard.time', defaultMessage: 'Time' },
  hospital: { id: 'booking.wizard.hospital', defaultMessage: 'Hospital' },
  department: { id: 'booking.wizard.department', defaultMessage: 'Department' },
  fee: { id: 'booking.wizard.fee', defaultMessage: 'Consultation fee' },
  changeTime: { id: 'booking.wizard.changeTime', defaultMessage: 'Change time' },
  patientName: { id: 'booking.wizard.patientName', defaultMessage: 'Patient name' },
  phone: { id: 'booking.wizard.phone', defaultMessage: 'Phone number' },
  reason: { id: 'booking.wizard.reason', defaultMessage: 'Reason for visit' },
  reasonHint: {
    id: 'booking.wizard.reasonHint',
    defaultMessage: 'Briefly describe your symptoms or why you want to see the doctor.',
  },
  nameRequired: {
    id: 'booking.wizard.nameRequired',
    defaultMessage: 'Please enter the patient’s name',
  },
  phoneRequired: {
    id: 'booking.wizard.phoneRequired',
    defaultMessage: 'Please enter a phone number',
  },
  phoneInvalid: {
    id: 'booking.wizard.phoneInvalid',
    defaultMessage: 'Please enter a valid phone number',
  },
  reasonRequired: {
    id: 'booking.wizard.reasonRequired',
    defaultMessage: 'Please describe the reason for your visit',
  },
  requiredFields: {
    id: 'booking.wizard.requiredFields',
    defaultMessage: 'Please fill in all required fields',
  },
  documents: { id: 'booking.wizard.documents', defaultMessage: 'Documents (optional)' },
  fileType: {
    id: 'booking.wizard.fileType',
    defaultMessage: 'Only PDF, JPG, PNG, DOC and DOCX files can be attached.',
  },
  historyPaper: { id: 'booking.wizard.historyPaper', defaultMessage: 'History paper (optional)' },
  historyPaperHint: {
    id: 'booking.wizard.historyPaperHint',
    defaultMessage:
      'Your symptoms and medical history, for the doctor to read before the visit. In English, Nepali or Hindi.',
  },
  addHistoryPaper: {
    id: 'booking.wizard.addHistoryPaper',
    defaultMessage: 'Fill in history paper',
  },
  editHistoryPaper: { id: 'booking.wizard.editHistoryPaper', defaultMessage: 'Edit history paper' },
  removeHistoryPaper: {
    id: 'booking.wizard.removeHistoryPaper',
    defaultMessage: 'Remove history paper',
  },
  submit: { id: 'booking.wizard.submit', defaultMessage: 'Request appointment' },
  consentTitle: {
    id: 'booking.wizard.consentTitle',
    defaultMessage: 'Share your medical information?',
  },
  consentAccept: { id: 'booking.wizard.consentAccept', defaultMessage: 'I agree, send request' },
  consentNeeded: {
    id: 'booking.wizard.consentNeeded',
    defaultMessage:
      'Your request was not sent. Please agree to share your medical information to book.',
  },
  theDoctor: { id: 'booking.wizard.theDoctor', defaultMessage: 'The doctor' },
  loginToBook: {
    id: 'booking.wizard.loginToBook',
    defaultMessage: 'Please log in to book an appointment',
  },
  logIn: { id: 'booking.wizard.logIn', defaultMessage: 'Log in' },
  verifyAccount: { id: 'booking.wizard.verifyAccount', defaultMessage: 'Verify your account' },
  submitFailed: {
    id: 'booking.wizard.submitFailed',
    defaultMessage: 'Failed to submit appointment request. Please try again.',
  },
  connectionFailed: {
    id: 'booking.wizard.connectionFailed',
    defaultMessage: 'An error occurred while submitting your request. Please try again.',
  },

  // Step 4
  confirmationHeading: {
    id: 'booking.wizard.confirmationHeading',
    defaultMessage: 'Appointment requested',
  },
  status: { id: 'booking.wizard.status', defaultMessage: 'Status' },
  statusRequested: { id: 'booking.wizard.statusRequested', defaultMessage: 'Requested' },
  viewAppointments: {
    id: 'booking.wizard.viewAppointments',
    defaultMessage: 'View my appointments',
  },
  done: { id: 'booking.wizard.done', defaultMessage: 'Done' },
});

const withValues = defineMessages<{
  withDoctor: { name: string };
  dayDate: { day: string; date: string };
  session: { time: string; hospital: string };
  group: { department: string; fee: string };
  documentsHint: { count: number; megabytes: number };
  fileSize: { megabytes: number };
  tooManyFiles: { count: number };
  historyPaperAdded: { count: number };
  consentDescription: { doctor: string };
  confirmationIntro: { doctor: string };
  arriveEarly: { minutes: number };
  slotLabel: { time: string; hospital: string };
}>({
  withDoctor: { id: 'booking.wizard.withDoctor', defaultMessage: 'with {name}' },
  dayDate: { id: 'booking.wizard.dayDate', defaultMessage: '{day}, {date}' },
  session: { id: 'booking.wizard.session', defaultMessage: '{time} at {hospital}' },
  group: { id: 'booking.wizard.group', defaultMessage: '{department} · Fee {fee}' },
  documentsHint: {
    id: 'booking.wizard.documentsHint',
    defaultMessage:
      'Reports, earlier prescriptions or scans: PDF, JPG, PNG, DOC or DOCX, up to {count, number} files of {megabytes, number} MB each.',
  },
  fileSize: {
    id: 'booking.wizard.fileSize',
    defaultMessage: 'Each file must be at most {megabytes, number} MB.',
  },
  tooManyFiles: {
    id: 'booking.wizard.tooManyFiles',
    defaultMessage: 'At most {count, number} files can be attached.',
  },
  historyPaperAdded: {
    id: 'booking.wizard.historyPaperAdded',
    defaultMessage:
      'History paper added: {count, plural, =0 {no symptoms marked} one {# symptom marked} other {# symptoms marked}}.',
  },
  consentDescription: {
    id: 'booking.wizard.consentDescription',
    defaultMessage:
      '{doctor} and the hospital will see the details, history paper and documents you send with this request, to prepare for your visit. They are kept with your medical record.',
  },
  confirmationIntro: {
    id: 'booking.wizard.confirmationIntro',
    defaultMessage:
      'Your request has been sent to {doctor}. You will get a notification when the doctor confirms it.',
  },
  arriveEarly: {
    id: 'booking.wizard.arriveEarly',
    defaultMessage: 'Please arrive {minutes, number} minutes early.',
  },
  slotLabel: { id: 'booking.wizard.slotLabel', defaultMessage: '{time} at {hospital}' },
});

export const messages = { ...plain, ...withValues };
