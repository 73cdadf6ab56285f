import { defineMessages, type PrimitiveType } from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'legal.privacyPolicy.title', defaultMessage: 'Privacy Policy' },
  intro: {
    id: 'legal.privacyPolicy.intro',
    defaultMessage:
      'Your health information is personal. This policy explains what information Ujyalo Health collects, why we collect it, who can see it, and the choices you have.',
  },
  introLaw: {
    id: 'legal.privacyPolicy.introLaw',
    defaultMessage:
      'We handle personal information in line with the Individual Privacy Act, 2075 (2018) of Nepal and the other laws of Nepal that apply to us.',
  },

  collectHeading: {
    id: 'legal.privacyPolicy.collect.heading',
    defaultMessage: 'Information we collect',
  },
  collectIntro: {
    id: 'legal.privacyPolicy.collect.intro',
    defaultMessage: 'We collect only what we need to run the platform:',
  },
  collectAccount: {
    id: 'legal.privacyPolicy.collect.account',
    defaultMessage:
      'Account details: your name, email address, phone number, the type of account you hold, and your password, which we store only in a protected form that cannot be read back.',
  },
  collectHealth: {
    id: 'legal.privacyPolicy.collect.health',
    defaultMessage:
      'Health information you choose to share: your appointments, what you tell a doctor, your prescriptions and the reports you upload.',
  },
  collectProvider: {
    id: 'legal.privacyPolicy.collect.provider',
    defaultMessage:
      'Provider details: for doctors and other providers, professional details such as qualifications, medical college, registration number and places of practice.',
  },
  collectMessages: {
    id: 'legal.privacyPolicy.collect.messages',
    defaultMessage:
      'Messages and posts: your chats with providers, and the reviews, ratings and posts you publish.',
  },
  collectTechnical: {
    id: 'legal.privacyPolicy.collect.technical',
    defaultMessage:
      'Technical information: your device and browser type, your language and theme settings, and records of sign-ins and errors that help keep the service secure.',
  },
  collectLocation: {
    id: 'legal.privacyPolicy.collect.location',
    defaultMessage:
      'Location: only when you allow it, to show doctors and services near you. We do not track your location in the background.',
  },

  useHeading: {
    id: 'legal.privacyPolicy.use.heading',
    defaultMessage: 'How we use your information',
  },
  useIntro: {
    id: 'legal.privacyPolicy.use.intro',
    defaultMessage: 'We use your information to:',
  },
  useAccount: {
    id: 'legal.privacyPolicy.use.account',
    defaultMessage: 'Create and protect your account, and let you sign in.',
  },
  useConnect: {
    id: 'legal.privacyPolicy.use.connect',
    defaultMessage: 'Connect you with the providers you choose, and manage your appointments.',
  },
  useNotify: {
    id: 'legal.privacyPolicy.use.notify',
    defaultMessage:
      'Send you messages about your account, appointments and prescriptions by email, SMS or messaging app.',
  },
  useVerify: {
    id: 'legal.privacyPolicy.use.verify',
    defaultMessage: 'Check the credentials of doctors and other providers.',
  },
  useSafety: {
    id: 'legal.privacyPolicy.use.safety',
    defaultMessage: 'Keep the platform safe, prevent misuse and fix problems.',
  },
  useLaw: {
    id: 'legal.privacyPolicy.use.law',
    defaultMessage: 'Meet our duties under the laws of Nepal.',
  },
  useNoSale: {
    id: 'legal.privacyPolicy.use.noSale',
    defaultMessage:
      'We do not sell your personal information, and we do not use your health information for advertising.',
  },

  consentHeading: {
    id: 'legal.privacyPolicy.consent.heading',
    defaultMessage: 'Your consent',
  },
  consentIntro: {
    id: 'legal.privacyPolicy.consent.intro',
    defaultMessage:
      'As the Individual Privacy Act, 2075 requires, we collect and use your personal information with your consent and only for the purposes we have told you about. Before you use the platform, we ask you to agree that:',
  },
  consentDisclosure: {
    id: 'legal.privacyPolicy.consent.disclosure',
    defaultMessage: 'Your chats and data may be disclosed when they are required for a legal case.',
  },
  consentModeration: {
    id: 'legal.privacyPolicy.consent.moderation',
    defaultMessage: 'Abusive or misleading posts may be deleted when they are reported.',
  },
  consentRating: {
    id: 'legal.privacyPolicy.consent.rating',
    defaultMessage: 'The admin may rate the activity of doctors.',
  },
  consentWithdraw: {
    id: 'legal.privacyPolicy.consent.withdraw',
    defaultMessage:
      'You can withdraw your consent at any time by closing your account. This does not undo what was done lawfully before.',
  },

  sharingHeading: {
    id: 'legal.privacyPolicy.sharing.heading',
    defaultMessage: 'When we share information',
  },
  sharingIntro: {
    id: 'legal.privacyPolicy.sharing.intro',
    defaultMessage: 'We share your information only when it is needed:',
  },
  sharingProviders: {
    id: 'legal.privacyPolicy.sharing.providers',
    defaultMessage:
      'With the providers you choose: a doctor sees your booking and what you share for your consultation.',
  },
  sharingSuppliers: {
    id: 'legal.privacyPolicy.sharing.suppliers',
    defaultMessage:
      'With companies that help us run the platform, such as hosting, email and SMS services. They may use it only to do that work for us.',
  },
  sharingLegal: {
    id: 'legal.privacyPolicy.sharing.legal',
    defaultMessage:
      'When the law requires it, for example a court order or a request from a lawful authority in a legal case. We share only what is required.',
  },
  sharingSafety: {
    id: 'legal.privacyPolicy.sharing.safety',
    defaultMessage: 'To protect someone’s life or safety in an emergency.',
  },
  sharingPublic: {
    id: 'legal.privacyPolicy.sharing.public',
    defaultMessage:
      'In public: reviews and posts you publish, and providers’ profiles, can be seen by everyone.',
  },

  securityHeading: {
    id: 'legal.privacyPolicy.security.heading',
    defaultMessage: 'How we protect your information',
  },
  securityMeasures: {
    id: 'legal.privacyPolicy.security.measures',
    defaultMessage:
      'We use encrypted connections, protected passwords, access controls and regular checks to keep your information safe. Only people who need your information for their work can see it.',
  },
  securityBreach: {
    id: 'legal.privacyPolicy.security.breach',
    defaultMessage:
      'No system is perfectly secure. If a breach affects your personal information, we will tell you and the relevant authorities as the law requires.',
  },

  retentionHeading: {
    id: 'legal.privacyPolicy.retention.heading',
    defaultMessage: 'How long we keep information',
  },
  retentionText: {
    id: 'legal.privacyPolicy.retention.text',
    defaultMessage:
      'We keep your information while your account is open. When you close your account, we delete or anonymize your personal information within 90 days, except records the law requires us to keep for longer, such as medical or payment records.',
  },

  rightsHeading: {
    id: 'legal.privacyPolicy.rights.heading',
    defaultMessage: 'Your rights',
  },
  rightsIntro: {
    id: 'legal.privacyPolicy.rights.intro',
    defaultMessage: 'You have the right to:',
  },
  rightsAccess: {
    id: 'legal.privacyPolicy.rights.access',
    defaultMessage: 'See the personal information we hold about you.',
  },
  rightsCorrect: {
    id: 'legal.privacyPolicy.rights.correct',
    defaultMessage: 'Ask us to correct information that is wrong or incomplete.',
  },
  rightsDelete: {
    id: 'legal.privacyPolicy.rights.delete',
    defaultMessage: 'Ask us to delete your information, unless the law requires us to keep it.',
  },
  rightsWithdraw: {
    id: 'legal.privacyPolicy.rights.withdraw',
    defaultMessage: 'Withdraw your consent, or opt out of research use of your data.',
  },
  rightsComplain: {
    id: 'legal.privacyPolicy.rights.complain',
    defaultMessage:
      'Complain to us and, if you are not satisfied with our answer, to the relevant authority in Nepal.',
  },

  childrenHeading: {
    id: 'legal.privacyPolicy.children.heading',
    defaultMessage: 'Children',
  },
  childrenText: {
    id: 'legal.privacyPolicy.children.text',
    defaultMessage:
      'Ujyalo Health is for adults aged 18 and over. Information about a child may be added only by a parent or legal guardian, who manages it for the child.',
  },

  researchHeading: {
    id: 'legal.privacyPolicy.research.heading',
    defaultMessage: 'Research',
  },
  researchText: {
    id: 'legal.privacyPolicy.research.text',
    defaultMessage:
      'We may use anonymized information, which cannot identify you, for health research that helps improve care in Nepal. You can opt out at any time.',
  },
  researchLink: {
    id: 'legal.privacyPolicy.research.link',
    defaultMessage: 'How to opt out of research use',
  },

  cookiesHeading: {
    id: 'legal.privacyPolicy.cookies.heading',
    defaultMessage: 'Cookies and browser storage',
  },
  cookiesText: {
    id: 'legal.privacyPolicy.cookies.text',
    defaultMessage:
      'We use a small number of cookies and browser storage to keep you signed in and to remember your settings.',
  },
  cookiesLink: {
    id: 'legal.privacyPolicy.cookies.link',
    defaultMessage: 'Read the Cookie Policy',
  },

  changesHeading: {
    id: 'legal.privacyPolicy.changes.heading',
    defaultMessage: 'Changes to this policy',
  },
  changesText: {
    id: 'legal.privacyPolicy.changes.text',
    defaultMessage:
      'If we change this policy in an important way, we will tell you on the platform or by email before the change takes effect. The date at the top shows when it last changed.',
  },

  contactHeading: {
    id: 'legal.privacyPolicy.contact.heading',
    defaultMessage: 'Contact us',
  },
  contactIntro: {
    id: 'legal.privacyPolicy.contact.intro',
    defaultMessage: 'For privacy questions or requests, contact our privacy team:',
  },
});

// `{email}` is filled with a link to the privacy team by the document.
const valueMessages = defineMessages<{ rightsHow: { email: PrimitiveType } }>({
  rightsHow: {
    id: 'legal.privacyPolicy.rights.how',
    defaultMessage:
      'To use any of these rights, email {email} or use the contact details below. We aim to reply within 30 days.',
  },
});

export const messages = { ...plainMessages, ...valueMessages };
