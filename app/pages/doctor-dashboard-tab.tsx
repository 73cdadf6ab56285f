import { useIntl } from 'react-intl';
import { DoctorDashboard } from '@features/doctor-dashboard';
import { commonMessages } from '@features/portal-shell';
import { useCurrentUser } from '@lib/session';

/**
 * The doctor portal's Dashboard tab (issue 16): the doctor-dashboard feature greeting the
 * signed-in doctor by name (the shell's "User" when the record has none) with their photo.
 */
export default function DoctorDashboardTab() {
  const intl = useIntl();
  const user = useCurrentUser();
  const name = user?.name?.trim() || intl.formatMessage(commonMessages.userFallback);
  return <DoctorDashboard name={name} avatarUrl={user?.avatarUrl || null} />;
}
