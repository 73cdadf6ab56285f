import { defineMessages, type NoMessageValues } from 'react-intl';

/** The doctor's Referrals tab (001 §2.5, §4, §8). */
export const messages = defineMessages({
  intro: {
    id: 'referrals.tab.intro',
    defaultMessage: 'Patients you sent to colleagues, and those they sent to you.',
  },
  newReferral: { id: 'referrals.tab.newReferral', defaultMessage: 'New referral' },
  outgoing: { id: 'referrals.tab.outgoing', defaultMessage: 'Outgoing' },
  incoming: { id: 'referrals.tab.incoming', defaultMessage: 'Incoming' },
  pending: { id: 'referrals.tab.pending', defaultMessage: 'Pending' },
  listLabel: { id: 'referrals.tab.listLabel', defaultMessage: 'Referrals' },
  loading: { id: 'referrals.tab.loading', defaultMessage: 'Loading referrals…' },
  loadFailed: { id: 'referrals.tab.loadFailed', defaultMessage: 'Could not load referrals' },
  emptyTitle: { id: 'referrals.tab.emptyTitle', defaultMessage: 'No referrals here' },
  emptyText: {
    id: 'referrals.tab.emptyText',
    defaultMessage: 'Refer a patient from their card or with New referral.',
  },
  refer: { id: 'referrals.tab.refer', defaultMessage: 'Refer a patient' },
  accept: { id: 'referrals.tab.accept', defaultMessage: 'Accept' },
  decline: { id: 'referrals.tab.decline', defaultMessage: 'Decline' },
  markActive: { id: 'referrals.tab.markActive', defaultMessage: 'Mark active' },
  markCompleted: { id: 'referrals.tab.markCompleted', defaultMessage: 'Mark completed' },
  accepted: {
    id: 'referrals.tab.accepted',
    defaultMessage: 'Referral accepted. The patient is now in your list.',
  },
  declined: { id: 'referrals.tab.declined', defaultMessage: 'Referral declined.' },
  updated: { id: 'referrals.tab.updated', defaultMessage: 'Referral updated.' },
  failed: {
    id: 'referrals.tab.failed',
    defaultMessage: 'Failed to update the referral. Please try again.',
  },
  declineTitle: { id: 'referrals.tab.declineTitle', defaultMessage: 'Decline this referral' },
  declineReason: { id: 'referrals.tab.declineReason', defaultMessage: 'Reason' },
  cancel: { id: 'referrals.tab.cancel', defaultMessage: 'Cancel' },
  specialty: { id: 'referrals.tab.specialty', defaultMessage: 'Specialty' },
  reason: { id: 'referrals.tab.reason', defaultMessage: 'Reason' },
  notes: { id: 'referrals.tab.notes', defaultMessage: 'Notes' },
  urgency: { id: 'referrals.tab.urgency', defaultMessage: 'Urgency' },
  date: { id: 'referrals.tab.date', defaultMessage: 'Date' },
  declineReasonShown: {
    id: 'referrals.tab.declineReasonShown',
    defaultMessage: 'Declined because',
  },
  attachments: { id: 'referrals.tab.attachments', defaultMessage: 'Shared records' },
});

export const valueMessages = defineMessages<{
  fromTo: { from: string; to: string };
  actionsFor: { name: string };
  declineFor: { name: string };
}>({
  fromTo: { id: 'referrals.tab.fromTo', defaultMessage: '{from} → {to}' },
  actionsFor: {
    id: 'referrals.tab.actionsFor',
    defaultMessage: 'Actions for the referral of {name}',
  },
  declineFor: {
    id: 'referrals.tab.declineFor',
    defaultMessage: '{name} will stay with the referring doctor.',
  },
});

export const statusMessages = defineMessages<
  Record<'pending' | 'accepted' | 'declined' | 'active' | 'completed', NoMessageValues>
>({
  pending: { id: 'referrals.status.pending', defaultMessage: 'Pending' },
  accepted: { id: 'referrals.status.accepted', defaultMessage: 'Accepted' },
  declined: { id: 'referrals.status.declined', defaultMessage: 'Declined' },
  active: { id: 'referrals.status.active', defaultMessage: 'Active' },
  completed: { id: 'referrals.status.completed', defaultMessage: 'Completed' },
});
