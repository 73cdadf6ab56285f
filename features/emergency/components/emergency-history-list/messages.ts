import { defineMessages, type NoMessageValues } from 'react-intl';
import type { EmergencyStatus, EmergencyType } from '@contract/emergency';

type Plain = NoMessageValues;

export const messages = defineMessages<{
  listLabel: Plain;
  when: { type: string; date: string; time: string };
  responder: { name: string };
  pending: Plain;
  location: { lat: string; lng: string };
  map: Plain;
  emptyTitle: Plain;
  emptyText: Plain;
}>({
  listLabel: { id: 'emergency.history.listLabel', defaultMessage: 'Past emergencies' },
  when: { id: 'emergency.history.when', defaultMessage: '{type} · {date}, {time}' },
  responder: { id: 'emergency.history.responder', defaultMessage: 'Responder: {name}' },
  pending: { id: 'emergency.history.pending', defaultMessage: 'Responder: Pending' },
  location: { id: 'emergency.history.location', defaultMessage: 'Location: {lat}, {lng}' },
  map: { id: 'emergency.history.map', defaultMessage: 'Open on map' },
  emptyTitle: { id: 'emergency.history.emptyTitle', defaultMessage: 'No emergencies yet' },
  emptyText: {
    id: 'emergency.history.emptyText',
    defaultMessage: 'Alerts you send with SOS are listed here.',
  },
});

export const typeMessages = defineMessages<Record<EmergencyType, Plain>>({
  medical: { id: 'emergency.history.type.medical', defaultMessage: 'Medical' },
});

export const statusMessages = defineMessages<Record<EmergencyStatus, Plain>>({
  active: { id: 'emergency.history.status.active', defaultMessage: 'Active' },
  cancelled: { id: 'emergency.history.status.cancelled', defaultMessage: 'Cancelled' },
  resolved: { id: 'emergency.history.status.resolved', defaultMessage: 'Resolved' },
});
