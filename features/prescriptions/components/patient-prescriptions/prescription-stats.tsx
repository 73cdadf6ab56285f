import { CircleCheck, FileClock, FileUp, Pill } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { PatientPrescriptionStats } from '@contract/prescriptions';
import { Skeleton } from '@ui/skeleton';
import { StatCard } from '@ui/stat-card';
import { messages } from './messages';

const tiles = [
  { key: 'active', label: messages.statActive, tone: 'success', icon: <Pill /> },
  { key: 'completed', label: messages.statCompleted, tone: 'info', icon: <CircleCheck /> },
  { key: 'expired', label: messages.statExpired, tone: 'warning', icon: <FileClock /> },
  { key: 'uploaded', label: messages.statUploaded, tone: 'secondary', icon: <FileUp /> },
] as const;

/** Counts over all the patient's prescriptions, whatever the filter (002 §2). */
export function PrescriptionStats({ stats }: { stats: PatientPrescriptionStats | undefined }) {
  const intl = useIntl();
  return (
    <ul
      aria-label={intl.formatMessage(messages.stats)}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      {tiles.map((tile) => (
        <li key={tile.key}>
          {stats ? (
            <StatCard
              variant="flat"
              tone={tile.tone}
              icon={tile.icon}
              label={intl.formatMessage(tile.label)}
              value={stats[tile.key]}
            />
          ) : (
            <Skeleton className="h-24 w-full rounded-lg" />
          )}
        </li>
      ))}
    </ul>
  );
}
