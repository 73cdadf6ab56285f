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
  // ---- Verification (issue 14; 001 §5, §8; 002 §5, §8) ----
  VERIFICATION_DOCUMENT_TYPE: {
    en: 'Please upload a valid document (JPEG, PNG, PDF)',
    ne: 'कृपया मान्य कागजात (JPEG, PNG, PDF) अपलोड गर्नुहोस्',
  },
  IDENTITY_IMAGE_INVALID: {
    en: 'Please fill all fields and upload a valid image (JPG, PNG, WEBP, max 5MB).',
    ne: 'कृपया सबै विवरण भर्नुहोस् र मान्य तस्बिर (JPG, PNG, WEBP, बढीमा 5MB) अपलोड गर्नुहोस्।',
  },
  IDENTITY_FIELDS_REQUIRED: {
    en: 'Please fill all fields and upload a valid image (JPG, PNG, WEBP, max 5MB).',
    ne: 'कृपया सबै विवरण भर्नुहोस् र मान्य तस्बिर (JPG, PNG, WEBP, बढीमा 5MB) अपलोड गर्नुहोस्।',
  },
  DOCUMENT_NUMBER_REQUIRED: {
    en: 'Please enter the document number',
    ne: 'कृपया कागजातको नम्बर लेख्नुहोस्',
  },
  DOCUMENT_NUMBER_INVALID: {
    en: 'A document number may hold letters, digits, spaces and - / . only',
    ne: 'कागजातको नम्बरमा अक्षर, अङ्क, खाली ठाउँ र - / . मात्र हुन सक्छन्',
  },
  NMC_NUMBER_REQUIRED: { en: 'Please enter your NMC number', ne: 'कृपया आफ्नो NMC नम्बर लेख्नुहोस्' },
  NMC_NUMBER_INVALID: {
    en: 'Please enter a valid NMC number (for example 12345 or NMC-12345)',
    ne: 'कृपया मान्य NMC नम्बर लेख्नुहोस् (जस्तै 12345 वा NMC-12345)',
  },
  NMC_NUMBER_TAKEN: {
    en: 'This NMC number belongs to another verified doctor.',
    ne: 'यो NMC नम्बर अर्को प्रमाणित डाक्टरको हो।',
  },
  NMC_EVIDENCE_REQUIRED: {
    en: 'Please upload your NMC certificate, or request manual verification with a link to your NMC record.',
    ne: 'कृपया आफ्नो NMC प्रमाणपत्र अपलोड गर्नुहोस्, वा आफ्नो NMC विवरणको लिङ्कसहित म्यानुअल प्रमाणीकरण अनुरोध गर्नुहोस्।',
  },
  DOCUMENTS_REQUIRED: {
    en: 'Please upload at least one document.',
    ne: 'कृपया कम्तीमा एउटा कागजात अपलोड गर्नुहोस्।',
  },
  DOCUMENTS_MISMATCH: {
    en: 'Each uploaded file needs its document kind.',
    ne: 'अपलोड गरिएको प्रत्येक फाइलको कागजातको प्रकार चाहिन्छ।',
  },
  CITY_REQUIRED: { en: 'Please enter your city', ne: 'कृपया आफ्नो सहर लेख्नुहोस्' },
  CITY_UNKNOWN: {
    en: 'We do not know this city yet. Please enter the nearest city or district headquarters.',
    ne: 'यो सहर हामीलाई अझै थाहा छैन। कृपया नजिकको सहर वा जिल्ला सदरमुकाम लेख्नुहोस्।',
  },
  VERIFICATION_PENDING: {
    en: 'Your verification is already under review. Review takes 24-48 hours.',
    ne: 'तपाईंको प्रमाणीकरण पहिले नै समीक्षामा छ। समीक्षामा २४-४८ घण्टा लाग्छ।',
  },
  ALREADY_VERIFIED: {
    en: 'Your account is already verified.',
    ne: 'तपाईंको खाता पहिले नै प्रमाणित छ।',
  },
  APPLICATION_NOT_FOUND: { en: 'Application not found', ne: 'आवेदन भेटिएन' },
  DOCUMENT_NOT_FOUND: { en: 'Document not found', ne: 'कागजात भेटिएन' },
  APPLICATION_DECIDED: {
    en: 'This application has already been decided.',
    ne: 'यस आवेदनमाथि पहिले नै निर्णय भइसकेको छ।',
  },
  DECISION_REQUIRED: {
    en: 'Please choose approve or reject',
    ne: 'कृपया स्वीकृत वा अस्वीकृत छान्नुहोस्',
  },
  REMARKS_REQUIRED: {
    en: 'Please write the reason for the rejection',
    ne: 'कृपया अस्वीकृतिको कारण लेख्नुहोस्',
  },
  // issue 14 · dashboard: entries below
  // issue 14 · moderation: entries below
  MODERATION_ACTION_REQUIRED: {
    en: 'Please choose hide, restore or dismiss',
    ne: 'कृपया लुकाउने, फर्काउने वा खारेज गर्ने छान्नुहोस्',
  },
  MODERATION_NOTE_TOO_LONG: {
    en: 'The note must be 500 characters or fewer',
    ne: 'टिप्पणी ५०० अक्षर वा सोभन्दा छोटो हुनुपर्छ',
  },
  MODERATION_NOT_REPORTED: {
    en: 'This post is not in the moderation queue.',
    ne: 'यो पोस्ट मोडरेसन सूचीमा छैन।',
  },
  POST_ALREADY_HIDDEN: {
    en: 'This post is already hidden. Restore it or leave it hidden.',
    ne: 'यो पोस्ट पहिले नै लुकाइएको छ। फर्काउनुहोस् वा लुकाइएकै रहन दिनुहोस्।',
  },
  POST_NOT_HIDDEN: {
    en: 'This post is not hidden, so there is nothing to restore.',
    ne: 'यो पोस्ट लुकाइएको छैन, त्यसैले फर्काउनुपर्ने केही छैन।',
  },
  // issue 14 · users: entries below
  ACCOUNT_SUSPENDED: {
    en: 'Your account has been suspended. Please contact support.',
    ne: 'तपाईंको खाता निलम्बन गरिएको छ। कृपया सहायता टोलीलाई सम्पर्क गर्नुहोस्।',
  },
  ACCOUNT_INACTIVE: {
    en: 'Your account is inactive. Please contact support.',
    ne: 'तपाईंको खाता निष्क्रिय छ। कृपया सहायता टोलीलाई सम्पर्क गर्नुहोस्।',
  },
  CANNOT_CHANGE_OWN_ACCOUNT: {
    en: 'You cannot suspend, deactivate or change the role of your own account.',
    ne: 'तपाईं आफ्नै खाता निलम्बन, निष्क्रिय वा भूमिका परिवर्तन गर्न सक्नुहुन्न।',
  },
  LAST_ADMIN: {
    en: 'At least one active admin must remain.',
    ne: 'कम्तीमा एक जना सक्रिय एडमिन बाँकी रहनुपर्छ।',
  },
  USER_NOT_FOUND: { en: 'User not found', ne: 'प्रयोगकर्ता भेटिएन' },
  // issue 14 · providers: entries below
  PROVIDER_FIELDS_REQUIRED: { en: 'Please enter required fields', ne: 'कृपया आवश्यक विवरण भर्नुहोस्' },
  PROVIDER_TYPE_INVALID: {
    en: 'Please choose a type from the list',
    ne: 'कृपया सूचीबाट प्रकार छान्नुहोस्',
  },
  PROVIDER_NOT_FOUND: { en: 'Provider not found', ne: 'सेवा प्रदायक भेटिएन' },
  PROVIDER_ALREADY_VERIFIED: {
    en: 'This provider is already verified.',
    ne: 'यो सेवा प्रदायक पहिले नै प्रमाणित छ।',
  },
  AMBULANCE_FIELDS_REQUIRED: {
    en: 'Please fill in name, registration number, vehicle type, contact email and contact phone',
    ne: 'कृपया नाम, दर्ता नम्बर, सवारीको प्रकार, सम्पर्क इमेल र सम्पर्क फोन भर्नुहोस्',
  },
  // issue 14 · settings (and the auth policies): entries below
  REGISTRATION_CLOSED: {
    en: 'Registration is closed. New accounts cannot be created at the moment.',
    ne: 'दर्ता बन्द छ। अहिले नयाँ खाता बनाउन सकिँदैन।',
  },
  PASSWORD_POLICY_LENGTH: {
    en: 'Password is shorter than the minimum length required',
    ne: 'पासवर्ड आवश्यक न्यूनतम लम्बाइभन्दा छोटो छ',
  },
  PASSWORD_NEEDS_UPPERCASE: {
    en: 'Password must contain an uppercase letter',
    ne: 'पासवर्डमा कम्तीमा एउटा ठूलो अक्षर (अङ्ग्रेजी क्यापिटल) हुनुपर्छ',
  },
  PASSWORD_NEEDS_NUMBER: {
    en: 'Password must contain a number',
    ne: 'पासवर्डमा कम्तीमा एउटा अङ्क हुनुपर्छ',
  },
  PASSWORD_NEEDS_SPECIAL: {
    en: 'Password must contain a special character (such as ! @ # $)',
    ne: 'पासवर्डमा कम्तीमा एउटा विशेष चिन्ह (जस्तै ! @ # $) हुनुपर्छ',
  },
  EMAIL_NOT_VERIFIED: {
    en: 'Please verify your email first: enter the code we sent to your email.',
    ne: 'कृपया पहिले आफ्नो इमेल प्रमाणित गर्नुहोस्: इमेलमा पठाइएको कोड लेख्नुहोस्।',
  },
  TWO_FACTOR_REQUIRED: {
    en: 'Enter the sign-in code we sent to your email.',
    ne: 'तपाईंको इमेलमा पठाइएको लगइन कोड लेख्नुहोस्।',
  },
  SETTING_APP_NAME_REQUIRED: {
    en: 'Please enter the application name',
    ne: 'कृपया एप्लिकेसनको नाम लेख्नुहोस्',
  },
  SETTING_UPLOAD_SIZE_RANGE: {
    en: 'Max file upload size must be between 1 and 100 MB',
    ne: 'फाइल अपलोडको अधिकतम आकार १ देखि १०० MB सम्म हुनुपर्छ',
  },
  SETTING_SESSION_TIMEOUT_RANGE: {
    en: 'Session timeout must be between 5 and 480 minutes',
    ne: 'सत्र समाप्ति समय ५ देखि ४८० मिनेटसम्म हुनुपर्छ',
  },
  SETTING_PASSWORD_LENGTH_RANGE: {
    en: 'Minimum password length must be between 6 and 20 characters',
    ne: 'पासवर्डको न्यूनतम लम्बाइ ६ देखि २० अक्षरसम्म हुनुपर्छ',
  },
  SETTING_LOGIN_ATTEMPTS_RANGE: {
    en: 'Max login attempts must be between 3 and 10',
    ne: 'लगइनका अधिकतम प्रयास ३ देखि १० सम्म हुनुपर्छ',
  },
  SETTING_LOCKOUT_RANGE: {
    en: 'Lockout duration must be between 5 and 60 minutes',
    ne: 'खाता बन्द रहने अवधि ५ देखि ६० मिनेटसम्म हुनुपर्छ',
  },
  SETTING_VERIFICATION_TIMEOUT_RANGE: {
    en: 'Verification timeout must be between 1 and 30 days',
    ne: 'प्रमाणीकरणको समयसीमा १ देखि ३० दिनसम्म हुनुपर्छ',
  },
  SETTING_FREE_TRIAL_RANGE: {
    en: 'Free trial must be between 0 and 90 days',
    ne: 'निःशुल्क परीक्षण अवधि ० देखि ९० दिनसम्म हुनुपर्छ',
  },
  SETTING_GRACE_PERIOD_RANGE: {
    en: 'Grace period must be between 0 and 30 days',
    ne: 'अनुग्रह अवधि ० देखि ३० दिनसम्म हुनुपर्छ',
  },
  SETTING_REFUND_PERIOD_RANGE: {
    en: 'Refund period must be between 0 and 30 days',
    ne: 'फिर्ता अवधि ० देखि ३० दिनसम्म हुनुपर्छ',
  },
  SETTING_RETENTION_RANGE: {
    en: 'Retention period must be between 1 and 365 days',
    ne: 'ब्याकअप राख्ने अवधि १ देखि ३६५ दिनसम्म हुनुपर्छ',
  },
  SETTING_PLAN_NAME_REQUIRED: {
    en: 'Please enter the plan name',
    ne: 'कृपया योजनाको नाम लेख्नुहोस्',
  },
  SETTING_PLAN_PRICE_INVALID: {
    en: 'Price must be a whole number of rupees from 0 to 1,000,000',
    ne: 'मूल्य ० देखि १०,००,००० सम्मको पूर्ण रुपैयाँ हुनुपर्छ',
  },
  SETTING_PLAN_DURATION_INVALID: {
    en: 'Duration must be a whole number of days from 1 to 3650',
    ne: 'अवधि १ देखि ३६५० सम्मको पूर्ण दिन हुनुपर्छ',
  },
  SETTING_PLANS_REQUIRED: {
    en: 'Please keep at least one subscription plan',
    ne: 'कृपया कम्तीमा एउटा सदस्यता योजना राख्नुहोस्',
  },
  SETTINGS_NOTHING_TO_SAVE: {
    en: 'There are no changes to save.',
    ne: 'सुरक्षित गर्नुपर्ने कुनै परिवर्तन छैन।',
  },
  // issue 14 · backups: entries below
  BACKUP_RUNNING: {
    en: 'A backup is already running. Please wait for it to finish.',
    ne: 'एउटा ब्याकअप चलिरहेको छ। कृपया त्यो सकिने पर्खनुहोस्।',
  },
  BACKUP_KEY_MISSING: {
    en: 'Backups are set to be encrypted, but the server has no backup key (BACKUP_KEY).',
    ne: 'ब्याकअप इन्क्रिप्ट गर्ने सेटिङ छ, तर सर्भरमा ब्याकअप कुञ्जी (BACKUP_KEY) छैन।',
  },
  // issue 14 · analytics: entries below
  ANALYTICS_PERIOD_INVALID: {
    en: 'Please choose a period: 7 days, 30 days, 3 months, 6 months or 1 year',
    ne: 'कृपया अवधि छान्नुहोस्: ७ दिन, ३० दिन, ३ महिना, ६ महिना वा १ वर्ष',
  },
  // issue 14 · donation: entries below
  DONATION_QR_TYPE: {
    en: 'Please select a PNG, JPG, or WEBP image.',
    ne: 'कृपया PNG, JPG वा WEBP तस्बिर छान्नुहोस्।',
  },
  DONATION_QR_REQUIRED: {
    en: 'Select a QR image to upload.',
    ne: 'अपलोड गर्न QR तस्बिर छान्नुहोस्।',
  },
  DONATION_QR_NOT_FOUND: {
    en: 'This QR image is no longer available.',
    ne: 'यो QR तस्बिर अब उपलब्ध छैन।',
  },
  // issue 14 · audit: entries below
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
