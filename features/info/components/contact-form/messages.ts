import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'info.contactForm.title', defaultMessage: 'Send us a message' },
  description: {
    id: 'info.contactForm.description',
    defaultMessage: 'All fields are required. We reply by email, usually within two working days.',
  },
  name: { id: 'info.contactForm.name', defaultMessage: 'Your name' },
  email: { id: 'info.contactForm.email', defaultMessage: 'Email address' },
  subject: { id: 'info.contactForm.subject', defaultMessage: 'Subject' },
  message: { id: 'info.contactForm.message', defaultMessage: 'Message' },
  messageHint: {
    id: 'info.contactForm.messageHint',
    defaultMessage: 'Please do not include passwords. For an emergency, call 102.',
  },
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
  TIMEOUT: {
    id: 'info.contactForm.error.timeout',
    defaultMessage: 'Connection timeout. Please try again.',
  },
  NETWORK: {
    id: 'info.contactForm.error.network',
    defaultMessage: 'Network error. Please check your connection.',
  },
  // Field texts, keyed by field and the contract's error code (contactMessage).
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
  EMAIL_INVALID: {
    id: 'info.contactForm.error.emailInvalid',
    defaultMessage: 'Please enter a valid email address',
  },
  TOO_LONG: { id: 'info.contactForm.error.tooLong', defaultMessage: 'This value is too long' },
  invalid: {
    id: 'info.contactForm.error.invalid',
    defaultMessage: 'Please check this field and try again.',
  },
});
