import type { Analytics } from '@contract/admin-analytics';
import { StatCard } from '@ui/stat-card';
import { messages } from './messages';
import { Section } from './section';
import { useLabels } from './use-labels';

const counts = [
  'users',
  'doctors',
  'hospitals',
  'labs',
  'pharmacies',
  'ambulances',
  'appointments',
  'activeSubscriptions',
  'pendingVerifications',
] as const;

/** The overview totals (002 §3), revenue in whole rupees. */
export function OverviewCards({ data }: { data: Analytics }) {
  const l = useLabels();
  return (
    <Section title={l.intl.formatMessage(messages.overview)}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {counts.map((key) => (
          <li key={key}>
            <StatCard
              variant="flat"
              label={l.intl.formatMessage(messages[key])}
              value={l.number(data.overview[key])}
            />
          </li>
        ))}
        <li>
          <StatCard
            variant="flat"
            label={l.intl.formatMessage(messages.revenue)}
            value={l.rupees(data.overview.revenue)}
          />
        </li>
      </ul>
    </Section>
  );
}

/** Completed, cancelled, pending and no-show appointments of the period. */
export function AppointmentStats({ data }: { data: Analytics }) {
  const l = useLabels();
  const keys = ['completed', 'cancelled', 'pending', 'noShow'] as const;
  return (
    <Section title={l.intl.formatMessage(messages.appointmentStats)}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {keys.map((key) => (
          <li key={key}>
            <StatCard
              variant="flat"
              label={l.intl.formatMessage(messages[key])}
              value={l.number(data.appointments[key])}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
