import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  brand: { id: 'siteShell.footer.brand', defaultMessage: 'Ujyalo Health' },
  tagline: {
    id: 'siteShell.footer.tagline',
    defaultMessage: 'Doctors, hospitals, labs and pharmacies across Nepal, in one place.',
  },
  support: { id: 'siteShell.footer.support', defaultMessage: 'Support' },
  helpCenter: { id: 'siteShell.footer.helpCenter', defaultMessage: 'Help Center' },
  faq: { id: 'siteShell.footer.faq', defaultMessage: 'FAQ' },
  contact: { id: 'siteShell.footer.contact', defaultMessage: 'Contact' },
  legal: { id: 'siteShell.footer.legal', defaultMessage: 'Legal' },
  privacy: { id: 'siteShell.footer.privacy', defaultMessage: 'Privacy Policy' },
  terms: { id: 'siteShell.footer.terms', defaultMessage: 'Terms of Service' },
  cookies: { id: 'siteShell.footer.cookies', defaultMessage: 'Cookie Policy' },
  policyCentre: { id: 'siteShell.footer.policyCentre', defaultMessage: 'Policy centre' },
  social: { id: 'siteShell.footer.social', defaultMessage: 'Follow us' },
  facebook: { id: 'siteShell.footer.facebook', defaultMessage: 'Facebook' },
  instagram: { id: 'siteShell.footer.instagram', defaultMessage: 'Instagram' },
  youtube: { id: 'siteShell.footer.youtube', defaultMessage: 'YouTube' },
  socialComingSoon: {
    id: 'siteShell.footer.socialComingSoon',
    defaultMessage: 'Our social pages are coming soon.',
  },
  apps: { id: 'siteShell.footer.apps', defaultMessage: 'Get the app' },
  googlePlay: { id: 'siteShell.footer.googlePlay', defaultMessage: 'Google Play' },
  appStore: { id: 'siteShell.footer.appStore', defaultMessage: 'App Store' },
  appsComingSoon: { id: 'siteShell.footer.appsComingSoon', defaultMessage: 'Coming soon' },
});

// Messages with placeholders are typed: a call without their values fails to compile.
const valueMessages = defineMessages<{ copyright: { year: string } }>({
  copyright: { id: 'siteShell.footer.copyright', defaultMessage: '© {year} Ujyalo Health' },
});

export const messages = { ...plainMessages, ...valueMessages };
