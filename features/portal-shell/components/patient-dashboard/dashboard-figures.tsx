import { useId } from 'react';
import { CalendarDays, ClipboardList, FileText, Package } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { DashboardFigures as Figures } from '@contract/patient-dashboard';
import { StatCard } from '@ui/stat-card';
import { dashboardMessages as messages } from './dashboard-messages';

const cards = [
  { key: 'upcomingAppointments', icon: <CalendarDays />, tone: 'primary' },
  { key: 'activePrescriptions', icon: <ClipboardList />, tone: 'success' },
  { key: 'medicalRecords', icon: <FileText />, tone: 'info' },
  { key: 'ordersInProgress', icon: <Package />, tone: 'warning' },
] as const;

/** The patient's four figures (002 §2 stats), counted by the server from their own rows. */
export function DashboardFigures({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-foreground">
        {intl.formatMessage(messages.figures)}
      </h2>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.key}>
            <StatCard
              label={intl.formatMessage(messages[card.key])}
              value={figures[card.key]}
              icon={card.icon}
              tone={card.tone}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
