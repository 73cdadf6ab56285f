/**
 * The static contact details of the legal pages (000 §2: "contact details in the legal
 * footer are static text"). Addresses and numbers are not translated, so they live here
 * rather than in the message catalogue; the sentences around them are messages.
 */
export const legalContact = {
  privacyEmail: 'privacy@ujyalohealth.com.np',
  legalEmail: 'legal@ujyalohealth.com.np',
  /** Kathmandu landline, written as people in Nepal dial it from abroad. */
  phone: '+977 1-5970000',
  /** Nepal's ambulance number. Both numbers show in Latin digits in Nepali too (docs/adr/0017). */
  ambulance: '102',
} as const;

/** When each document last changed (ISO AD, shown through formatDate). */
export const policyDates = {
  privacy: '2026-11-20',
  terms: '2026-11-20',
  cookies: '2026-11-20',
  policyCentre: '2026-11-20',
} as const;
