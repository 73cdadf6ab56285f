import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  navigation: NoMessageValues;
  menu: NoMessageValues;
  newCount: { count: number };
}>({
  navigation: { id: 'ui.sidebarNav.navigation', defaultMessage: 'Main navigation' },
  menu: { id: 'ui.sidebarNav.menu', defaultMessage: 'Menu' },
  newCount: { id: 'ui.sidebarNav.newCount', defaultMessage: '{count, number} new' },
});
