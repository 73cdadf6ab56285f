import type { Notification } from '@contract/appointments';

type Text = { title: string; message: string };

/**
 * Referral notices (issue 18, ADR 0039), spread into `texts`: the patient hears of a
 * referral and its answer; the receiving doctor of a new one.
 */
export const referralTexts = {
  referral_created: {
    type: 'appointment',
    en: {
      title: 'You were referred to {toDoctor}',
      message: '{fromDoctor} referred you to {toDoctor} ({specialty}): {reason}',
    },
    ne: {
      title: 'तपाईंलाई {toDoctor} कहाँ रेफर गरियो',
      message: '{fromDoctor} ले तपाईंलाई {toDoctor} ({specialty}) कहाँ रेफर गर्नुभयो: {reason}',
    },
  },
  referral_received: {
    type: 'appointment',
    en: {
      title: 'New referral from {fromDoctor}',
      message: '{fromDoctor} referred {patient} to you: {reason}',
    },
    ne: {
      title: '{fromDoctor} बाट नयाँ रेफरल',
      message: '{fromDoctor} ले {patient} लाई तपाईंकहाँ रेफर गर्नुभयो: {reason}',
    },
  },
  referral_accepted: {
    type: 'appointment',
    en: {
      title: '{toDoctor} accepted your referral',
      message: '{toDoctor} will now care for you and can read your medical records.',
    },
    ne: {
      title: '{toDoctor} ले तपाईंको रेफरल स्वीकार गर्नुभयो',
      message: 'अब {toDoctor} ले तपाईंको उपचार गर्नुहुन्छ र तपाईंका मेडिकल रेकर्ड हेर्न सक्नुहुन्छ।',
    },
  },
  referral_declined: {
    type: 'appointment',
    en: {
      title: '{toDoctor} could not take your referral',
      message: '{toDoctor} declined the referral from {fromDoctor}: {reason}',
    },
    ne: {
      title: '{toDoctor} ले तपाईंको रेफरल लिन सक्नुभएन',
      message: '{toDoctor} ले {fromDoctor} को रेफरल अस्वीकार गर्नुभयो: {reason}',
    },
  },
} as const satisfies Record<string, { type: Notification['type'] } & Record<'en' | 'ne', Text>>;
