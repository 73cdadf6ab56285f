/**
 * Error codes the API answers with, and their text in both languages. The server
 * answers in the caller's language (Accept-Language); the client may show its own
 * wording for a code. Texts come from the seeds' error catalogues where they exist.
 */
export const errorCatalogue = {
  VALIDATION: {
    en: 'Please check your input and try again.',
    ne: 'कृपया आफ्नो विवरण जाँचेर फेरि प्रयास गर्नुहोस्।',
  },
  REQUIRED: { en: 'All fields are required', ne: 'सबै विवरण आवश्यक छन्' },
  EMAIL_INVALID: { en: 'Please enter a valid email address', ne: 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्' },
  PHONE_INVALID: { en: 'Please enter a valid phone number', ne: 'कृपया मान्य फोन नम्बर लेख्नुहोस्' },
  PASSWORD_TOO_SHORT: {
    en: 'Password must be at least 8 characters long',
    ne: 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ',
  },
  PASSWORD_TOO_LONG: {
    en: 'Password must be at most 128 characters long',
    ne: 'पासवर्ड बढीमा १२८ अक्षरको हुनुपर्छ',
  },
  PASSWORDS_DO_NOT_MATCH: { en: 'Passwords do not match', ne: 'पासवर्डहरू मिलेनन्' },
  CONSENT_REQUIRED: {
    en: 'Please accept all consent agreements',
    ne: 'कृपया सबै सहमति सम्झौताहरू स्वीकार गर्नुहोस्',
  },
  TERMS_REQUIRED: {
    en: 'Please accept the terms and conditions',
    ne: 'कृपया नियम तथा सर्तहरू स्वीकार गर्नुहोस्',
  },
  NAME_REQUIRED: { en: 'Please enter your name', ne: 'कृपया आफ्नो नाम लेख्नुहोस्' },
  TOO_LONG: { en: 'This value is too long', ne: 'यो विवरण धेरै लामो छ' },
  CODE_INVALID_FORMAT: { en: 'Invalid verification code', ne: 'प्रमाणीकरण कोड मिलेन' },
  EMAIL_EXISTS: { en: 'Email already exists', ne: 'यो इमेल पहिले नै दर्ता भइसकेको छ' },
  PHONE_EXISTS: { en: 'Phone number already exists', ne: 'यो फोन नम्बर पहिले नै दर्ता भइसकेको छ' },
  INVALID_CREDENTIALS: { en: 'Invalid credentials', ne: 'लगइन विवरण मिलेन' },
  ACCOUNT_LOCKED: {
    en: 'Too many failed attempts. Your account is locked for {minutes} minutes.',
    ne: 'धेरै पटक गलत प्रयास भयो। तपाईंको खाता {minutes} मिनेटका लागि बन्द गरिएको छ।',
  },
  ROLE_MISMATCH: {
    en: 'This account is not registered for the selected role',
    ne: 'यो खाता छानिएको भूमिकाका लागि दर्ता गरिएको छैन',
  },
  RATE_LIMITED: {
    en: 'Too many requests. Please wait a moment and try again.',
    ne: 'धेरै अनुरोधहरू भए। कृपया केही बेर पर्खेर फेरि प्रयास गर्नुहोस्।',
  },
  UNAUTHORIZED: { en: 'Unauthorized', ne: 'अनधिकृत' },
  SESSION_EXPIRED: {
    en: 'Authentication failed. Please login again.',
    ne: 'प्रमाणीकरण असफल भयो। कृपया फेरि लगइन गर्नुहोस्।',
  },
  FORBIDDEN: {
    en: 'You are not authorized to access this resource.',
    ne: 'तपाईंलाई यो स्रोत हेर्ने अनुमति छैन।',
  },
  NOT_FOUND: { en: 'The requested resource was not found.', ne: 'खोजिएको स्रोत भेटिएन।' },
  DOCTOR_NOT_FOUND: { en: 'Doctor not found', ne: 'डाक्टर भेटिएन' },
  RESET_CODE_INVALID: { en: 'Invalid verification code', ne: 'प्रमाणीकरण कोड मिलेन' },
  RESET_CODE_EXPIRED: {
    en: 'The verification code has expired. Please request a new one.',
    ne: 'प्रमाणीकरण कोडको म्याद सकियो। कृपया नयाँ कोड माग्नुहोस्।',
  },
  RESET_TOO_MANY_ATTEMPTS: {
    en: 'Too many wrong codes. Please request a new code.',
    ne: 'धेरै पटक गलत कोड हालियो। कृपया नयाँ कोड माग्नुहोस्।',
  },
  RESEND_TOO_SOON: {
    en: 'Please wait {seconds} seconds before requesting a new code.',
    ne: 'नयाँ कोड माग्नुअघि कृपया {seconds} सेकेन्ड पर्खनुहोस्।',
  },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large.', ne: 'अनुरोध धेरै ठूलो छ।' },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'This content type is not supported.',
    ne: 'यो सामग्रीको प्रकार समर्थित छैन।',
  },
  MAINTENANCE: {
    en: 'The platform is under maintenance. Please try again later.',
    ne: 'प्लेटफर्म मर्मतमा छ। कृपया पछि फेरि प्रयास गर्नुहोस्।',
  },
  INTERNAL: { en: 'Something went wrong', ne: 'केही गडबड भयो' },
} as const satisfies Record<string, { en: string; ne: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The text of a code in a language, with `{name}` placeholders filled. */
export function errorText(
  code: ErrorCode,
  lang: 'en' | 'ne',
  values: Record<string, string | number> = {},
): string {
  return errorCatalogue[code][lang].replace(/\{(\w+)\}/g, (_, k: string) =>
    String(values[k] ?? `{${k}}`),
  );
}
