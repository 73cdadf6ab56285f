import { defineMessages, type PrimitiveType } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'legal.policyCentre.title', defaultMessage: 'Policy centre' },
  intro: {
    id: 'legal.policyCentre.intro',
    defaultMessage: 'All of Ujyalo Health’s policies in one place. Choose a section to read it.',
  },
  navLabel: { id: 'legal.policyCentre.navLabel', defaultMessage: 'Policy sections' },
  unknownSection: {
    id: 'legal.policyCentre.unknownSection',
    defaultMessage: 'Select a section to view policy details.',
  },

  termsTitle: { id: 'legal.policyCentre.terms.title', defaultMessage: 'Terms of Service' },
  termsSummary: {
    id: 'legal.policyCentre.terms.summary',
    defaultMessage:
      'Our Terms of Service set the rules for using Ujyalo Health: who may use it, what we offer, what we expect from you, and what happens when the rules are broken. In short:',
  },
  termsAge: {
    id: 'legal.policyCentre.terms.age',
    defaultMessage: 'You must be 18 or older to use the platform on your own.',
  },
  termsTruthful: {
    id: 'legal.policyCentre.terms.truthful',
    defaultMessage: 'Give true information and keep your account secure.',
  },
  termsRespect: {
    id: 'legal.policyCentre.terms.respect',
    defaultMessage:
      'Respect providers and other users. Abusive or misleading posts may be deleted when they are reported.',
  },
  termsLaw: {
    id: 'legal.policyCentre.terms.law',
    defaultMessage: 'The terms are governed by the laws of Nepal.',
  },
  termsLink: {
    id: 'legal.policyCentre.terms.link',
    defaultMessage: 'Read the full Terms of Service',
  },

  privacyTitle: { id: 'legal.policyCentre.privacy.title', defaultMessage: 'Privacy' },
  privacySummary: {
    id: 'legal.policyCentre.privacy.summary',
    defaultMessage:
      'We collect only the information needed to connect you with care, and we protect it in line with the Individual Privacy Act, 2075 of Nepal. In short:',
  },
  privacyNoSale: {
    id: 'legal.policyCentre.privacy.noSale',
    defaultMessage: 'We never sell your personal information.',
  },
  privacyProviders: {
    id: 'legal.policyCentre.privacy.providers',
    defaultMessage: 'Providers see only what they need for your care.',
  },
  privacyLegal: {
    id: 'legal.policyCentre.privacy.legal',
    defaultMessage: 'Your chats and data may be disclosed when they are required for a legal case.',
  },
  privacyRights: {
    id: 'legal.policyCentre.privacy.rights',
    defaultMessage: 'You can see, correct or delete your information.',
  },
  privacyLink: {
    id: 'legal.policyCentre.privacy.link',
    defaultMessage: 'Read the full Privacy Policy',
  },

  drugTitle: { id: 'legal.policyCentre.drug.title', defaultMessage: 'Drug Policy' },
  drugIntro: {
    id: 'legal.policyCentre.drug.intro',
    defaultMessage:
      'Medicines must be used safely. These rules apply to everyone on Ujyalo Health: pharmacies, doctors and patients.',
  },
  drugPrescription: {
    id: 'legal.policyCentre.drug.prescription',
    defaultMessage:
      'Prescription medicines are supplied only against a valid prescription from a registered doctor.',
  },
  drugLicence: {
    id: 'legal.policyCentre.drug.licence',
    defaultMessage:
      'Pharmacies on the platform must hold a valid licence from the Department of Drug Administration of Nepal.',
  },
  drugControlled: {
    id: 'legal.policyCentre.drug.controlled',
    defaultMessage:
      'Narcotic and psychotropic medicines are handled only as the law of Nepal allows, and are never advertised on the platform.',
  },
  drugClaims: {
    id: 'legal.policyCentre.drug.claims',
    defaultMessage:
      'Posts may not promote medicines, cures or supplements with false or unproven claims.',
  },
  drugSharing: {
    id: 'legal.policyCentre.drug.sharing',
    defaultMessage:
      'Do not share or sell medicines prescribed to you, and always follow the instructions of your doctor or pharmacist.',
  },
  drugReport: {
    id: 'legal.policyCentre.drug.report',
    defaultMessage: 'If you suspect a fake or unsafe medicine, tell the pharmacy and tell us.',
  },

  disclaimerTitle: {
    id: 'legal.policyCentre.disclaimer.title',
    defaultMessage: 'Medical Disclaimer',
  },
  disclaimerEducation: {
    id: 'legal.policyCentre.disclaimer.education',
    defaultMessage:
      'Health information on Ujyalo Health, including posts, articles and videos, is for general education only. It does not replace advice from a qualified health professional who knows your situation.',
  },
  disclaimerDelay: {
    id: 'legal.policyCentre.disclaimer.delay',
    defaultMessage:
      'Do not ignore professional advice, or delay getting care, because of something you read on the platform.',
  },
  disclaimerEmergency: {
    id: 'legal.policyCentre.disclaimer.emergency',
    defaultMessage:
      'In a medical emergency, call {ambulance} for an ambulance or go to the nearest hospital emergency department straight away.',
  },

  complianceTitle: { id: 'legal.policyCentre.compliance.title', defaultMessage: 'Compliance' },
  complianceIntro: {
    id: 'legal.policyCentre.compliance.intro',
    defaultMessage: 'Ujyalo Health operates under the laws of Nepal. In particular, we follow:',
  },
  compliancePrivacyAct: {
    id: 'legal.policyCentre.compliance.privacyAct',
    defaultMessage:
      'The Individual Privacy Act, 2075 (2018), on how personal information is collected, used and protected.',
  },
  complianceTransactionsAct: {
    id: 'legal.policyCentre.compliance.transactionsAct',
    defaultMessage:
      'The Electronic Transactions Act, 2063 (2008), on electronic records and online services.',
  },
  complianceProfessional: {
    id: 'legal.policyCentre.compliance.professional',
    defaultMessage:
      'The rules for health professionals: doctors must hold a valid Nepal Medical Council registration, and pharmacies a valid licence from the Department of Drug Administration.',
  },
  complianceChecks: {
    id: 'legal.policyCentre.compliance.checks',
    defaultMessage:
      'We check providers’ credentials before we show them as verified, we act on reports of misconduct, and we cooperate with lawful requests from the authorities, sharing only what the law requires.',
  },

  dataTitle: { id: 'legal.policyCentre.data.title', defaultMessage: 'Data Protection' },
  dataIntro: {
    id: 'legal.policyCentre.data.intro',
    defaultMessage: 'We protect your information with:',
  },
  dataEncryption: {
    id: 'legal.policyCentre.data.encryption',
    defaultMessage: 'Encrypted connections between your device and our servers.',
  },
  dataPasswords: {
    id: 'legal.policyCentre.data.passwords',
    defaultMessage: 'Passwords stored only in a protected form that cannot be read back.',
  },
  dataAccess: {
    id: 'legal.policyCentre.data.access',
    defaultMessage:
      'Access limited to the staff and providers who need the information for their work.',
  },
  dataFiles: {
    id: 'legal.policyCentre.data.files',
    defaultMessage:
      'Uploaded files checked on arrival and shown only to the people allowed to see them.',
  },
  dataBreach: {
    id: 'legal.policyCentre.data.breach',
    defaultMessage:
      'If a data breach affects you, we will tell you and the relevant authorities as the law requires, and explain what we are doing about it.',
  },

  ratingTitle: { id: 'legal.policyCentre.rating.title', defaultMessage: 'Rating Policy' },
  ratingIntro: {
    id: 'legal.policyCentre.rating.intro',
    defaultMessage:
      'Ratings and reviews help people choose care with confidence. To keep them fair:',
  },
  ratingWho: {
    id: 'legal.policyCentre.rating.who',
    defaultMessage: 'Who can rate: patients, verified users and providers.',
  },
  ratingWhom: {
    id: 'legal.policyCentre.rating.whom',
    defaultMessage: 'Who can be rated: only providers with verified credentials.',
  },
  ratingHonest: {
    id: 'legal.policyCentre.rating.honest',
    defaultMessage:
      'Reviews must be honest and based on your own experience, with no abuse, personal details or advertising.',
  },
  ratingAdmin: {
    id: 'legal.policyCentre.rating.admin',
    defaultMessage: 'The admin may also rate the activity of doctors on the platform.',
  },
  ratingModeration: {
    id: 'legal.policyCentre.rating.moderation',
    defaultMessage:
      'Our team checks new and reported reviews. Review moderation typically takes 24-48 hours.',
  },
  ratingRemoval: {
    id: 'legal.policyCentre.rating.removal',
    defaultMessage:
      'Reviews that break this policy are removed, and repeated misuse can lead to an account being suspended.',
  },

  researchTitle: { id: 'legal.policyCentre.research.title', defaultMessage: 'Research Data' },
  researchUse: {
    id: 'legal.policyCentre.research.use',
    defaultMessage:
      'Anonymized data may be used for research that helps improve healthcare in Nepal. Anonymized data has your name, contact details and anything else that could identify you removed.',
  },
  researchOptOut: {
    id: 'legal.policyCentre.research.optOut',
    defaultMessage: 'You can opt out at any time, in any of these ways:',
  },
  researchSettings: {
    id: 'legal.policyCentre.research.settings',
    defaultMessage: 'In your account settings.',
  },
  researchWritten: {
    id: 'legal.policyCentre.research.written',
    defaultMessage: 'By a written request to Ujyalo Health, New Baneshwor, Kathmandu 44600, Nepal.',
  },
  researchNoEffect: {
    id: 'legal.policyCentre.research.noEffect',
    defaultMessage: 'Opting out does not affect your care or your use of the platform.',
  },

  liabilityTitle: { id: 'legal.policyCentre.liability.title', defaultMessage: 'Liability' },
  liabilityIntermediary: {
    id: 'legal.policyCentre.liability.intermediary',
    defaultMessage:
      'Ujyalo Health is only a technology intermediary. We connect patients with independent healthcare providers, and we do not give medical advice, diagnosis or treatment ourselves.',
  },
  liabilityProviders: {
    id: 'legal.policyCentre.liability.providers',
    defaultMessage:
      'Healthcare providers are responsible for their medical decisions, including the advice, prescriptions and care they give.',
  },
  liabilityJurisdiction: {
    id: 'legal.policyCentre.liability.jurisdiction',
    defaultMessage:
      'Jurisdiction: any dispute about the platform is governed by the laws of Nepal and decided by the courts of Kathmandu, Nepal.',
  },
});

// `{email}` and `{phone}` are filled with links by the section.
const valueMessages = defineMessages<{
  dataRequests: { email: PrimitiveType };
  researchEmail: { email: PrimitiveType };
  researchPhone: { phone: PrimitiveType };
}>({
  dataRequests: {
    id: 'legal.policyCentre.data.requests',
    defaultMessage: 'To see, correct or delete your information, write to {email}.',
  },
  researchEmail: {
    id: 'legal.policyCentre.research.email',
    defaultMessage: 'By email to our privacy team at {email}.',
  },
  researchPhone: {
    id: 'legal.policyCentre.research.phone',
    defaultMessage: 'By phone on {phone}.',
  },
});

export const messages = { ...plainMessages, ...valueMessages };
