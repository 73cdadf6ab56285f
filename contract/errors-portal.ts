/**
 * The error catalogue's codes of the doctor's workspace (issue 16) and the rest of the
 * patient portal (issue 17). `contract/errors.ts` spreads them into the one catalogue;
 * add an area's codes under its line, each with its English and Nepali text.
 */
export const portalErrorCatalogue = {
  // Schedule and hospitals (issue 16)
  SLOT_FIELDS_REQUIRED: {
    en: 'Please fill in all required fields',
    ne: 'कृपया सबै आवश्यक विवरण भर्नुहोस्',
  },
  SLOT_TIME_INVALID: {
    en: 'Please enter a time as hours and minutes',
    ne: 'कृपया समय घण्टा र मिनेटमा लेख्नुहोस्',
  },
  SLOT_END_BEFORE_START: {
    en: 'The end time must be after the start time',
    ne: 'अन्त्य समय सुरु समयभन्दा पछि हुनुपर्छ',
  },
  SLOT_OVERLAP: {
    en: 'This time overlaps your {day} slot {start}–{end} at {hospital}',
    ne: 'यो समय {hospital} मा तपाईंको {day} को {start}–{end} समयसँग खप्टिन्छ',
  },
  SLOT_HAS_BOOKINGS: {
    en: 'This slot has {count} upcoming booking(s). Cancel or reschedule them first.',
    ne: 'यो समयमा {count} आगामी बुकिङ छन्। पहिले तिनलाई रद्द वा पुनः तालिका गर्नुहोस्।',
  },
  DAY_CHANGE_NOT_ALLOWED: {
    en: 'The day cannot be changed when editing. Delete the slot and add a new one instead.',
    ne: 'सम्पादन गर्दा दिन परिवर्तन गर्न मिल्दैन। बरु यो समय मेटाएर नयाँ थप्नुहोस्।',
  },
  SLOT_NOT_FOUND: { en: 'Time slot not found', ne: 'समय भेटिएन' },
  FEE_INVALID: {
    en: 'The fee must be 0 or more, in rupees and paisa',
    ne: 'शुल्क ० वा बढी, रुपैयाँ र पैसामा हुनुपर्छ',
  },
  MAX_PATIENTS_INVALID: {
    en: 'Max patients must be a whole number of at least 1',
    ne: 'अधिकतम बिरामी कम्तीमा १ को पूर्ण सङ्ख्या हुनुपर्छ',
  },
  DEPARTMENT_INVALID: { en: 'Please choose a department', ne: 'कृपया एउटा विभाग छान्नुहोस्' },
  DEPARTMENT_OTHER_REQUIRED: {
    en: 'Please enter the department name',
    ne: 'कृपया विभागको नाम लेख्नुहोस्',
  },
  HOSPITAL_NOT_FOUND: { en: 'Hospital not found', ne: 'अस्पताल भेटिएन' },
  HOSPITAL_NOT_VERIFIED: {
    en: 'This hospital is waiting for verification; slots can be added once it is verified',
    ne: 'यो अस्पताल प्रमाणीकरणको पर्खाइमा छ; प्रमाणित भएपछि मात्र समय थप्न सकिन्छ',
  },
  HOSPITAL_FIELDS_REQUIRED: {
    en: 'Please fill in the name, type, city and phone',
    ne: 'कृपया नाम, प्रकार, सहर र फोन भर्नुहोस्',
  },
  HOSPITAL_EXISTS: {
    en: 'A hospital with this name is already listed in this city',
    ne: 'यो सहरमा यही नामको अस्पताल पहिले नै सूचीमा छ',
  },
  CONNECTION_EXISTS: {
    en: 'You have already sent a connection request to this hospital',
    ne: 'तपाईंले यो अस्पताललाई पहिले नै जडान अनुरोध पठाइसक्नुभएको छ',
  },
  // Doctor verification (issue 16)
  // Doctor profile (issue 16)
  PROFILE_CERTIFICATE_TYPE: {
    en: 'Certificates must be PDF, JPG, JPEG or PNG files',
    ne: 'प्रमाणपत्र PDF, JPG, JPEG वा PNG फाइल हुनुपर्छ',
  },
  PROFILE_DOCUMENT_FILE_TYPE: {
    en: 'Documents must be PDF, DOC or DOCX files',
    ne: 'कागजात PDF, DOC वा DOCX फाइल हुनुपर्छ',
  },
  PROFILE_IMAGE_TYPE: {
    en: 'Images must be JPG, PNG or WebP files',
    ne: 'तस्बिर JPG, PNG वा WebP फाइल हुनुपर्छ',
  },
  PROFILE_DOCUMENT_TOO_LARGE: {
    en: 'The file must be at most {megabytes} MB',
    ne: 'फाइल बढीमा {megabytes} MB हुनुपर्छ',
  },
  PROFILE_DOCUMENT_REQUIRED: {
    en: 'Choose a file to upload.',
    ne: 'अपलोड गर्न फाइल छान्नुहोस्।',
  },
  PROFILE_DOCUMENT_KIND: {
    en: 'Say whether the file is a certificate, a document or an image',
    ne: 'फाइल प्रमाणपत्र, कागजात वा तस्बिर के हो भन्नुहोस्',
  },
  PROFILE_DOCUMENT_NOT_FOUND: {
    en: 'This file was not found. Please attach it again.',
    ne: 'यो फाइल भेटिएन। कृपया फेरि संलग्न गर्नुहोस्।',
  },
  NOT_A_DOCTOR: { en: 'User is not a doctor', ne: 'प्रयोगकर्ता डाक्टर होइनन्' },
  DOCTOR_PROFILE_NOT_FOUND: {
    en: 'Failed to load profile data',
    ne: 'प्रोफाइल विवरण लोड गर्न सकिएन',
  },
  PROFILE_AGE_RANGE: {
    en: 'Age must be between 22 and 80',
    ne: 'उमेर २२ देखि ८० वर्षबीच हुनुपर्छ',
  },
  PROFILE_EXPERIENCE_RANGE: {
    en: 'Years of experience must be between 0 and 50',
    ne: 'अनुभवका वर्ष ० देखि ५० बीच हुनुपर्छ',
  },
  PROFILE_YEAR_RANGE: {
    en: 'Year must be between 1950 and this year',
    ne: 'साल १९५० देखि यो सालसम्मको हुनुपर्छ',
  },
  PROFILE_BIO_TOO_LONG: {
    en: 'Bio must be at most 1000 characters',
    ne: 'परिचय बढीमा १००० अक्षरको हुनुपर्छ',
  },
  PROFILE_LANGUAGE_DUPLICATE: {
    en: 'This language is already in the list',
    ne: 'यो भाषा सूचीमा पहिले नै छ',
  },
  PROFILE_WORKPLACE_REQUIRED: {
    en: 'Work experience needs a hospital name and a position',
    ne: 'कार्य अनुभवमा अस्पतालको नाम र पद आवश्यक छ',
  },
  PROFILE_RESEARCH_REQUIRED: {
    en: 'A research publication needs a title and a year',
    ne: 'अनुसन्धान प्रकाशनमा शीर्षक र साल आवश्यक छ',
  },
  PROFILE_ACHIEVEMENT_TITLE_REQUIRED: {
    en: 'An achievement needs a title',
    ne: 'उपलब्धिमा शीर्षक आवश्यक छ',
  },
  PROFILE_NMC_LOCKED: {
    en: 'The NMC number cannot change once it is verified',
    ne: 'प्रमाणित भइसकेपछि NMC नम्बर परिवर्तन गर्न मिल्दैन',
  },
  PROFILE_SECTION_MISMATCH: {
    en: 'The section sent does not match the address',
    ne: 'पठाइएको खण्ड ठेगानासँग मिलेन',
  },
  TOO_MANY_ITEMS: { en: 'This list has too many entries', ne: 'यो सूचीमा धेरै प्रविष्टि छन्' },
  // The profile picture codes are shared with the patient's profile (profile-images.ts).
  PROFILE_PICTURE_TYPE: {
    en: 'Please upload a valid image file (JPEG, PNG, WebP)',
    ne: 'कृपया मान्य तस्बिर फाइल (JPEG, PNG, WebP) अपलोड गर्नुहोस्',
  },
  PROFILE_PICTURE_TOO_LARGE: {
    en: 'Image file size must be less than 5MB',
    ne: 'तस्बिर फाइल 5MB भन्दा सानो हुनुपर्छ',
  },
  PROFILE_PICTURE_REQUIRED: {
    en: 'Choose a picture to upload.',
    ne: 'अपलोड गर्न तस्बिर छान्नुहोस्।',
  },
  // Doctor dashboard (issue 16)
  // Medicine orders (issue 17)
  ORDER_PRESCRIPTION_FIELDS_REQUIRED: {
    en: 'Please select prescription, pharmacy and enter delivery address',
    ne: 'कृपया प्रेस्क्रिप्सन र फार्मेसी छान्नुहोस् अनि डेलिभरी ठेगाना लेख्नुहोस्',
  },
  ORDER_FIELDS_REQUIRED: {
    en: 'Please select pharmacy and enter delivery address',
    ne: 'कृपया फार्मेसी छान्नुहोस् र डेलिभरी ठेगाना लेख्नुहोस्',
  },
  ORDER_MEDICINE_REQUIRED: {
    en: 'Please add at least one medicine',
    ne: 'कृपया कम्तीमा एउटा औषधि थप्नुहोस्',
  },
  ORDER_MEDICINE_NAME_REQUIRED: {
    en: 'Please enter the medicine name',
    ne: 'कृपया औषधिको नाम लेख्नुहोस्',
  },
  ORDER_QUANTITY_INVALID: {
    en: 'Quantity must be at least 1 (at most 100)',
    ne: 'परिमाण कम्तीमा १ (बढीमा १००) हुनुपर्छ',
  },
  ORDER_PHONE_REQUIRED: {
    en: 'Please enter a phone number for the delivery',
    ne: 'कृपया डेलिभरीका लागि फोन नम्बर लेख्नुहोस्',
  },
  ORDER_PRESCRIPTION_ONLY: {
    en: '{medicine} needs a prescription. Please order it from your prescription',
    ne: '{medicine} का लागि प्रेस्क्रिप्सन चाहिन्छ। कृपया आफ्नो प्रेस्क्रिप्सनबाट अर्डर गर्नुहोस्',
  },
  ORDER_PRESCRIPTION_NOT_ACTIVE: {
    en: 'Medicines can be ordered only from an active prescription',
    ne: 'सक्रिय प्रेस्क्रिप्सनबाट मात्र औषधि अर्डर गर्न सकिन्छ',
  },
  ORDER_PHARMACY_UNAVAILABLE: {
    en: 'This pharmacy is not taking orders. Please choose another',
    ne: 'यो फार्मेसीले अहिले अर्डर लिँदैन। कृपया अर्को छान्नुहोस्',
  },
  ORDER_NOT_FOUND: { en: 'Order not found', ne: 'अर्डर भेटिएन' },
  ORDER_NOT_CANCELLABLE: {
    en: 'Only an order still being processed can be cancelled',
    ne: 'प्रक्रियामै रहेको अर्डर मात्र रद्द गर्न सकिन्छ',
  },
  ORDER_STATUS_INVALID: {
    en: 'This order cannot move to that status',
    ne: 'यो अर्डर त्यो स्थितिमा सार्न सकिँदैन',
  },
  ORDER_FAILED: {
    en: 'Failed to place order. Please try again.',
    ne: 'अर्डर गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  },
  // Emergency (issue 17)
  EMERGENCY_FIELDS_REQUIRED: {
    en: 'Please fill all required fields.',
    ne: 'कृपया सबै आवश्यक विवरण भर्नुहोस्।',
  },
  EMERGENCY_CONTACTS_MAX: {
    en: 'You can add a maximum of 5 emergency contacts.',
    ne: 'तपाईं बढीमा ५ जना आपतकालीन सम्पर्क थप्न सक्नुहुन्छ।',
  },
  EMERGENCY_CONTACT_DUPLICATE: {
    en: 'This phone number is already one of your emergency contacts.',
    ne: 'यो फोन नम्बर पहिले नै तपाईंको आपतकालीन सम्पर्कमा छ।',
  },
  EMERGENCY_CONTACT_NOT_FOUND: {
    en: 'Emergency contact not found.',
    ne: 'आपतकालीन सम्पर्क भेटिएन।',
  },
  EMERGENCY_LOCATION_INVALID: {
    en: 'Could not get your location. Please try again.',
    ne: 'तपाईंको स्थान पत्ता लगाउन सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  },
  EMERGENCY_NOT_ACTIVE: {
    en: 'There is no active emergency to cancel.',
    ne: 'रद्द गर्नका लागि कुनै सक्रिय आपतकाल छैन।',
  },
  EMERGENCY_TOO_MANY: {
    en: 'Too many emergency alerts in the last hour. Please call 102 for an ambulance.',
    ne: 'पछिल्लो एक घण्टामा धेरै आपतकालीन सूचना पठाइयो। एम्बुलेन्सका लागि १०२ मा फोन गर्नुहोस्।',
  },
  // Patient profile and notifications (issue 17)
  PROFILE_REQUIRED_FIELDS: {
    en: 'Name, Email and Phone are required fields',
    ne: 'नाम, इमेल र फोन अनिवार्य विवरण हुन्',
  },
  AGE_INVALID: {
    en: 'Age must be a whole number from 0 to 130.',
    ne: 'उमेर ० देखि १३० सम्मको पूर्ण सङ्ख्या हुनुपर्छ।',
  },
  TAG_EMPTY: { en: 'Type something before adding it.', ne: 'थप्नुअघि केही लेख्नुहोस्।' },
  TAG_DUPLICATE: {
    en: 'This is already in the list.',
    ne: 'यो पहिले नै सूचीमा छ।',
  },
  PATIENT_DOCUMENT_TYPE: {
    en: 'Please upload a valid document (JPEG, PNG, PDF)',
    ne: 'कृपया मान्य कागजात (JPEG, PNG, PDF) अपलोड गर्नुहोस्',
  },
  PATIENT_DOCUMENT_TOO_LARGE: {
    en: 'Document file size must be less than 10MB',
    ne: 'कागजातको फाइल 10MB भन्दा सानो हुनुपर्छ',
  },
  PATIENT_DOCUMENT_REQUIRED: {
    en: 'Choose a document to upload.',
    ne: 'अपलोड गर्न कागजात छान्नुहोस्।',
  },
  DOCUMENT_CATEGORY_REQUIRED: {
    en: 'Choose what kind of document this is.',
    ne: 'यो कस्तो कागजात हो, छान्नुहोस्।',
  },
  PATIENT_DOCUMENT_NOT_FOUND: { en: 'Document not found', ne: 'कागजात भेटिएन' },
  TOO_MANY_DOCUMENTS: {
    en: 'You can keep at most {count} documents. Delete one to upload another.',
    ne: 'तपाईं बढीमा {count} वटा कागजात राख्न सक्नुहुन्छ। अर्को अपलोड गर्न एउटा मेटाउनुहोस्।',
  },
  PREFERENCE_LOCKED: {
    en: 'Emergency alerts always show in the app.',
    ne: 'आपतकालीन सूचनाहरू एपमा सधैँ देखिन्छन्।',
  },
  // Patient dashboard, history paper and doctor ratings (issue 17)
  RATING_NOT_VISITED: {
    en: 'You can only rate doctors you have visited or taken an appointment with',
    ne: 'तपाईंले भेट्नुभएका वा अपोइन्टमेन्ट लिनुभएका डाक्टरलाई मात्र मूल्याङ्कन गर्न सक्नुहुन्छ',
  },
  DOCTOR_ALREADY_RATED: {
    en: 'You have already rated this visit.',
    ne: 'तपाईंले यो भेटको मूल्याङ्कन गरिसक्नुभएको छ।',
  },
  DOCTOR_NOT_RATEABLE: {
    en: 'This doctor cannot be rated yet: only doctors with verified credentials can receive ratings.',
    ne: 'यो डाक्टरलाई अहिले मूल्याङ्कन गर्न मिल्दैन: प्रमाणित डाक्टरले मात्र मूल्याङ्कन पाउन सक्छन्।',
  },
  RATING_PATIENT_NOT_VERIFIED: {
    en: 'Only verified patients can rate doctors. Please verify your account first.',
    ne: 'प्रमाणित बिरामीले मात्र डाक्टरलाई मूल्याङ्कन गर्न सक्छन्। कृपया पहिले आफ्नो खाता प्रमाणित गर्नुहोस्।',
  },
  RATING_ALLOWED: {
    en: 'You can rate this doctor.',
    ne: 'तपाईं यो डाक्टरलाई मूल्याङ्कन गर्न सक्नुहुन्छ।',
  },
} as const satisfies Record<string, { en: string; ne: string }>;
