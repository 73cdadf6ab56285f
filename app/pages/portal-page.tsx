import { DoctorAppointments, PatientAppointments } from '@features/appointments';
import {
  NotificationsBell,
  NotificationsPanel,
  useUnreadNotificationCount,
} from '@features/notifications';
import { HealthFeed } from '@features/feed';
import { PortalShell, type Portal } from '@features/portal-shell';

export type PortalPageProps = { portal: Portal };

/** Where a portal's bell's "View all" goes: the patient has a notifications tab. */
const allNotifications: Record<Portal, string> = {
  user: '/portal/user?tab=notifications',
  // 001 has no notifications tab for the doctor: their notifications are about appointments.
  doctor: '/portal/doctor?tab=appointments',
  admin: '/portal/admin',
};

/**
 * /portal/user, /portal/doctor and /portal/admin (001 §2, 002 §2): the portal's shell,
 * the notifications bell, and the tabs built so far (appointments, notifications); the
 * other tabs show "coming soon" until their releases.
 */
export default function PortalPage({ portal }: PortalPageProps) {
  const unread = useUnreadNotificationCount();
  const bell = <NotificationsBell viewAllHref={allNotifications[portal]} />;
  if (portal === 'user')
    return (
      <PortalShell
        portal="user"
        actions={bell}
        counts={unread === undefined ? undefined : { notifications: unread }}
        panels={{
          appointments: <PatientAppointments />,
          notifications: <NotificationsPanel />,
          'health-posts': <HealthFeed variant="portal" />,
        }}
      />
    );
  if (portal === 'doctor')
    return (
      <PortalShell
        portal="doctor"
        actions={bell}
        panels={{
          appointments: <DoctorAppointments />,
          'health-posts': <HealthFeed variant="portal" doctorOnly />,
        }}
      />
    );
  return <PortalShell portal={portal} actions={bell} />;
}
