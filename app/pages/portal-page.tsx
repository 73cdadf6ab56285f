import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DoctorAppointments, PatientAppointments } from '@features/appointments';
import {
  HealthFeed,
  PostsWorkspace,
  postsWorkspaceSections,
  type PostsWorkspaceSection,
} from '@features/feed';
import {
  NotificationPreferences,
  NotificationsBell,
  NotificationsPanel,
  useUnreadNotificationCount,
} from '@features/notifications';
import { PortalShell, type Portal } from '@features/portal-shell';
// Care live and counts (issue 18): the doctor's sidebar badges (the hook's own module, so
// the care tabs below stay in their lazy chunks, as the admin portal's pending count does).
import { useDoctorCareCounts } from '@features/referrals/api/counts';
import { useCurrentUser } from '@lib/session';
import { Spinner } from '@ui/spinner';
import { lazyTab } from '../layout/lazy-tab';

const AdminPortal = lazy(() => import('./admin-portal'));
// Portal tabs load their code when opened (issue 19): each is a lazy component here.
// Records (issue 15)
const PatientRecords = lazy(() =>
  import('@features/records/components/patient-records').then((m) => ({
    default: m.PatientRecords,
  })),
);
// Prescriptions (issue 15)
const DoctorPrescriptions = lazy(() => import('./doctor-prescriptions-tab'));
const PatientPrescriptions = lazy(() => import('./patient-prescriptions-tab'));
// Patients (issue 15)
const DoctorPatientsTab = lazy(() => import('./doctor-patients-tab'));

// Schedule and hospitals (issue 16)
const AdvancedSchedule = lazy(() =>
  import('@features/schedule/components/advanced-schedule').then((m) => ({
    default: m.AdvancedSchedule,
  })),
);
// Doctor verification (issue 16)
const DoctorVerification = lazy(() =>
  import('@features/verification/components/doctor-verification').then((m) => ({
    default: m.DoctorVerification,
  })),
);
// Doctor profile (issue 16)
const DoctorProfile = lazy(() => import('./doctor-profile-tab'));
// Doctor dashboard (issue 16)
const DoctorDashboardTab = lazy(() => import('./doctor-dashboard-tab'));
// Medicine orders (issue 17)
const MedicineOrders = lazy(() =>
  import('@features/orders/components/medicine-orders').then((m) => ({
    default: m.MedicineOrders,
  })),
);
// Emergency (issue 17)
const EmergencyServices = lazy(() =>
  import('@features/emergency/components/emergency-services').then((m) => ({
    default: m.EmergencyServices,
  })),
);
// Patient profile and notifications (issue 17)
const PatientProfileTab = lazy(() => import('./patient-profile-tab'));
// Patient dashboard, history paper and doctor ratings (issue 17)
const VisitedDoctors = lazy(() =>
  import('@features/doctor-ratings/components/visited-doctors').then((m) => ({
    default: m.VisitedDoctors,
  })),
);
const PatientHistoryPaperTab = lazy(() => import('./history-paper-tab'));
// Referrals and care access (issue 18)
const ReferralsTab = lazy(() =>
  import('@features/referrals/components/referrals-tab').then((m) => ({ default: m.ReferralsTab })),
);
// Transfers (issue 18)
const TransfersTab = lazy(() =>
  import('@features/referrals/components/transfers-tab').then((m) => ({ default: m.TransfersTab })),
);
// Consultations (issue 18)
const ConsultationsTab = lazy(() =>
  import('@features/referrals/components/consultations-tab').then((m) => ({
    default: m.ConsultationsTab,
  })),
);
// Requests (issue 18)
const RequestsTab = lazy(() =>
  import('@features/referrals/components/requests-tab').then((m) => ({ default: m.RequestsTab })),
);
// Letters (issue 18)
const LettersTab = lazy(() =>
  import('@features/referrals/components/letters-tab').then((m) => ({ default: m.LettersTab })),
);
// Care live and counts (issue 18)

export type PortalPageProps = { portal: Portal };

/** Where a portal's bell's "View all" goes: the patient has a notifications tab. */
const allNotifications: Record<Portal, string> = {
  user: '/portal/user?tab=notifications',
  // 001 has no notifications tab for the doctor: their notifications are about appointments.
  doctor: '/portal/doctor?tab=appointments',
  admin: '/portal/admin',
};

const isSection = (value: string | null): value is PostsWorkspaceSection =>
  (postsWorkspaceSections as readonly (string | null)[]).includes(value);

/** The doctor's Blog and Health Posts tab, its section (My Posts, Create, Analytics) in `?section=`. */
function DoctorBlog() {
  const [params, setParams] = useSearchParams();
  const section = params.get('section');
  return (
    <Suspense fallback={<Spinner className="mx-auto my-10" />}>
      <PostsWorkspace
        section={isSection(section) ? section : 'my-posts'}
        onSectionChange={(next) =>
          setParams((current) => {
            const updated = new URLSearchParams(current);
            updated.set('section', next);
            return updated;
          })
        }
      />
    </Suspense>
  );
}

/**
 * /portal/user, /portal/doctor and /portal/admin (001 §2, 002 §2): the portal's shell,
 * the notifications bell, and the tabs built so far (appointments, notifications, the
 * health feed, the doctor's blog) and the admin portal (loaded on its own); the other
 * tabs show "coming soon" until their releases.
 */
export default function PortalPage({ portal }: PortalPageProps) {
  const unread = useUnreadNotificationCount();
  const role = useCurrentUser()?.role;
  const careBadges = useDoctorCareCounts(portal === 'doctor' && role === 'doctor');
  const bell = <NotificationsBell viewAllHref={allNotifications[portal]} />;
  if (portal === 'user')
    return (
      <PortalShell
        portal="user"
        actions={bell}
        dashboardExtra={lazyTab(<VisitedDoctors />)}
        counts={unread === undefined ? undefined : { notifications: unread }}
        panels={{
          appointments: <PatientAppointments />,
          notifications: (
            <div className="flex flex-col gap-10">
              <NotificationsPanel />
              <NotificationPreferences />
            </div>
          ),
          // Records (issue 15)
          records: lazyTab(<PatientRecords />),
          // Prescriptions (issue 15)
          prescriptions: lazyTab(<PatientPrescriptions />),
          'health-posts': <HealthFeed variant="portal" />,
          // Medicine orders (issue 17)
          medicines: lazyTab(<MedicineOrders />),
          // Emergency (issue 17)
          emergency: lazyTab(<EmergencyServices />),
          // Patient profile and notifications (issue 17)
          profile: lazyTab(<PatientProfileTab />),
          // Patient dashboard, history paper and doctor ratings (issue 17)
          historyPaper: lazyTab(<PatientHistoryPaperTab />),
          // Requests (issue 18)
          // Letters (issue 18)
        }}
      />
    );
  if (portal === 'doctor')
    return (
      <PortalShell
        portal="doctor"
        actions={bell}
        counts={careBadges}
        panels={{
          appointments: <DoctorAppointments />,
          blog: <DoctorBlog />,
          // Prescriptions (issue 15)
          prescriptions: lazyTab(<DoctorPrescriptions />),
          // Patients (issue 15)
          patients: lazyTab(<DoctorPatientsTab />),
          'health-posts': <HealthFeed variant="portal" doctorOnly />,
          // Schedule and hospitals (issue 16)
          'advanced-schedule': lazyTab(<AdvancedSchedule />),
          // Doctor verification (issue 16)
          verification: lazyTab(<DoctorVerification />),
          // Doctor profile (issue 16)
          profile: lazyTab(<DoctorProfile />),
          // Doctor dashboard (issue 16)
          dashboard: lazyTab(<DoctorDashboardTab />),
          // Referrals and care access (issue 18)
          referrals: lazyTab(<ReferralsTab />),
          // Transfers (issue 18)
          transfers: lazyTab(<TransfersTab />),
          // Consultations (issue 18)
          consultations: lazyTab(<ConsultationsTab />),
          // Requests (issue 18)
          requests: lazyTab(<RequestsTab />),
          // Letters (issue 18)
          letters: lazyTab(<LettersTab />),
          // Care live and counts (issue 18)
        }}
      />
    );
  return lazyTab(<AdminPortal actions={bell} />);
}
