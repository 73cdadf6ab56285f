/**
 * The support desk's static details (000 §2: contact details are static text). One place,
 * so the Contact page and the Help Center cannot disagree. Placeholders until the
 * organisation's real number and address are confirmed.
 */
export const supportContact = {
  phone: '+977 1-5970000',
  phoneHref: 'tel:+97715970000',
  email: 'support@ujyalohealth.com.np',
  /** Nepal's ambulance number. */
  ambulance: '102',
} as const;
