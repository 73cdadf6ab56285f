import { defineMessages, type NoMessageValues } from 'react-intl';

/** The card's care actions and referral block (001 §2.3, §4; issue 18). */
export const careMessages = defineMessages<{
  refer: NoMessageValues;
  transfer: NoMessageValues;
  consult: NoMessageValues;
  statusReferred: NoMessageValues;
  referredTo: { doctor: string; date: string };
  referredFrom: { doctor: string; date: string };
  referralReason: { reason: string };
}>({
  refer: { id: 'patients.care.refer', defaultMessage: 'Refer' },
  transfer: { id: 'patients.care.transfer', defaultMessage: 'Transfer' },
  consult: { id: 'patients.care.consult', defaultMessage: 'Consult' },
  statusReferred: { id: 'patients.care.statusReferred', defaultMessage: 'Referred' },
  referredTo: { id: 'patients.care.referredTo', defaultMessage: 'Referred to {doctor} on {date}' },
  referredFrom: {
    id: 'patients.care.referredFrom',
    defaultMessage: 'Referred by {doctor} on {date}',
  },
  referralReason: { id: 'patients.care.referralReason', defaultMessage: 'Reason: {reason}' },
});
