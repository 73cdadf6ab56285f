import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'landing.appStores.title', defaultMessage: 'Take Ujyalo with you' },
  intro: {
    id: 'landing.appStores.intro',
    defaultMessage: 'Our apps for Android phones and iPhones are on their way.',
  },
  appStore: { id: 'landing.appStores.appStore', defaultMessage: 'App Store' },
  googlePlay: { id: 'landing.appStores.googlePlay', defaultMessage: 'Google Play' },
  comingSoon: { id: 'landing.appStores.comingSoon', defaultMessage: 'Coming soon' },
});
