import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  menu: { id: 'portalShell.shell.menu', defaultMessage: 'Menu' },
  logout: { id: 'portalShell.shell.logout', defaultMessage: 'Log out' },
  loggingOut: { id: 'portalShell.shell.loggingOut', defaultMessage: 'Logging out...' },
});
