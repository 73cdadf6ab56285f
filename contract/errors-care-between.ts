/**
 * The error catalogue's codes of care between doctors (issue 18): referrals, transfers,
 * consultations and their chat, requests and letters. `contract/errors.ts` spreads them
 * into the one catalogue; add an area's codes under its line, each with English and Nepali.
 */
export const careBetweenErrorCatalogue = {
  // Referrals and care access (issue 18)
  REFERRAL_DOCTOR_AND_REASON_REQUIRED: {
    en: 'Please select a doctor and provide a reason.',
    ne: 'कृपया डाक्टर छान्नुहोस् र कारण लेख्नुहोस्।',
  },
  REFERRAL_NOT_FOUND: { en: 'Referral not found', ne: 'रेफरल भेटिएन' },
  REFERRAL_DOCTOR_NOT_FOUND: {
    en: 'This doctor cannot receive referrals.',
    ne: 'यो डाक्टरले रेफरल लिन सक्नुहुन्न।',
  },
  REFERRAL_SELF: {
    en: 'You cannot refer a patient to yourself.',
    ne: 'तपाईं आफैँलाई बिरामी रेफर गर्न सक्नुहुन्न।',
  },
  REFERRAL_ALREADY_PENDING: {
    en: 'This patient already has a pending referral to this doctor.',
    ne: 'यो बिरामीको यही डाक्टरलाई पठाइएको रेफरल अझै बाँकी छ।',
  },
  REFERRAL_ATTACHMENT_NOT_FOUND: {
    en: 'One of the chosen records could not be found.',
    ne: 'छानिएका रेकर्डमध्ये एउटा भेटिएन।',
  },
  REFERRAL_STATUS_INVALID: {
    en: 'This referral cannot change to that status now.',
    ne: 'यो रेफरल अहिले त्यो अवस्थामा बदल्न मिल्दैन।',
  },
  // Transfers (issue 18)
  TRANSFER_NOT_FOUND: { en: 'Transfer not found', ne: 'स्थानान्तरण भेटिएन' },
  TRANSFER_FIELDS_REQUIRED: {
    en: 'Please select a doctor and provide a reason.',
    ne: 'कृपया डाक्टर छान्नुहोस् र कारण लेख्नुहोस्।',
  },
  TRANSFER_HOSPITAL_REQUIRED: {
    en: 'Please choose the hospital the patient moves to.',
    ne: 'कृपया बिरामी सर्ने अस्पताल छान्नुहोस्।',
  },
  TRANSFER_SPECIALTY_REQUIRED: {
    en: 'Please enter the specialty the patient needs.',
    ne: 'कृपया बिरामीलाई चाहिने विशेषज्ञता लेख्नुहोस्।',
  },
  TRANSFER_HOSPITAL_UNAVAILABLE: {
    en: 'This hospital cannot receive transfers. Please choose an active, verified hospital.',
    ne: 'यो अस्पतालले स्थानान्तरण लिन सक्दैन। कृपया सक्रिय, प्रमाणित अस्पताल छान्नुहोस्।',
  },
  TRANSFER_DOCTOR_UNAVAILABLE: {
    en: 'This doctor cannot receive transfers. Please choose a verified doctor.',
    ne: 'यो डाक्टरले स्थानान्तरण लिन सक्नुहुन्न। कृपया प्रमाणित डाक्टर छान्नुहोस्।',
  },
  TRANSFER_TO_SELF: {
    en: 'You cannot transfer a patient to yourself.',
    ne: 'तपाईं आफैँलाई बिरामी स्थानान्तरण गर्न सक्नुहुन्न।',
  },
  TRANSFER_DATE_PAST: {
    en: 'The expected transfer date cannot be in the past.',
    ne: 'अपेक्षित स्थानान्तरण मिति बितिसकेको हुन सक्दैन।',
  },
  TRANSFER_ATTACHMENT_NOT_FOUND: {
    en: "Only this patient's records that you can open can be attached.",
    ne: 'तपाईंले खोल्न सक्ने यही बिरामीका रेकर्ड मात्र संलग्न गर्न सकिन्छ।',
  },
  TRANSFER_ALREADY_PENDING: {
    en: 'This patient already has a transfer waiting for an answer.',
    ne: 'यो बिरामीको एउटा स्थानान्तरण जवाफको पर्खाइमा छ।',
  },
  TRANSFER_NOT_PENDING: {
    en: 'This transfer has already been answered.',
    ne: 'यो स्थानान्तरणको जवाफ दिइसकिएको छ।',
  },
  TRANSFER_NOT_ACCEPTED: {
    en: 'Only an accepted transfer can be marked complete.',
    ne: 'स्वीकार गरिएको स्थानान्तरण मात्र पूरा भएको चिन्ह लगाउन सकिन्छ।',
  },
  TRANSFER_ANSWER_FORBIDDEN: {
    en: 'Only the receiving doctor or hospital can accept or reject a transfer.',
    ne: 'स्थानान्तरण लिने डाक्टर वा अस्पतालले मात्र स्वीकार वा अस्वीकार गर्न सक्छन्।',
  },
  // Consultations (issue 18)
  CONSULTATION_FIELDS_REQUIRED: {
    en: 'Please select a doctor and provide a reason.',
    ne: 'कृपया डाक्टर छान्नुहोस् र कारण लेख्नुहोस्।',
  },
  CONSULTATION_NOT_FOUND: { en: 'Consultation not found.', ne: 'परामर्श भेटिएन।' },
  CONSULTATION_DOCTOR_INVALID: {
    en: 'Please choose another verified doctor for this consultation.',
    ne: 'कृपया यो परामर्शका लागि अर्को प्रमाणित डाक्टर छान्नुहोस्।',
  },
  CONSULTATION_TIME_INVALID: {
    en: 'Please choose a date and time for the consultation.',
    ne: 'कृपया परामर्शको मिति र समय छान्नुहोस्।',
  },
  CONSULTATION_TIME_PAST: {
    en: 'The consultation time cannot be in the past.',
    ne: 'परामर्शको समय बितिसकेको हुन सक्दैन।',
  },
  CONSULTATION_DURATION_INVALID: {
    en: 'Please choose 15, 30, 45, 60 or 90 minutes.',
    ne: 'कृपया १५, ३०, ४५, ६० वा ९० मिनेट छान्नुहोस्।',
  },
  CONSULTATION_FEE_INVALID: {
    en: 'The fee must be a number of rupees, 0 or more.',
    ne: 'शुल्क ० वा सोभन्दा बढी रुपैयाँ हुनुपर्छ।',
  },
  CONSULTATION_STATUS_CONFLICT: {
    en: 'This consultation has already changed. Please refresh and try again.',
    ne: 'यो परामर्श पहिले नै परिवर्तन भइसकेको छ। कृपया रिफ्रेस गरेर फेरि प्रयास गर्नुहोस्।',
  },
  CONSULTATION_NOT_YOURS_TO_ACCEPT: {
    en: 'Only the consulting doctor can accept this request, and only the requesting doctor can cancel it.',
    ne: 'यो अनुरोध परामर्शदाता डाक्टरले मात्र स्वीकार गर्न र अनुरोध गर्ने डाक्टरले मात्र रद्द गर्न सक्नुहुन्छ।',
  },
  CONSULTATION_CLOSED: {
    en: 'This consultation has ended. Messages can no longer be sent.',
    ne: 'यो परामर्श सकिएको छ। अब सन्देश पठाउन मिल्दैन।',
  },
  CONSULTATION_MESSAGE_REQUIRED: {
    en: 'Please write a message.',
    ne: 'कृपया सन्देश लेख्नुहोस्।',
  },
  CONSULTATION_MESSAGE_TOO_LONG: {
    en: 'A message can be at most 2000 characters.',
    ne: 'सन्देश बढीमा २००० अक्षरको हुन सक्छ।',
  },
  // Requests (issue 18)
  REQUEST_NOT_FOUND: { en: 'Request not found', ne: 'अनुरोध भेटिएन' },
  REQUEST_DESCRIPTION_REQUIRED: {
    en: 'Please describe what you need',
    ne: 'कृपया तपाईंलाई के चाहिएको हो लेख्नुहोस्',
  },
  REQUEST_DATE_REQUIRED: { en: 'Please choose a date', ne: 'कृपया मिति छान्नुहोस्' },
  REQUEST_DATE_PAST: {
    en: 'The date cannot be before today',
    ne: 'मिति आजभन्दा अघिको हुन सक्दैन',
  },
  REQUEST_TIME_INVALID: {
    en: 'Please choose a time as hours and minutes',
    ne: 'कृपया समय घण्टा र मिनेटमा छान्नुहोस्',
  },
  REQUEST_NOT_COMPLETED: {
    en: 'You can ask for a follow-up or a second opinion only after a completed appointment',
    ne: 'सम्पन्न भएको अपोइन्टमेन्टपछि मात्र फलो-अप वा दोस्रो राय माग्न सकिन्छ',
  },
  REQUEST_ALREADY_PENDING: {
    en: 'You already have a pending request of this kind for this appointment',
    ne: 'यो अपोइन्टमेन्टका लागि यस्तै अनुरोध पहिले नै विचाराधीन छ',
  },
  REQUEST_ALREADY_ANSWERED: {
    en: 'This request has already been answered',
    ne: 'यो अनुरोधको जवाफ दिइसकिएको छ',
  },
  REQUEST_NOT_RESCHEDULABLE: {
    en: 'Only accepted appointment and follow-up requests can be rescheduled',
    ne: 'स्वीकृत अपोइन्टमेन्ट र फलो-अप अनुरोध मात्र पुनः तालिका गर्न सकिन्छ',
  },
  REQUEST_NO_SLOT: {
    en: 'You have no schedule slot at that date and time. Choose a time within your weekly schedule.',
    ne: 'त्यो मिति र समयमा तपाईंको तालिकामा कुनै समय छैन। आफ्नो साप्ताहिक तालिकाभित्रको समय छान्नुहोस्।',
  },
  REQUEST_SLOT_TAKEN: {
    en: 'That time is already booked. Please choose another time.',
    ne: 'त्यो समय पहिले नै बुक भइसकेको छ। कृपया अर्को समय छान्नुहोस्।',
  },
  // Letters (issue 18)
  LETTER_NOT_FOUND: { en: 'Letter not found', ne: 'पत्र भेटिएन' },
  LETTER_ALREADY_SENT: {
    en: 'This letter has been sent and can no longer be changed.',
    ne: 'यो पत्र पठाइसकिएको छ, अब परिवर्तन गर्न मिल्दैन।',
  },
  LETTER_TYPE_INVALID: {
    en: 'Choose a letter type: Transfer, Discharge, Referral or Status.',
    ne: 'पत्रको प्रकार छान्नुहोस्: स्थानान्तरण, डिस्चार्ज, रिफरल वा स्थिति।',
  },
  LETTER_PATIENT_REQUIRED: { en: 'Choose the patient.', ne: 'बिरामी छान्नुहोस्।' },
  LETTER_PATIENT_NOT_FOUND: {
    en: 'This patient is not one of your patients.',
    ne: 'यो बिरामी तपाईंको बिरामी होइन।',
  },
  LETTER_RECIPIENT_TYPE_INVALID: {
    en: 'Choose who receives the letter: a doctor, the patient or a hospital.',
    ne: 'पत्र कसले पाउने छान्नुहोस्: डाक्टर, बिरामी वा अस्पताल।',
  },
  LETTER_RECIPIENT_REQUIRED: { en: 'Choose the recipient.', ne: 'प्रापक छान्नुहोस्।' },
  LETTER_RECIPIENT_NOT_FOUND: {
    en: 'The recipient must be a verified doctor or an active verified hospital.',
    ne: 'प्रापक प्रमाणित डाक्टर वा सक्रिय प्रमाणित अस्पताल हुनुपर्छ।',
  },
  LETTER_SUBJECT_REQUIRED: { en: 'Please enter a subject.', ne: 'कृपया विषय लेख्नुहोस्।' },
  LETTER_CONTENT_REQUIRED: {
    en: 'Please write the letter.',
    ne: 'कृपया पत्रको व्यहोरा लेख्नुहोस्।',
  },
  LETTER_CONTENT_TOO_LONG: {
    en: 'A letter may be at most 10,000 characters.',
    ne: 'पत्र बढीमा १०,००० अक्षरको हुन सक्छ।',
  },
  LETTER_URGENCY_INVALID: {
    en: 'Choose the urgency: normal, urgent or emergency.',
    ne: 'जरुरीपन छान्नुहोस्: सामान्य, जरुरी वा आपतकालीन।',
  },
  // Care live and counts (issue 18)
} as const satisfies Record<string, { en: string; ne: string }>;
