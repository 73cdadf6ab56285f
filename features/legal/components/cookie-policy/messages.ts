import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'legal.cookiePolicy.title', defaultMessage: 'Cookie Policy' },
  intro: {
    id: 'legal.cookiePolicy.intro',
    defaultMessage:
      'This policy explains the cookies and browser storage that Ujyalo Health uses, and how you can control them.',
  },

  whatHeading: { id: 'legal.cookiePolicy.what.heading', defaultMessage: 'What cookies are' },
  whatText: {
    id: 'legal.cookiePolicy.what.text',
    defaultMessage:
      'Cookies are small text files that a website saves in your browser. Browser storage works in a similar way. Both let a website remember things between your visits.',
  },

  useHeading: { id: 'legal.cookiePolicy.use.heading', defaultMessage: 'What we use' },
  useIntro: {
    id: 'legal.cookiePolicy.use.intro',
    defaultMessage: 'We use only what the platform needs to work and to remember your choices:',
  },
  useSession: {
    id: 'legal.cookiePolicy.use.session',
    defaultMessage:
      'Sign-in cookie (essential): keeps you signed in securely. Scripts on the page cannot read it, and it is removed when you log out or when it expires.',
  },
  useAccount: {
    id: 'legal.cookiePolicy.use.account',
    defaultMessage:
      'Sign-in details (essential): a short-lived access key and your basic account details, kept in browser storage while you are signed in.',
  },
  useLanguage: {
    id: 'legal.cookiePolicy.use.language',
    defaultMessage: 'Language: remembers whether you chose English or Nepali.',
  },
  useTheme: {
    id: 'legal.cookiePolicy.use.theme',
    defaultMessage: 'Theme: remembers whether you chose the light or the dark theme.',
  },
  useConsent: {
    id: 'legal.cookiePolicy.use.consent',
    defaultMessage:
      'Consent: remembers that you accepted our terms, so that we do not ask you again on every visit.',
  },

  notUsedHeading: {
    id: 'legal.cookiePolicy.notUsed.heading',
    defaultMessage: 'What we do not use',
  },
  notUsedText: {
    id: 'legal.cookiePolicy.notUsed.text',
    defaultMessage:
      'We do not use advertising cookies, and we do not let other companies track you across websites through Ujyalo Health.',
  },
  notUsedFuture: {
    id: 'legal.cookiePolicy.notUsed.future',
    defaultMessage:
      'If we ever add cookies for another purpose, such as measuring how the platform is used, we will update this policy first and ask for your consent where the law requires it.',
  },

  manageHeading: { id: 'legal.cookiePolicy.manage.heading', defaultMessage: 'Managing cookies' },
  manageBrowser: {
    id: 'legal.cookiePolicy.manage.browser',
    defaultMessage:
      'You can delete cookies and browser storage at any time in your browser’s settings. If you block or delete the sign-in cookie, you will need to log in again, and some features may not work.',
  },
  manageReset: {
    id: 'legal.cookiePolicy.manage.reset',
    defaultMessage:
      'Clearing browser storage also resets your language and theme, and we will ask for your consent again.',
  },

  changesHeading: {
    id: 'legal.cookiePolicy.changes.heading',
    defaultMessage: 'Changes to this policy',
  },
  changesText: {
    id: 'legal.cookiePolicy.changes.text',
    defaultMessage:
      'We will update this page whenever the cookies or storage we use change. The date at the top shows when it last changed.',
  },

  contactHeading: { id: 'legal.cookiePolicy.contact.heading', defaultMessage: 'Contact us' },
  contactIntro: {
    id: 'legal.cookiePolicy.contact.intro',
    defaultMessage: 'Questions about cookies or your privacy? Contact us:',
  },
  privacyLink: {
    id: 'legal.cookiePolicy.contact.privacyLink',
    defaultMessage: 'Read the Privacy Policy',
  },
});
