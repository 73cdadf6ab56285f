import { adminErrorCatalogue } from './errors-admin';
import { careErrorCatalogue } from './errors-care';
import { portalErrorCatalogue } from './errors-portal';
import { careBetweenErrorCatalogue } from './errors-care-between';

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
  RECOVERY_LOCKED: {
    en: 'Too many wrong codes. Please wait {minutes} minutes before trying again.',
    ne: 'धेरै पटक गलत कोड हालियो। कृपया {minutes} मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।',
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
  // ---- Booking and appointments (issue 7; 002 §5, §8; 001 §5, §8) ----
  LOGIN_TO_BOOK: {
    en: 'Please log in to book an appointment',
    ne: 'अपोइन्टमेन्ट बुक गर्न कृपया लगइन गर्नुहोस्',
  },
  PATIENT_NOT_VERIFIED: {
    en: 'Your account is not verified. Only verified patients can request appointments. Please verify your account first.',
    ne: 'तपाईंको खाता प्रमाणित भएको छैन। प्रमाणित बिरामीहरूले मात्र अपोइन्टमेन्ट अनुरोध गर्न सक्छन्। कृपया पहिले आफ्नो खाता प्रमाणित गर्नुहोस्।',
  },
  DOCTOR_NOT_VERIFIED: {
    en: 'This doctor is not yet verified. Appointments can be requested only with verified doctors.',
    ne: 'यो डाक्टर अझै प्रमाणित हुनुहुन्न। प्रमाणित डाक्टरसँग मात्र अपोइन्टमेन्ट अनुरोध गर्न सकिन्छ।',
  },
  SLOT_TAKEN: {
    en: 'This time slot has just been taken. Please choose another time.',
    ne: 'यो समय भर्खरै अरू कसैले लियो। कृपया अर्को समय छान्नुहोस्।',
  },
  SESSION_FULL: {
    en: 'This session already has as many patients as the doctor takes. Please choose another day or time.',
    ne: 'यो सत्रमा डाक्टरले हेर्ने जति बिरामी पुगिसकेका छन्। कृपया अर्को दिन वा समय छान्नुहोस्।',
  },
  SLOT_NOT_OFFERED: {
    en: 'The doctor does not see patients at this time on that day.',
    ne: 'डाक्टरले त्यो दिन यो समयमा बिरामी हेर्नुहुन्न।',
  },
  DATE_NOT_BOOKABLE: {
    en: 'Appointments can be booked from tomorrow up to {days} days ahead, on the chosen weekday.',
    ne: 'अपोइन्टमेन्ट भोलिदेखि {days} दिनभित्र, छानिएको बारमा मात्र बुक गर्न सकिन्छ।',
  },
  APPOINTMENT_NOT_FOUND: { en: 'Appointment not found', ne: 'अपोइन्टमेन्ट भेटिएन' },
  ILLEGAL_TRANSITION: {
    en: 'An appointment that is {from} cannot become {to}.',
    ne: '{from} अवस्थाको अपोइन्टमेन्टलाई {to} बनाउन मिल्दैन।',
  },
  NOT_COMPLETED: {
    en: 'A prescription can be written only for a completed appointment.',
    ne: 'पूरा भएको अपोइन्टमेन्टका लागि मात्र प्रेस्क्रिप्सन लेख्न सकिन्छ।',
  },
  PRESCRIPTION_EXISTS: {
    en: 'This appointment already has a prescription.',
    ne: 'यो अपोइन्टमेन्टको प्रेस्क्रिप्सन पहिले नै लेखिएको छ।',
  },
  DIAGNOSIS_REQUIRED: { en: 'Please enter a diagnosis', ne: 'कृपया निदान लेख्नुहोस्' },
  MEDICATION_REQUIRED: {
    en: 'Please add at least one medication',
    ne: 'कृपया कम्तीमा एउटा औषधि थप्नुहोस्',
  },
  MEDICATION_NAME_REQUIRED: { en: 'Please enter the medicine name', ne: 'कृपया औषधिको नाम लेख्नुहोस्' },
  MEDICATION_DOSAGE_REQUIRED: { en: 'Please enter the dosage', ne: 'कृपया मात्रा लेख्नुहोस्' },
  MEDICATION_FREQUENCY_REQUIRED: {
    en: 'Please enter how often to take it',
    ne: 'कृपया कति पटक खाने हो लेख्नुहोस्',
  },
  FOLLOW_UP_DATE_REQUIRED: {
    en: 'Please choose the follow-up date',
    ne: 'कृपया फलो-अप मिति छान्नुहोस्',
  },
  FOLLOW_UP_DATE_PAST: {
    en: 'The follow-up date cannot be in the past',
    ne: 'फलो-अप मिति बितिसकेको दिन हुन सक्दैन',
  },
  FILE_TYPE_NOT_ALLOWED: {
    en: 'Only PDF, JPG, PNG, DOC and DOCX files can be attached.',
    ne: 'PDF, JPG, PNG, DOC र DOCX फाइल मात्र संलग्न गर्न सकिन्छ।',
  },
  FILE_TOO_LARGE: {
    en: 'Each file must be at most {megabytes} MB.',
    ne: 'प्रत्येक फाइल बढीमा {megabytes} MB हुनुपर्छ।',
  },
  TOO_MANY_FILES: {
    en: 'At most {count} files can be attached.',
    ne: 'बढीमा {count} वटा फाइल संलग्न गर्न सकिन्छ।',
  },
  LINK_INVALID: {
    en: 'This link is not valid or has expired.',
    ne: 'यो लिङ्क मान्य छैन वा यसको म्याद सकिएको छ।',
  },
  NOTIFICATION_NOT_FOUND: { en: 'Notification not found', ne: 'सूचना भेटिएन' },
  MEDIA_TYPE_NOT_ALLOWED: {
    en: 'Only images (JPG, PNG, WebP, GIF) and videos (MP4, MOV, WebM) can be added.',
    ne: 'तस्बिर (JPG, PNG, WebP, GIF) र भिडियो (MP4, MOV, WebM) मात्र थप्न सकिन्छ।',
  },
  POST_NOT_FOUND: { en: 'Post not found', ne: 'पोस्ट भेटिएन' },
  POST_FIELDS_REQUIRED: {
    en: 'Please fill in all required fields',
    ne: 'कृपया सबै आवश्यक विवरण भर्नुहोस्',
  },
  CATEGORY_REQUIRED: { en: 'Please choose a category', ne: 'कृपया एउटा विधा छान्नुहोस्' },
  TAG_TOO_LONG: {
    en: 'Each tag can be at most 30 characters.',
    ne: 'प्रत्येक ट्याग बढीमा ३० अक्षरको हुन सक्छ।',
  },
  TOO_MANY_TAGS: {
    en: 'A post can have at most 10 tags.',
    ne: 'एउटा पोस्टमा बढीमा १० ट्याग हुन सक्छन्।',
  },
  URL_INVALID: {
    en: 'Please enter a full web address starting with http:// or https://',
    ne: 'कृपया http:// वा https:// बाट सुरु हुने पूरा वेब ठेगाना लेख्नुहोस्',
  },
  AUTHOR_NOT_VERIFIED: {
    en: 'Only verified accounts can publish posts. Please complete your verification first.',
    ne: 'प्रमाणित खाताले मात्र पोस्ट प्रकाशित गर्न सक्छ। कृपया पहिले आफ्नो प्रमाणीकरण पूरा गर्नुहोस्।',
  },
  COMMENT_REQUIRED: { en: 'Please write a comment', ne: 'कृपया प्रतिक्रिया लेख्नुहोस्' },
  COMMENT_NOT_FOUND: { en: 'Comment not found', ne: 'प्रतिक्रिया भेटिएन' },
  REPORT_REASON_REQUIRED: { en: 'Please choose a reason', ne: 'कृपया एउटा कारण छान्नुहोस्' },
  LANGUAGE_INVALID: {
    en: 'Please choose English or Nepali',
    ne: 'कृपया अङ्ग्रेजी वा नेपाली छान्नुहोस्',
  },
  ALREADY_REPORTED: {
    en: 'You have already reported this post. Our team will review it.',
    ne: 'तपाईंले यो पोस्ट पहिले नै रिपोर्ट गरिसक्नुभएको छ। हाम्रो टोलीले यसको समीक्षा गर्नेछ।',
  },
  // ---- Per-account limits and upload totals (issue 13 §5; README "Limits") ----
  COMMENTS_LIMITED: {
    en: 'You have written many comments in a short time. Please wait {minutes} min before commenting again.',
    ne: 'तपाईंले छोटो समयमा धेरै प्रतिक्रिया लेख्नुभयो। फेरि प्रतिक्रिया लेख्न कृपया {minutes} मिनेट पर्खनुहोस्।',
  },
  LIKES_LIMITED: {
    en: 'You have liked many posts in a short time. Please wait {minutes} min and try again.',
    ne: 'तपाईंले छोटो समयमा धेरै पोस्ट मन पराउनुभयो। कृपया {minutes} मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।',
  },
  REPORTS_LIMITED: {
    en: 'You have sent many reports in a short time. Please wait {minutes} min before reporting again.',
    ne: 'तपाईंले छोटो समयमा धेरै रिपोर्ट पठाउनुभयो। फेरि रिपोर्ट गर्न कृपया {minutes} मिनेट पर्खनुहोस्।',
  },
  BOOKINGS_LIMITED: {
    en: 'You have requested many appointments today. Please wait {minutes} min before requesting another.',
    ne: 'तपाईंले आज धेरै अपोइन्टमेन्ट अनुरोध गर्नुभयो। अर्को अनुरोध गर्न कृपया {minutes} मिनेट पर्खनुहोस्।',
  },
  UPLOADS_LIMITED: {
    en: 'You have uploaded many files in a short time. Please wait {minutes} min before adding more.',
    ne: 'तपाईंले छोटो समयमा धेरै फाइल अपलोड गर्नुभयो। थप फाइल राख्न कृपया {minutes} मिनेट पर्खनुहोस्।',
  },
  FILES_TOTAL_TOO_LARGE: {
    en: 'All files together can be at most {megabytes} MB. Please remove a file or attach smaller ones.',
    ne: 'सबै फाइल मिलाएर बढीमा {megabytes} MB हुन सक्छ। कृपया कुनै फाइल हटाउनुहोस् वा साना फाइल संलग्न गर्नुहोस्।',
  },
  ...adminErrorCatalogue,
  ...careErrorCatalogue,
  ...portalErrorCatalogue,
  ...careBetweenErrorCatalogue,
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
