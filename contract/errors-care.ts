/**
 * The error catalogue's codes of medical records and prescriptions (issue 15): records and
 * their files, the prescription lists and the patient's own uploads, the PDF and its public
 * verification, the doctor's patients. `contract/errors.ts` spreads them into the one
 * catalogue; add an area's codes under its line.
 */
export const careErrorCatalogue = {
  // Records (issue 15)
  RECORD_FIELDS_REQUIRED: {
    en: 'Please fill all required fields, upload files and provide signature.',
    ne: 'कृपया सबै आवश्यक विवरण भर्नुहोस्, फाइल अपलोड गर्नुहोस् र हस्ताक्षर गर्नुहोस्।',
  },
  RECORDS_NOT_ACCESSIBLE: {
    en: 'Medical records are not accessible until patient acceptance.',
    ne: 'बिरामी स्वीकार नगरेसम्म मेडिकल रेकर्डहरू हेर्न सकिँदैन।',
  },
  RECORD_NOT_FOUND: { en: 'Medical record not found.', ne: 'मेडिकल रेकर्ड भेटिएन।' },
  RECORD_FILE_NOT_FOUND: { en: 'File not found.', ne: 'फाइल भेटिएन।' },
  RECORD_FILE_TYPE: {
    en: 'Please upload a valid document (JPEG, PNG, WebP, PDF).',
    ne: 'कृपया मान्य कागजात (JPEG, PNG, WebP, PDF) अपलोड गर्नुहोस्।',
  },
  RECORD_FILE_EXPIRED: {
    en: 'An uploaded file is no longer available. Please upload it again.',
    ne: 'अपलोड गरिएको फाइल अब उपलब्ध छैन। कृपया फेरि अपलोड गर्नुहोस्।',
  },
  BOOKING_RECORD_READ_ONLY: {
    en: 'Documents attached to an appointment cannot be deleted here.',
    ne: 'अपोइन्टमेन्टसँग संलग्न कागजात यहाँबाट मेटाउन सकिँदैन।',
  },
  // Prescriptions (issue 15)
  PRESCRIPTION_NOT_FOUND: { en: 'Prescription not found', ne: 'प्रेस्क्रिप्सन भेटिएन' },
  PRESCRIPTION_CANCELLED: {
    en: 'A cancelled prescription cannot be changed',
    ne: 'रद्द गरिएको प्रेस्क्रिप्सन परिवर्तन गर्न सकिँदैन',
  },
  PRESCRIPTION_CHANGED: {
    en: 'This prescription was changed meanwhile. Please reload it and try again',
    ne: 'यो प्रेस्क्रिप्सन यसैबीच परिवर्तन भयो। कृपया फेरि खोलेर प्रयास गर्नुहोस्',
  },
  PRESCRIPTION_NOT_ACTIVE: {
    en: 'Only an active prescription can be completed or cancelled',
    ne: 'सक्रिय प्रेस्क्रिप्सन मात्र पूरा वा रद्द गर्न सकिन्छ',
  },
  STATUS_INVALID: {
    en: 'Please choose completed or cancelled',
    ne: 'कृपया पूरा भयो वा रद्द छान्नुहोस्',
  },
  VALID_UNTIL_PAST: {
    en: 'The valid-until date cannot be in the past',
    ne: 'मान्य मिति बितिसकेको मिति हुन सक्दैन',
  },
  VALID_UNTIL_TOO_FAR: {
    en: 'A prescription can be valid for at most one year',
    ne: 'प्रेस्क्रिप्सन बढीमा एक वर्षसम्म मात्र मान्य हुन सक्छ',
  },
  MEDICATION_QUANTITY_INVALID: {
    en: 'Quantity must be a whole number from 1 to 100',
    ne: 'परिमाण १ देखि १०० सम्मको पूर्ण संख्या हुनुपर्छ',
  },
  APPOINTMENT_REQUIRED: {
    en: 'Please choose the appointment this prescription is for',
    ne: 'कृपया यो प्रेस्क्रिप्सन कुन अपोइन्टमेन्टको हो छान्नुहोस्',
  },
  UPLOAD_DOCTOR_NAME_REQUIRED: {
    en: "Please enter the doctor's name",
    ne: 'कृपया डाक्टरको नाम लेख्नुहोस्',
  },
  UPLOAD_HOSPITAL_REQUIRED: {
    en: 'Please enter the hospital or clinic name',
    ne: 'कृपया अस्पताल वा क्लिनिकको नाम लेख्नुहोस्',
  },
  PRESCRIPTION_FILE_REQUIRED: {
    en: 'Please choose the prescription file (image or PDF)',
    ne: 'कृपया प्रेस्क्रिप्सनको फाइल (तस्बिर वा PDF) छान्नुहोस्',
  },
  PRESCRIPTION_FILE_TYPE: {
    en: 'Please upload an image (JPEG, PNG, WebP) or a PDF',
    ne: 'कृपया तस्बिर (JPEG, PNG, WebP) वा PDF अपलोड गर्नुहोस्',
  },
  PRESCRIPTION_FILE_TOO_LARGE: {
    en: 'The prescription file must be less than {megabytes} MB',
    ne: 'प्रेस्क्रिप्सनको फाइल {megabytes} MB भन्दा सानो हुनुपर्छ',
  },
  SIGNATURE_REQUIRED: { en: 'Please sign in the box', ne: 'कृपया बाकसभित्र हस्ताक्षर गर्नुहोस्' },
  SIGNATURE_INVALID: {
    en: 'The signature could not be read. Please sign again',
    ne: 'हस्ताक्षर पढ्न सकिएन। कृपया फेरि हस्ताक्षर गर्नुहोस्',
  },
  SIGNATURE_TOO_LARGE: {
    en: 'The signature is too large. Please clear it and sign again',
    ne: 'हस्ताक्षर धेरै ठूलो भयो। कृपया मेटाएर फेरि हस्ताक्षर गर्नुहोस्',
  },
  // Public prescription check (issue 15)
  RX_NOT_FOUND: {
    en: 'No prescription matches this code.',
    ne: 'यो कोडसँग मिल्ने कुनै प्रेस्क्रिप्सन भेटिएन।',
  },
  // Patients (issue 15)
  PATIENT_NOT_FOUND: {
    en: 'This patient is not on your list.',
    ne: 'यो बिरामी तपाईंको सूचीमा छैन।',
  },
} as const satisfies Record<string, { en: string; ne: string }>;
