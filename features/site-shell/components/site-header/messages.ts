import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  brand: { id: 'siteShell.header.brand', defaultMessage: 'Ujyalo Health' },
  brandHome: { id: 'siteShell.header.brandHome', defaultMessage: 'Ujyalo Health, home' },
  mainNav: { id: 'siteShell.header.mainNav', defaultMessage: 'Main' },
  home: { id: 'siteShell.header.home', defaultMessage: 'Home' },
  services: { id: 'siteShell.header.services', defaultMessage: 'Services' },
  about: { id: 'siteShell.header.about', defaultMessage: 'About' },
  contact: { id: 'siteShell.header.contact', defaultMessage: 'Contact' },
  login: { id: 'siteShell.header.login', defaultMessage: 'Log in' },
  register: { id: 'siteShell.header.register', defaultMessage: 'Register' },
  dashboard: { id: 'siteShell.header.dashboard', defaultMessage: 'Dashboard' },
  logout: { id: 'siteShell.header.logout', defaultMessage: 'Log out' },
  userFallback: { id: 'siteShell.header.userFallback', defaultMessage: 'User' },
  openMenu: { id: 'siteShell.header.openMenu', defaultMessage: 'Open menu' },
  menuTitle: { id: 'siteShell.header.menuTitle', defaultMessage: 'Menu' },
  language: { id: 'siteShell.header.language', defaultMessage: 'Language' },
  switchToDark: { id: 'siteShell.header.switchToDark', defaultMessage: 'Switch to dark theme' },
  switchToLight: { id: 'siteShell.header.switchToLight', defaultMessage: 'Switch to light theme' },
  // Each language names and greets in itself, whatever the interface language, so these
  // four read the same in every catalogue (listed in lib/i18n/locales/allow-identical.json).
  languageEnLabel: { id: 'siteShell.header.languageEn.label', defaultMessage: 'ENG' },
  languageEnGreeting: { id: 'siteShell.header.languageEn.greeting', defaultMessage: 'Hello' },
  languageNeLabel: { id: 'siteShell.header.languageNe.label', defaultMessage: 'नेपाली' },
  languageNeGreeting: { id: 'siteShell.header.languageNe.greeting', defaultMessage: 'नमस्ते' },
});

// Messages with placeholders are typed: a call without their values fails to compile.
const valueMessages = defineMessages<{ welcome: { name: string } }>({
  welcome: { id: 'siteShell.header.welcome', defaultMessage: 'Welcome, {name}' },
});

export const messages = { ...plainMessages, ...valueMessages };
