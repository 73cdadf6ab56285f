import { defineMessages } from 'react-intl';

/** The consultation types as the request form offers them (001 §4). */
export const typeMessages = defineMessages({
  video: { id: 'referrals.consultationRequest.type.video', defaultMessage: 'Video' },
  audio: { id: 'referrals.consultationRequest.type.audio', defaultMessage: 'Audio' },
  chat: { id: 'referrals.consultationRequest.type.chat', defaultMessage: 'Chat' },
  'in-person': {
    id: 'referrals.consultationRequest.type.inPerson',
    defaultMessage: 'In person',
  },
});
