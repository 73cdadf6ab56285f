/**
 * The support desk's static details (000 §2: contact details are static text). One place,
 * so the Contact page and the Help Center cannot disagree. Placeholders until the
 * organisation's real number and address are confirmed.
 */
export const supportContact = {
  /** Shown and dialled as written, in Latin digits in both languages (docs/adr/0017). */
  phone: '+977 1-5970000',
  email: 'support@ujyalohealth.com.np',
  /** Nepal's ambulance number. */
  ambulance: '102',
} as const;
