/**
 * The error catalogue's codes of verification and the admin portal (issue 14): the
 * queue and decisions, each admin area, and the auth settings the admin enforces.
 * `contract/errors.ts` spreads them into the one catalogue; add an area's codes under its
 * line.
 */
export const adminErrorCatalogue = {
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
  // Moderation (issue 14)
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
  // Users (issue 14)
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
  // Providers (issue 14)
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
  // Settings (and the auth policies) (issue 14)
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
  // Backups (issue 14)
  BACKUP_RUNNING: {
    en: 'A backup is already running. Please wait for it to finish.',
    ne: 'एउटा ब्याकअप चलिरहेको छ। कृपया त्यो सकिने पर्खनुहोस्।',
  },
  BACKUP_KEY_MISSING: {
    en: 'Backups are set to be encrypted, but the server has no backup key (BACKUP_KEY).',
    ne: 'ब्याकअप इन्क्रिप्ट गर्ने सेटिङ छ, तर सर्भरमा ब्याकअप कुञ्जी (BACKUP_KEY) छैन।',
  },
  // Analytics (issue 14)
  ANALYTICS_PERIOD_INVALID: {
    en: 'Please choose a period: 7 days, 30 days, 3 months, 6 months or 1 year',
    ne: 'कृपया अवधि छान्नुहोस्: ७ दिन, ३० दिन, ३ महिना, ६ महिना वा १ वर्ष',
  },
  // Donation (issue 14)
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
  // Audit (issue 14)
  DATE_RANGE_INVALID: {
    en: 'The end date cannot be before the start date.',
    ne: 'अन्तिम मिति सुरु मितिभन्दा अघि हुन सक्दैन।',
  },
  // Provider ratings (issue 14)
  RATING_STARS_INVALID: {
    en: 'Please choose from 1 to 5 stars.',
    ne: 'कृपया १ देखि ५ तारा छान्नुहोस्।',
  },
  RATING_NOT_VERIFIED: {
    en: 'Only verified patients can rate providers. Please verify your account first.',
    ne: 'प्रमाणित बिरामीले मात्र सेवा प्रदायकलाई मूल्याङ्कन गर्न सक्छन्। कृपया पहिले आफ्नो खाता प्रमाणित गर्नुहोस्।',
  },
  PROVIDER_NOT_RATEABLE: {
    en: 'This provider cannot be rated: it is not verified or not active.',
    ne: 'यो सेवा प्रदायकलाई मूल्याङ्कन गर्न मिल्दैन: यो प्रमाणित वा सक्रिय छैन।',
  },
  RATING_CRITERION_INVALID: {
    en: 'This provider is not rated on that criterion.',
    ne: 'यो सेवा प्रदायकलाई त्यो मापदण्डमा मूल्याङ्कन गरिँदैन।',
  },
} as const satisfies Record<string, { en: string; ne: string }>;
