import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  more: {
    id: 'portalShell.doctorDashboard.more',
    defaultMessage:
      'Your appointments, patients, statistics and notifications will appear here in a next release.',
  },
});

const valueMessages = defineMessages<{
  welcome: { name: string };
  today: { date: string };
}>({
  welcome: { id: 'portalShell.doctorDashboard.welcome', defaultMessage: 'Welcome, {name}' },
  today: { id: 'portalShell.doctorDashboard.today', defaultMessage: 'Today is {date}' },
});

export const messages = { ...plainMessages, ...valueMessages };
