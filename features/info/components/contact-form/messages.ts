import { defineMessages, type MessageTag } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'info.contactForm.title', defaultMessage: 'Send us a message' },
  description: {
    id: 'info.contactForm.description',
    defaultMessage: 'All fields are required. We reply by email, usually within two working days.',
  },
  name: { id: 'info.contactForm.name', defaultMessage: 'Your name' },
  email: { id: 'info.contactForm.email', defaultMessage: 'Email address' },
  subject: { id: 'info.contactForm.subject', defaultMessage: 'Subject' },
  message: { id: 'info.contactForm.message', defaultMessage: 'Message' },
  submit: { id: 'info.contactForm.submit', defaultMessage: 'Send message' },
  // 000 §8, Contact row.
  success: {
    id: 'info.contactForm.success',
    defaultMessage: "Message sent successfully! We'll get back to you soon.",
  },
  failure: {
    id: 'info.contactForm.failure',
    defaultMessage: 'There was an error sending your message. Please try again.',
  },
  // A second line under the failure, saying why when we know (000 §8 generic rows).
  RATE_LIMITED: {
    id: 'info.contactForm.error.rateLimited',
    defaultMessage:
      'You have sent several messages in a short time. Please try again in a few minutes.',
  },
  NETWORK: {
    id: 'info.contactForm.error.network',
    defaultMessage: 'Network error. Please check your connection.',
  },
  // A missing field, in its own words (the contract's REQUIRED code).
  nameRequired: {
    id: 'info.contactForm.error.nameRequired',
    defaultMessage: 'Please enter your name',
  },
  emailRequired: {
    id: 'info.contactForm.error.emailRequired',
    defaultMessage: 'Please enter your email address',
  },
  subjectRequired: {
    id: 'info.contactForm.error.subjectRequired',
    defaultMessage: 'Please enter a subject',
  },
  messageRequired: {
    id: 'info.contactForm.error.messageRequired',
    defaultMessage: 'Please write your message',
  },
});

const typedMessages = defineMessages<{ messageHint: { ambulance: string; tel: MessageTag } }>({
  messageHint: {
    id: 'info.contactForm.messageHint',
    defaultMessage:
      'Please do not include passwords. For an emergency, call <tel>{ambulance}</tel>.',
  },
});

export const messages = { ...plainMessages, ...typedMessages };
