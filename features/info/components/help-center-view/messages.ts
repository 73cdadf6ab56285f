import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

/** Help topics, grouped as 000 §2 lists them; each a title and a short answer. */
const topicMessages = defineMessages({
  searchDoctorsTitle: {
    id: 'info.helpCenterView.topic.searchDoctors.title',
    defaultMessage: 'Search for a doctor',
  },
  searchDoctorsBody: {
    id: 'info.helpCenterView.topic.searchDoctors.body',
    defaultMessage:
      "Type a doctor's name, specialty or city in the search box at the top of the page, then narrow the results by type, specialty, rating and availability.",
  },
  nearbyTitle: {
    id: 'info.helpCenterView.topic.nearby.title',
    defaultMessage: 'Find doctors near you',
  },
  nearbyBody: {
    id: 'info.helpCenterView.topic.nearby.body',
    defaultMessage:
      'Open Doctors Near Me and allow location access to see doctors within 5, 10, 20 or 50 km. If you do not share your location, we list verified doctors instead.',
  },
  providersTitle: {
    id: 'info.helpCenterView.topic.providers.title',
    defaultMessage: 'Hospitals, labs, pharmacies and ambulances',
  },
  providersBody: {
    id: 'info.helpCenterView.topic.providers.body',
    defaultMessage:
      'Search already lists hospitals, labs and pharmacies by name and city. Their own finder pages and portals are coming soon, expected in November/December 2025.',
  },
  bookTitle: {
    id: 'info.helpCenterView.topic.book.title',
    defaultMessage: 'Book an appointment',
  },
  bookBody: {
    id: 'info.helpCenterView.topic.book.body',
    defaultMessage:
      "Open a doctor's profile, choose a day and time under Schedule and Availability, select Book this slot and confirm. You need to be logged in as a patient.",
  },
  feesTitle: {
    id: 'info.helpCenterView.topic.fees.title',
    defaultMessage: 'Consultation fees',
  },
  feesBody: {
    id: 'info.helpCenterView.topic.fees.body',
    defaultMessage:
      'Each doctor sets their own fee for each place they work. It is shown in rupees next to the time slot before you book.',
  },
  appointmentsTitle: {
    id: 'info.helpCenterView.topic.appointments.title',
    defaultMessage: 'See your appointments',
  },
  appointmentsBody: {
    id: 'info.helpCenterView.topic.appointments.body',
    defaultMessage:
      'Log in and open your patient portal to see your upcoming and past appointments, prescriptions and medical records.',
  },
  loginTitle: {
    id: 'info.helpCenterView.topic.login.title',
    defaultMessage: 'Trouble logging in',
  },
  loginBody: {
    id: 'info.helpCenterView.topic.login.body',
    defaultMessage:
      'Check that you chose the right role (patient, doctor or admin) and typed your email or phone number correctly. After several wrong passwords your account is locked for a few minutes.',
  },
  passwordTitle: {
    id: 'info.helpCenterView.topic.password.title',
    defaultMessage: 'Reset your password',
  },
  passwordBody: {
    id: 'info.helpCenterView.topic.password.body',
    defaultMessage:
      'Select Forgot password on the login page. Enter the 6-digit code we send to your email or WhatsApp, then choose a new password of at least 8 characters.',
  },
  languageTitle: {
    id: 'info.helpCenterView.topic.language.title',
    defaultMessage: 'Language and dark mode',
  },
  languageBody: {
    id: 'info.helpCenterView.topic.language.body',
    defaultMessage:
      'Switch between English and Nepali, and between the light and dark themes, from the top of any page. Your choice is kept on this device.',
  },
  connectionTitle: {
    id: 'info.helpCenterView.topic.connection.title',
    defaultMessage: 'Slow or lost connection',
  },
  connectionBody: {
    id: 'info.helpCenterView.topic.connection.body',
    defaultMessage:
      'If you see a network error or a connection timeout, check your mobile data or Wi-Fi and try again. Nothing you typed is lost.',
  },
  rateTitle: {
    id: 'info.helpCenterView.topic.rate.title',
    defaultMessage: 'Rate a doctor',
  },
  rateBody: {
    id: 'info.helpCenterView.topic.rate.body',
    defaultMessage:
      "Patients, verified users and providers can rate a verified doctor from the doctor's profile. Reviews are checked before they appear, usually within 24 to 48 hours.",
  },
  reportTitle: {
    id: 'info.helpCenterView.topic.report.title',
    defaultMessage: 'Report a post',
  },
  reportBody: {
    id: 'info.helpCenterView.topic.report.body',
    defaultMessage:
      'If a post in the health feed is abusive or misleading, report it. Reported posts are reviewed and may be deleted.',
  },
  ideasTitle: {
    id: 'info.helpCenterView.topic.ideas.title',
    defaultMessage: 'Share an idea',
  },
  ideasBody: {
    id: 'info.helpCenterView.topic.ideas.body',
    defaultMessage:
      'Ujyalo Health is in beta and your ideas shape what we build next. Tell us what would help you through the contact form.',
  },
  messageTitle: {
    id: 'info.helpCenterView.topic.message.title',
    defaultMessage: 'Send us a message',
  },
  messageBody: {
    id: 'info.helpCenterView.topic.message.body',
    defaultMessage:
      'Write to us about your account, a booking or anything else. We reply by email, usually within two working days.',
  },
});

const typedTopicMessages = defineMessages<{
  callTitle: NoMessageValues;
  callBody: { phone: string; tel: MessageTag };
  emergencyTitle: NoMessageValues;
  emergencyBody: { ambulance: string; tel: MessageTag };
}>({
  callTitle: { id: 'info.helpCenterView.topic.call.title', defaultMessage: 'Call us' },
  callBody: {
    id: 'info.helpCenterView.topic.call.body',
    defaultMessage: 'Call <tel>{phone}</tel>, Sunday to Friday, 10 am to 5 pm (Nepal time).',
  },
  emergencyTitle: {
    id: 'info.helpCenterView.topic.emergency.title',
    defaultMessage: 'In an emergency',
  },
  emergencyBody: {
    id: 'info.helpCenterView.topic.emergency.body',
    defaultMessage:
      'Ujyalo Health is not an emergency service. Call <tel>{ambulance}</tel> for an ambulance or go to the nearest hospital straight away.',
  },
});

const pageMessages = defineMessages({
  title: { id: 'info.helpCenterView.title', defaultMessage: 'Help Center' },
  intro: {
    id: 'info.helpCenterView.intro',
    defaultMessage: 'Answers to common questions about finding care, booking and your account.',
  },
  searchLabel: { id: 'info.helpCenterView.searchLabel', defaultMessage: 'Search help topics' },
  searchPlaceholder: {
    id: 'info.helpCenterView.searchPlaceholder',
    defaultMessage: 'For example: password, booking, fees',
  },
  findingServices: {
    id: 'info.helpCenterView.group.findingServices',
    defaultMessage: 'Finding services',
  },
  bookingAppointments: {
    id: 'info.helpCenterView.group.bookingAppointments',
    defaultMessage: 'Booking appointments',
  },
  technicalSupport: {
    id: 'info.helpCenterView.group.technicalSupport',
    defaultMessage: 'Technical support',
  },
  feedback: { id: 'info.helpCenterView.group.feedback', defaultMessage: 'Feedback' },
  contactSupport: {
    id: 'info.helpCenterView.group.contactSupport',
    defaultMessage: 'Contact support',
  },
  contactAction: { id: 'info.helpCenterView.contactAction', defaultMessage: 'Contact support' },
  emptyTitle: { id: 'info.helpCenterView.emptyTitle', defaultMessage: 'No matching topics' },
  emptyDescription: {
    id: 'info.helpCenterView.emptyDescription',
    defaultMessage: 'Try other words, or send us a message and we will help you.',
  },
});

const typedPageMessages = defineMessages<{ resultCount: { count: number } }>({
  resultCount: {
    id: 'info.helpCenterView.resultCount',
    defaultMessage:
      '{count, plural, =0 {No topics found} one {# topic found} other {# topics found}}',
  },
});

export const messages = {
  ...topicMessages,
  ...typedTopicMessages,
  ...pageMessages,
  ...typedPageMessages,
};
