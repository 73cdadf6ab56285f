import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

export const messages = defineMessages<{
  title: Plain;
  intro: Plain;
  listLabel: Plain;
  loading: Plain;
  emptyTitle: Plain;
  emptyText: Plain;
  loadFailed: Plain;
  retry: Plain;
  listed: { who: string };
  viewed: { who: string; record: string };
  downloaded: { who: string; record: string };
  viewedFile: { who: string; record: string; file: string };
  downloadedFile: { who: string; record: string; file: string };
  removedRecord: Plain;
  unknownPerson: Plain;
  roleDoctor: Plain;
  roleAdmin: Plain;
  roleOther: Plain;
  at: { date: string; time: string };
}>({
  title: { id: 'records.access.title', defaultMessage: 'Who has seen your records' },
  intro: {
    id: 'records.access.intro',
    defaultMessage:
      'Every time a doctor or an administrator opens your records, it is noted here. Only you see this list.',
  },
  listLabel: { id: 'records.access.listLabel', defaultMessage: 'Access history' },
  loading: { id: 'records.access.loading', defaultMessage: 'Loading access history…' },
  emptyTitle: { id: 'records.access.emptyTitle', defaultMessage: 'No one has opened your records' },
  emptyText: {
    id: 'records.access.emptyText',
    defaultMessage: 'When a doctor you accept views or downloads a record, you will see it here.',
  },
  loadFailed: {
    id: 'records.access.loadFailed',
    defaultMessage: 'Failed to load the access history. Please try again.',
  },
  retry: { id: 'records.access.retry', defaultMessage: 'Retry' },
  listed: { id: 'records.access.listed', defaultMessage: '{who} looked at your list of records' },
  viewed: { id: 'records.access.viewed', defaultMessage: '{who} viewed “{record}”' },
  downloaded: { id: 'records.access.downloaded', defaultMessage: '{who} downloaded “{record}”' },
  viewedFile: {
    id: 'records.access.viewedFile',
    defaultMessage: '{who} viewed {file} of “{record}”',
  },
  downloadedFile: {
    id: 'records.access.downloadedFile',
    defaultMessage: '{who} downloaded {file} of “{record}”',
  },
  removedRecord: { id: 'records.access.removedRecord', defaultMessage: 'a deleted record' },
  unknownPerson: { id: 'records.access.unknownPerson', defaultMessage: 'A removed account' },
  roleDoctor: { id: 'records.access.roleDoctor', defaultMessage: 'Doctor' },
  roleAdmin: { id: 'records.access.roleAdmin', defaultMessage: 'Administrator' },
  roleOther: { id: 'records.access.roleOther', defaultMessage: 'Staff' },
  at: { id: 'records.access.at', defaultMessage: '{date} · {time}' },
});
