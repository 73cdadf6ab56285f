import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'portalShell.comingSoonPanel.title', defaultMessage: 'Coming soon' },
  description: {
    id: 'portalShell.comingSoonPanel.description',
    defaultMessage: 'This section is coming in a next release.',
  },
});
