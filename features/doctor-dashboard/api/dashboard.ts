import { useIntl } from 'react-intl';
import { careEventNames } from '@contract/care-counts';
import { keyOf, useApiMutation, useApiQuery } from '@lib/data';
import { toLocale } from '@lib/i18n';
import { useRealtimeEvent, useRealtimeEvents } from '@lib/realtime';

/** 001 §9: the dashboard's notification list keeps at most 10. */
export const DASHBOARD_NOTIFICATIONS = 10;

const quiet = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/**
 * The Overview's figures and lists (GET /doctor/dashboard). A booking or a decision made
 * elsewhere, or any care event (001 §7 realtime events), fetches them again.
 */
export function useDoctorDashboard() {
  const { data, error, mutate } = useApiQuery('doctorDashboard', {}, quiet);
  useRealtimeEvent('appointment_booked', () => void mutate());
  useRealtimeEvent('appointment_updated', () => void mutate());
  // Active consultations (active referrals among them) change with care events (ADR 0044).
  useRealtimeEvents(careEventNames, () => void mutate());
  return { data, error, failed: !!error && !data, retry: () => void mutate() };
}

/** The Analytics tab's figures (GET /doctor/analytics), fetched when the tab opens. */
export function useDoctorAnalytics() {
  const { data, error, mutate } = useApiQuery('doctorAnalytics', {}, quiet);
  return { data, error, failed: !!error && !data, retry: () => void mutate() };
}

/**
 * The dashboard's ten newest notifications, in the reader's language (the server writes
 * them in it), through the contract's notifications calls; a new one arriving live
 * fetches the list again.
 */
export function useDashboardNotifications() {
  const locale = toLocale(useIntl().locale.split('-')[0]);
  const { data, error, isLoading, mutate } = useApiQuery(
    'notifications',
    {
      query: { filter: 'all', limit: DASHBOARD_NOTIFICATIONS },
      headers: { 'Accept-Language': locale },
    },
    quiet,
  );
  useRealtimeEvent('notification', () => void mutate());
  return { data, error, isLoading, failed: !!error && !data, retry: () => void mutate() };
}

/** Every notifications list (the bell's, the badge's, this one) reads the change. */
const notificationLists = keyOf('notifications');

export const useReadNotification = () =>
  useApiMutation('readNotification', { revalidates: notificationLists });
export const useReadAllNotifications = () =>
  useApiMutation('readAllNotifications', { revalidates: notificationLists });
