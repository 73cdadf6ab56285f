import type { Labels } from './messages';

/**
 * The history paper's labels in Hindi (002 §2, §9: the form offers en, np and hi). The app
 * itself speaks only English and Nepali, so its catalogues hold no Hindi; rather than add a
 * third catalogue and locale for one form, the Hindi labels live here beside the form.
 * They are the form's content, like a printed trilingual paper, not the app's interface.
 */
export const hindiLabels: Labels = {
  symptoms: 'लक्षण (जो लक्षण हैं उन पर निशान लगाएँ, और कितने दिनों से हैं)',
  fever: 'बुखार',
  bodyache: 'बदन दर्द',
  itching: 'खुजली',
  palpitation: 'दिल की धड़कन तेज़ होना',
  cough: 'खाँसी',
  headache: 'सिरदर्द',
  nausea: 'जी मिचलाना',
  vomiting: 'उल्टी',
  diarrhea: 'दस्त',
  chestPain: 'सीने में दर्द',
  breathlessness: 'साँस फूलना',
  rash: 'चकत्ते',
  days: 'दिन',
  daysInvalid: 'दिनों की संख्या पूरे अंकों में लिखें, 0 या उससे अधिक',
  otherSymptoms: 'अन्य लक्षण',
  history: 'चिकित्सा इतिहास',
  pastHistory: 'मुझे पहले कोई गंभीर बीमारी, ऑपरेशन या अस्पताल में भर्ती हुई है',
  pastHistoryDetails: 'पिछली बीमारी का विवरण',
  familyHistory: 'मेरे परिवार में कोई बीमारी चलती है',
  familyHistoryText: 'पारिवारिक इतिहास का विवरण',
  knownDiseases: 'मुझे कोई पुरानी (लंबी) बीमारी है',
  knownDiseasesText: 'ज्ञात बीमारियाँ',
  allergies: 'मुझे एलर्जी है',
  allergiesText: 'एलर्जी (दवाइयाँ, भोजन, अन्य)',
};
