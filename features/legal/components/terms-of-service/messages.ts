import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'legal.termsOfService.title', defaultMessage: 'Terms of Service' },
  intro: {
    id: 'legal.termsOfService.intro',
    defaultMessage:
      'These terms set out the rules for using Ujyalo Health. We have written them in plain language, but they are still a legal agreement between you and Ujyalo Health, so please read them carefully.',
  },

  acceptanceHeading: {
    id: 'legal.termsOfService.acceptance.heading',
    defaultMessage: 'Acceptance of terms',
  },
  acceptanceAgree: {
    id: 'legal.termsOfService.acceptance.agree',
    defaultMessage:
      'By creating an account or using Ujyalo Health, you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use the platform.',
  },
  acceptanceAge: {
    id: 'legal.termsOfService.acceptance.age',
    defaultMessage:
      'You must be at least 18 years old to use Ujyalo Health on your own. A person under 18 may use it only with a parent or legal guardian, who accepts these terms for them and is responsible for their use.',
  },
  acceptanceChanges: {
    id: 'legal.termsOfService.acceptance.changes',
    defaultMessage:
      'We may update these terms from time to time. Before an important change takes effect, we will tell you on the platform or by email. If you keep using Ujyalo Health after that, you accept the updated terms.',
  },

  servicesHeading: {
    id: 'legal.termsOfService.services.heading',
    defaultMessage: 'Services overview',
  },
  servicesIntro: {
    id: 'legal.termsOfService.services.intro',
    defaultMessage:
      'Ujyalo Health is an online platform that helps people in Nepal find and connect with healthcare providers. On the platform you can:',
  },
  servicesSearch: {
    id: 'legal.termsOfService.services.search',
    defaultMessage:
      'Search for doctors, hospitals, laboratories, pharmacies and ambulance services.',
  },
  servicesBook: {
    id: 'legal.termsOfService.services.book',
    defaultMessage: 'Book appointments and consultations with doctors.',
  },
  servicesRecords: {
    id: 'legal.termsOfService.services.records',
    defaultMessage: 'Keep your appointments, prescriptions and reports in one place.',
  },
  servicesFeed: {
    id: 'legal.termsOfService.services.feed',
    defaultMessage: 'Read health information shared by verified providers.',
  },
  servicesIntermediary: {
    id: 'legal.termsOfService.services.intermediary',
    defaultMessage:
      'Ujyalo Health is a technology service and does not provide medical care itself. Diagnosis, treatment and prescriptions come from the independent providers you choose, and they are responsible for them.',
  },
  servicesEmergency: {
    id: 'legal.termsOfService.services.emergency',
    defaultMessage:
      'Ujyalo Health is not an emergency service. In an emergency, call {ambulance} for an ambulance or go to the nearest hospital emergency department.',
  },

  obligationsHeading: {
    id: 'legal.termsOfService.obligations.heading',
    defaultMessage: 'User obligations',
  },
  obligationsIntro: {
    id: 'legal.termsOfService.obligations.intro',
    defaultMessage: 'When you use Ujyalo Health, you agree to:',
  },
  obligationsTruthful: {
    id: 'legal.termsOfService.obligations.truthful',
    defaultMessage: 'Give true, current and complete information, and keep it up to date.',
  },
  obligationsPassword: {
    id: 'legal.termsOfService.obligations.password',
    defaultMessage:
      'Keep your password secret, and tell us at once if you think someone else has used your account.',
  },
  obligationsLawful: {
    id: 'legal.termsOfService.obligations.lawful',
    defaultMessage:
      'Use the platform only for lawful purposes, for yourself or for someone you are legally allowed to act for.',
  },
  obligationsRespect: {
    id: 'legal.termsOfService.obligations.respect',
    defaultMessage:
      'Treat doctors, staff and other users with respect. Abusive or misleading posts may be deleted when they are reported.',
  },
  obligationsClaims: {
    id: 'legal.termsOfService.obligations.claims',
    defaultMessage:
      'Not post false health claims, advertise medicines unlawfully, or share anyone’s personal information without their consent.',
  },
  obligationsSecurity: {
    id: 'legal.termsOfService.obligations.security',
    defaultMessage:
      'Not try to break, overload or copy the platform, or get into accounts or data that are not yours.',
  },
  obligationsProviders: {
    id: 'legal.termsOfService.obligations.providers',
    defaultMessage:
      'Healthcare providers also agree to hold a valid registration or licence to practise in Nepal (for doctors, with the Nepal Medical Council), to keep their profile and credentials accurate, and to follow their professional code of conduct.',
  },

  liabilityHeading: {
    id: 'legal.termsOfService.liability.heading',
    defaultMessage: 'Limitation of liability',
  },
  liabilityAsIs: {
    id: 'legal.termsOfService.liability.asIs',
    defaultMessage:
      'We work hard to keep Ujyalo Health accurate, safe and available, but we provide it as it is. We cannot promise that it will always be free of errors or interruptions.',
  },
  liabilityProviders: {
    id: 'legal.termsOfService.liability.providers',
    defaultMessage:
      'Providers on the platform are independent. They, not Ujyalo Health, are responsible for the medical advice, treatment, prescriptions and services they give you.',
  },
  liabilityLimit: {
    id: 'legal.termsOfService.liability.limit',
    defaultMessage:
      'As far as the law of Nepal allows, Ujyalo Health is not liable for indirect loss, for loss caused by a provider, for loss caused by wrong information you give us, or for events outside our reasonable control, such as power cuts or network failures.',
  },
  liabilityRights: {
    id: 'legal.termsOfService.liability.rights',
    defaultMessage:
      'Nothing in these terms takes away any right you have under the laws of Nepal that cannot be limited by agreement.',
  },

  ipHeading: {
    id: 'legal.termsOfService.ip.heading',
    defaultMessage: 'Intellectual property',
  },
  ipOurs: {
    id: 'legal.termsOfService.ip.ours',
    defaultMessage:
      'The Ujyalo Health name, logo, design, software and the content we create belong to Ujyalo Health or to those who license them to us. You may use them only to use the platform as intended.',
  },
  ipYours: {
    id: 'legal.termsOfService.ip.yours',
    defaultMessage:
      'Content you post, such as reviews or health posts, stays yours. By posting it, you allow us to show, store and share it on the platform for as long as it is published there.',
  },
  ipCopying: {
    id: 'legal.termsOfService.ip.copying',
    defaultMessage:
      'Please do not copy, sell or reuse any part of the platform without our written permission.',
  },

  terminationHeading: {
    id: 'legal.termsOfService.termination.heading',
    defaultMessage: 'Account termination',
  },
  terminationYou: {
    id: 'legal.termsOfService.termination.you',
    defaultMessage:
      'You can stop using Ujyalo Health and close your account at any time, from your account settings or by contacting us.',
  },
  terminationUs: {
    id: 'legal.termsOfService.termination.us',
    defaultMessage:
      'We may suspend or close an account that breaks these terms, uses false credentials, puts other people at risk, or must be closed by law. Where it is safe and lawful, we will tell you why and give you a chance to respond.',
  },
  terminationData: {
    id: 'legal.termsOfService.termination.data',
    defaultMessage:
      'When an account is closed, we delete or anonymize your personal information as our Privacy Policy describes, except records the law requires us to keep.',
  },

  lawHeading: {
    id: 'legal.termsOfService.law.heading',
    defaultMessage: 'Governing law',
  },
  lawNepal: {
    id: 'legal.termsOfService.law.nepal',
    defaultMessage: 'These terms are governed by the laws of Nepal.',
  },
  lawDisputes: {
    id: 'legal.termsOfService.law.disputes',
    defaultMessage:
      'If a disagreement arises, please contact us first so that we can try to resolve it together. If we cannot, it will be decided by the courts of Kathmandu, Nepal.',
  },

  contactHeading: {
    id: 'legal.termsOfService.contact.heading',
    defaultMessage: 'Contact',
  },
  contactIntro: {
    id: 'legal.termsOfService.contact.intro',
    defaultMessage: 'Questions about these terms? Write to us or call us:',
  },
});
