import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

/** Questions people ask about using the platform (000 §1, §3, §6, §9). */
const plainMessages = defineMessages({
  whatIsQuestion: { id: 'info.faqList.whatIs.question', defaultMessage: 'What is Ujyalo Health?' },
  whatIsAnswer: {
    id: 'info.faqList.whatIs.answer',
    defaultMessage:
      'Ujyalo Health is a healthcare platform for Nepal. It helps you find doctors, hospitals, labs, pharmacies and ambulances, book appointments with doctors and read trusted health information, in English and Nepali.',
  },
  createAccountQuestion: {
    id: 'info.faqList.createAccount.question',
    defaultMessage: 'How do I create an account?',
  },
  createAccountAnswer: {
    id: 'info.faqList.createAccount.answer',
    defaultMessage:
      'Select Become a Member, choose whether you are a patient, doctor, hospital, lab, pharmacy or ambulance service, and enter your name, email, phone number and a password of at least 8 characters. Accept the consent agreements and the terms, and you can log in.',
  },
  costQuestion: {
    id: 'info.faqList.cost.question',
    defaultMessage: 'Does it cost anything to use Ujyalo Health?',
  },
  costAnswer: {
    id: 'info.faqList.cost.answer',
    defaultMessage:
      'Creating an account, searching for care and reading the health feed are free. Each doctor sets their own consultation fee, which is shown in rupees on their schedule before you book.',
  },
  bookingQuestion: {
    id: 'info.faqList.booking.question',
    defaultMessage: 'How do I book an appointment with a doctor?',
  },
  bookingAnswer: {
    id: 'info.faqList.booking.answer',
    defaultMessage:
      'Find a doctor through search or Doctors Near Me and open their profile. Under Schedule and Availability, choose a day and time, select Book this slot and confirm. Your appointments appear in your patient portal.',
  },
  verificationQuestion: {
    id: 'info.faqList.verification.question',
    defaultMessage: 'How do I know a doctor is genuine?',
  },
  verificationAnswer: {
    id: 'info.faqList.verification.answer',
    defaultMessage:
      'After registering, every doctor must complete verification: their Nepal Medical Council (NMC) registration, education and experience are checked before their profile shows the verified mark. Only providers with verified credentials can receive ratings.',
  },
  languageQuestion: {
    id: 'info.faqList.language.question',
    defaultMessage: 'Can I use Ujyalo Health in Nepali?',
  },
  languageAnswer: {
    id: 'info.faqList.language.answer',
    defaultMessage:
      'Yes. Choose नेपाली from the language menu at the top of any page. You can also switch between a light and a dark theme there. Both choices are remembered on your device.',
  },
  providersQuestion: {
    id: 'info.faqList.providers.question',
    defaultMessage: 'When will hospitals, labs, pharmacies and ambulances be available?',
  },
  providersAnswer: {
    id: 'info.faqList.providers.answer',
    defaultMessage:
      'Ujyalo Health is in beta: the patient and doctor services are live today. Portals for hospitals, labs, pharmacies and ambulance services are being built, with launch expected in November/December 2025. These providers can already register and apply for verification.',
  },
  forgotPasswordQuestion: {
    id: 'info.faqList.forgotPassword.question',
    defaultMessage: 'I forgot my password. What should I do?',
  },
  forgotPasswordAnswer: {
    id: 'info.faqList.forgotPassword.answer',
    defaultMessage:
      'Select Forgot password on the login page. We send a 6-digit code to your email or WhatsApp; enter it, then choose a new password of at least 8 characters.',
  },
  ratingsQuestion: { id: 'info.faqList.ratings.question', defaultMessage: 'Who can rate doctors?' },
  ratingsAnswer: {
    id: 'info.faqList.ratings.answer',
    defaultMessage:
      'Patients, verified users and providers can leave a rating. Reviews are checked before they appear, usually within 24 to 48 hours.',
  },
});

const typedMessages = defineMessages<{
  privacyQuestion: NoMessageValues;
  privacyAnswer: { link: MessageTag };
  emergencyQuestion: NoMessageValues;
  emergencyAnswer: { ambulance: string; tel: MessageTag };
  contactSupportQuestion: NoMessageValues;
  contactSupportAnswer: { link: MessageTag; phone: string; tel: MessageTag };
}>({
  privacyQuestion: {
    id: 'info.faqList.privacy.question',
    defaultMessage: 'Who can see my health information?',
  },
  privacyAnswer: {
    id: 'info.faqList.privacy.answer',
    defaultMessage:
      'Your records are shared only with the providers you consult, and we never sell your data. As you agree when registering, chats and data may be disclosed only when the law requires it for a legal case. Read our <link>Privacy Policy</link> for the details.',
  },
  emergencyQuestion: {
    id: 'info.faqList.emergency.question',
    defaultMessage: 'Can I get emergency help through Ujyalo Health?',
  },
  emergencyAnswer: {
    id: 'info.faqList.emergency.answer',
    defaultMessage:
      'Ujyalo Health is not an emergency service. In an emergency, call <tel>{ambulance}</tel> for an ambulance or go to the nearest hospital straight away.',
  },
  contactSupportQuestion: {
    id: 'info.faqList.contactSupport.question',
    defaultMessage: 'How do I reach the support team?',
  },
  contactSupportAnswer: {
    id: 'info.faqList.contactSupport.answer',
    defaultMessage:
      'Send us a message through the <link>contact form</link> or call <tel>{phone}</tel>, Sunday to Friday, 10 am to 5 pm. We usually reply by email within two working days.',
  },
});

export const messages = { ...plainMessages, ...typedMessages };
