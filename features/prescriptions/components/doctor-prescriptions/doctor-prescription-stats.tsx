import { CalendarDays, CircleCheck, ClipboardList, Pill } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { DoctorPrescriptionStats as Stats } from '@contract/prescriptions';
import { Skeleton } from '@ui/skeleton';
import { StatCard } from '@ui/stat-card';
import { messages } from './messages';

/** 001 §2.4's four figures over all the doctor's prescriptions: total, active, completed, this month. */
export function DoctorPrescriptionStats({ stats }: { stats: Stats | undefined }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <section aria-label={t(messages.summary)} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats ? (
        <>
          <StatCard label={t(messages.statTotal)} value={stats.total} icon={<ClipboardList />} />
          <StatCard
            label={t(messages.statActive)}
            value={stats.active}
            icon={<Pill />}
            tone="success"
          />
          <StatCard
            label={t(messages.statCompleted)}
            value={stats.completed}
            icon={<CircleCheck />}
            tone="info"
          />
          <StatCard
            label={t(messages.statThisMonth)}
            value={stats.thisMonth}
            icon={<CalendarDays />}
            tone="secondary"
          />
        </>
      ) : (
        [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-24" />)
      )}
    </section>
  );
}
