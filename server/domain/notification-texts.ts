import type { Notification } from '@contract/appointments';
import { referralTexts } from './notification-texts-referrals';

/**
 * What each notification event says, in English and Nepali, and its type (which the
 * reader's switches and the screen's filters go by). `{name}` is filled from its params.
 */

export type Lang = 'en' | 'ne';
export type Text = { title: string; message: string };

export const texts = {
  appointment_requested: {
    type: 'appointment',
    en: {
      title: 'New appointment request',
      message: '{patient} asked for {date} at {time}, {hospital}.',
    },
    ne: {
      title: 'नयाँ अपोइन्टमेन्ट अनुरोध',
      message: '{patient} ले {date} मा {time} बजे, {hospital} मा भेट्न अनुरोध गर्नुभयो।',
    },
  },
  appointment_confirmed: {
    type: 'appointment',
    en: {
      title: 'Appointment confirmed',
      message: '{doctor} confirmed your appointment on {date} at {time}, {hospital}.',
    },
    ne: {
      title: 'अपोइन्टमेन्ट पक्का भयो',
      message: '{doctor} ले {date} मा {time} बजे, {hospital} को तपाईंको अपोइन्टमेन्ट पक्का गर्नुभयो।',
    },
  },
  appointment_declined: {
    type: 'appointment',
    en: {
      title: 'Appointment request declined',
      message: '{doctor} cannot see you on {date} at {time}. Please choose another time.',
    },
    ne: {
      title: 'अपोइन्टमेन्ट अनुरोध अस्वीकार भयो',
      message: '{doctor} ले {date} मा {time} बजे भेट्न सक्नुहुन्न। कृपया अर्को समय छान्नुहोस्।',
    },
  },
  appointment_started: {
    type: 'appointment',
    en: { title: 'Consultation started', message: '{doctor} has started your consultation.' },
    ne: { title: 'परामर्श सुरु भयो', message: '{doctor} ले तपाईंको परामर्श सुरु गर्नुभयो।' },
  },
  appointment_completed: {
    type: 'appointment',
    en: {
      title: 'Appointment completed',
      message: 'Your appointment with {doctor} on {date} is complete.',
    },
    ne: {
      title: 'अपोइन्टमेन्ट सम्पन्न भयो',
      message: '{date} मा {doctor} सँगको तपाईंको अपोइन्टमेन्ट सम्पन्न भयो।',
    },
  },
  appointment_cancelled_by_doctor: {
    type: 'appointment',
    en: {
      title: 'Appointment cancelled',
      message: '{doctor} cancelled your appointment on {date} at {time}.',
    },
    ne: {
      title: 'अपोइन्टमेन्ट रद्द भयो',
      message: '{doctor} ले {date} मा {time} बजेको तपाईंको अपोइन्टमेन्ट रद्द गर्नुभयो।',
    },
  },
  appointment_cancelled_by_patient: {
    type: 'appointment',
    en: {
      title: 'Appointment cancelled',
      message: '{patient} cancelled the appointment on {date} at {time}.',
    },
    ne: {
      title: 'अपोइन्टमेन्ट रद्द भयो',
      message: '{patient} ले {date} मा {time} बजेको अपोइन्टमेन्ट रद्द गर्नुभयो।',
    },
  },
  appointment_reminder: {
    type: 'appointment',
    en: {
      title: 'Appointment tomorrow',
      message:
        'Reminder: you see {doctor} tomorrow, {date}, at {time}, {hospital}. Please arrive 15 minutes early.',
    },
    ne: {
      title: 'भोलि अपोइन्टमेन्ट छ',
      message:
        'सम्झना: भोलि, {date} मा {time} बजे {hospital} मा {doctor} सँग भेट छ। कृपया १५ मिनेट अगाडि आइपुग्नुहोस्।',
    },
  },
  prescription_created: {
    type: 'prescription',
    en: {
      title: 'New prescription',
      message: '{doctor} wrote a prescription for your appointment on {date}.',
    },
    ne: {
      title: 'नयाँ प्रेस्क्रिप्सन',
      message: '{doctor} ले {date} को अपोइन्टमेन्टका लागि प्रेस्क्रिप्सन लेख्नुभयो।',
    },
  },
  // Issue 15: the patient and the doctor are told when a prescription changes.
  prescription_updated: {
    type: 'prescription',
    en: {
      title: 'Prescription updated',
      message: '{doctor} updated prescription {number} of {patient}.',
    },
    ne: {
      title: 'प्रेस्क्रिप्सन अद्यावधिक भयो',
      message: '{doctor} ले {patient} को प्रेस्क्रिप्सन {number} अद्यावधिक गर्नुभयो।',
    },
  },
  prescription_completed: {
    type: 'prescription',
    en: {
      title: 'Prescription completed',
      message: '{doctor} marked prescription {number} of {patient} as completed.',
    },
    ne: {
      title: 'प्रेस्क्रिप्सन पूरा भयो',
      message: '{doctor} ले {patient} को प्रेस्क्रिप्सन {number} पूरा भएको जनाउनुभयो।',
    },
  },
  prescription_cancelled: {
    type: 'prescription',
    en: {
      title: 'Prescription cancelled',
      message: '{doctor} cancelled prescription {number} of {patient}.',
    },
    ne: {
      title: 'प्रेस्क्रिप्सन रद्द भयो',
      message: '{doctor} ले {patient} को प्रेस्क्रिप्सन {number} रद्द गर्नुभयो।',
    },
  },
  post_liked: {
    type: 'like',
    en: { title: 'New like', message: '{liker} liked your post "{title}".' },
    ne: { title: 'नयाँ लाइक', message: '{liker} ले तपाईंको पोस्ट "{title}" मन पराउनुभयो।' },
  },
  post_commented: {
    type: 'comment',
    en: { title: 'New comment', message: '{commenter} commented on "{title}": {comment}' },
    ne: {
      title: 'नयाँ प्रतिक्रिया',
      message: '{commenter} ले "{title}" मा प्रतिक्रिया दिनुभयो: {comment}',
    },
  },
  // Verification (issue 14): {account} is the kind in the reader's language.
  verification_approved: {
    type: 'system',
    en: {
      title: 'Verification approved',
      message: 'Your {account} verification has been approved.{note}',
    },
    ne: {
      title: 'प्रमाणीकरण स्वीकृत भयो',
      message: 'तपाईंको {accountNe} प्रमाणीकरण स्वीकृत भएको छ।{note}',
    },
  },
  verification_rejected: {
    type: 'system',
    en: {
      title: 'Verification not approved',
      message: 'Your {account} verification was not approved: {remarks}',
    },
    ne: {
      title: 'प्रमाणीकरण स्वीकृत भएन',
      message: 'तपाईंको {accountNe} प्रमाणीकरण स्वीकृत भएन: {remarks}',
    },
  },
  // Moderation (issue 14): the author of a reported post is told what was decided.
  post_hidden: {
    type: 'system',
    en: {
      title: 'Your post was hidden',
      message: 'Your post "{title}" was hidden from the feed after review.{note}',
    },
    ne: {
      title: 'तपाईंको पोस्ट लुकाइयो',
      message: 'समीक्षापछि तपाईंको पोस्ट "{title}" फिडबाट लुकाइएको छ।{note}',
    },
  },
  post_restored: {
    type: 'system',
    en: {
      title: 'Your post is shown again',
      message: 'Your post "{title}" is back in the feed after review.{note}',
    },
    ne: {
      title: 'तपाईंको पोस्ट फेरि देखाइयो',
      message: 'समीक्षापछि तपाईंको पोस्ट "{title}" फेरि फिडमा देखिन्छ।{note}',
    },
  },
  // Medicine orders (issue 17): the pharmacy moved the patient's order forward.
  order_shipped: {
    type: 'general',
    en: { title: 'Your medicines are on the way', message: '{pharmacy} has shipped your order.' },
    ne: { title: 'तपाईंको औषधि बाटोमा छ', message: '{pharmacy} ले तपाईंको अर्डर पठाएको छ।' },
  },
  order_delivered: {
    type: 'general',
    en: { title: 'Your medicines were delivered', message: '{pharmacy} has delivered your order.' },
    ne: { title: 'तपाईंको औषधि आइपुग्यो', message: '{pharmacy} ले तपाईंको अर्डर पुर्‍यायो।' },
  },
  // Referrals and care access (issue 18)
  ...referralTexts,
  // Transfers (issue 18): the patient is told when a doctor takes them on and when it is done.
  transfer_accepted: {
    type: 'general',
    en: {
      title: 'Your transfer was accepted',
      message: '{doctor} at {hospital} has accepted your transfer from {fromDoctor}.',
    },
    ne: {
      title: 'तपाईंको स्थानान्तरण स्वीकार भयो',
      message: '{hospital} का {doctor} ले {fromDoctor} बाट तपाईंको स्थानान्तरण स्वीकार गर्नुभयो।',
    },
  },
  transfer_completed: {
    type: 'general',
    en: {
      title: 'Your transfer is complete',
      message: 'Your care is now with {doctor} at {hospital}.',
    },
    ne: {
      title: 'तपाईंको स्थानान्तरण पूरा भयो',
      message: 'अब तपाईंको उपचार {hospital} का {doctor} ले गर्नुहुन्छ।',
    },
  },
  // Consultations (issue 18): the patient is told when a second opinion is set and when it is done.
  consultation_scheduled: {
    type: 'appointment',
    en: {
      title: 'A consultation about your care is scheduled',
      message: '{doctor} will consult {consultant} about your care on {date}.',
    },
    ne: {
      title: 'तपाईंको उपचारबारे परामर्श तय भयो',
      message: '{doctor} ले {date} मा तपाईंको उपचारबारे {consultant} सँग परामर्श गर्नुहुनेछ।',
    },
  },
  consultation_completed: {
    type: 'appointment',
    en: {
      title: 'The consultation about your care is complete',
      message: '{doctor} has completed the consultation with {consultant} about your care.',
    },
    ne: {
      title: 'तपाईंको उपचारबारे परामर्श सम्पन्न भयो',
      message: '{doctor} ले तपाईंको उपचारबारे {consultant} सँगको परामर्श सम्पन्न गर्नुभयो।',
    },
  },
  // Requests (issue 18): a patient's follow-up or second opinion, and the doctor's answer.
  follow_up_requested: {
    type: 'appointment',
    en: {
      title: 'New follow-up request',
      message: '{patient} asks for a follow-up, preferably on {date} at {time}.',
    },
    ne: {
      title: 'नयाँ फलो-अप अनुरोध',
      message: '{patient} ले फलो-अप माग्नुभएको छ, सम्भव भए {date} मा {time} बजे।',
    },
  },
  second_opinion_requested: {
    type: 'appointment',
    en: {
      title: 'New second-opinion request',
      message: '{patient} asks for your second opinion, preferably on {date} at {time}.',
    },
    ne: {
      title: 'दोस्रो रायको नयाँ अनुरोध',
      message: '{patient} ले तपाईंको दोस्रो राय माग्नुभएको छ, सम्भव भए {date} मा {time} बजे।',
    },
  },
  care_request_accepted: {
    type: 'appointment',
    en: {
      title: 'Your request was accepted',
      message: '{doctor} will see you on {date} at {time}, {hospital}.{note}',
    },
    ne: {
      title: 'तपाईंको अनुरोध स्वीकार भयो',
      message: '{doctor} ले तपाईंलाई {date} मा {time} बजे, {hospital} मा भेट्नुहुनेछ।{note}',
    },
  },
  care_request_rejected: {
    type: 'appointment',
    en: {
      title: 'Your request was declined',
      message: '{doctor} cannot take your request.{note}',
    },
    ne: {
      title: 'तपाईंको अनुरोध अस्वीकार भयो',
      message: '{doctor} ले तपाईंको अनुरोध लिन सक्नुहुन्न।{note}',
    },
  },
  care_request_rescheduled: {
    type: 'appointment',
    en: {
      title: 'Your appointment was moved',
      message: '{doctor} moved your appointment to {date} at {time}, {hospital}.{note}',
    },
    ne: {
      title: 'तपाईंको अपोइन्टमेन्ट सारियो',
      message: '{doctor} ले तपाईंको अपोइन्टमेन्ट {date} मा {time} बजे, {hospital} मा सार्नुभयो।{note}',
    },
  },
  // Letters (issue 18): a sent letter reaches its doctor, hospital or patient recipient.
  letter_received: {
    type: 'letter',
    en: { title: 'New letter from {doctor}', message: '{subject}' },
    ne: { title: '{doctor} बाट नयाँ पत्र', message: '{subject}' },
  },
} as const satisfies Record<string, { type: Notification['type'] } & Record<Lang, Text>>;

export type NotificationEvent = keyof typeof texts;
