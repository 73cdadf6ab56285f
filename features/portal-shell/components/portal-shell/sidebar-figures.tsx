import { useIntl } from 'react-intl';
import { usePatientDashboard } from '../../api/patient-dashboard';
import { dashboardMessages as messages } from '../patient-dashboard/dashboard-messages';

const rows = [
  'upcomingAppointments',
  'activePrescriptions',
  'medicalRecords',
  'ordersInProgress',
] as const;

/**
 * The patient's four figures under their name in the sidebar (002 §2 stats), from the
 * dashboard's request (one request for both); nothing until it answers.
 */
export function SidebarFigures() {
  const intl = useIntl();
  const { data } = usePatientDashboard();
  if (!data) return null;
  return (
    <dl
      className="mt-3 grid grid-cols-2 gap-2 text-sm"
      aria-label={intl.formatMessage(messages.figures)}
    >
      {rows.map((key) => (
        <div key={key} className="flex flex-col rounded-md bg-muted px-2 py-1">
          <dt className="text-muted-foreground">{intl.formatMessage(messages[key])}</dt>
          <dd className="text-base font-semibold text-foreground">
            {intl.formatNumber(data.figures[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
