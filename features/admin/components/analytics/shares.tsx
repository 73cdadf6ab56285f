import type { Analytics } from '@contract/admin-analytics';
import { EmptyState } from '@ui/empty-state';
import { messages, valueMessages } from './messages';
import { Section } from './section';
import { useLabels } from './use-labels';

type Share = { key: string; name: string; count: string; percentage: number };

/** Named shares with their figures in text and a bar for each. */
function ShareList({ shares }: { shares: Share[] }) {
  const l = useLabels();
  if (shares.length === 0) return <EmptyState title={l.intl.formatMessage(messages.noneYet)} />;
  return (
    <ul className="flex flex-col gap-2">
      {shares.map((s) => (
        <li key={s.key} className="flex flex-col gap-1 text-sm">
          <span className="flex justify-between gap-2">
            <span className="font-medium">{s.name}</span>
            <span className="tabular-nums">{[s.count, l.percent(s.percentage)].join(' · ')}</span>
          </span>
          <span aria-hidden="true" className="h-2 w-full rounded-full bg-muted">
            <span
              className="block h-2 rounded-full bg-primary"
              style={{ width: `${s.percentage}%` }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Patients by city, as counted in ADR 0024. */
export function Regions({ data }: { data: Analytics }) {
  const l = useLabels();
  return (
    <Section
      title={l.intl.formatMessage(messages.regions)}
      note={l.intl.formatMessage(messages.regionsNote)}
    >
      <ShareList
        shares={data.regions.map((r) => ({
          key: r.city,
          name: r.city === 'other' ? l.intl.formatMessage(messages.otherCities) : r.city,
          count: l.number(r.users),
          percentage: r.percentage,
        }))}
      />
    </Section>
  );
}

/** Sign-ins of the period by device class. */
export function Devices({ data }: { data: Analytics }) {
  const l = useLabels();
  const any = data.devices.some((d) => d.signIns > 0);
  return (
    <Section
      title={l.intl.formatMessage(messages.devices)}
      note={l.intl.formatMessage(valueMessages.devicesNote, {
        unknown: l.number(data.devicesUnknown),
      })}
    >
      <ShareList
        shares={
          any
            ? data.devices.map((d) => ({
                key: d.device,
                name: l.intl.formatMessage(messages[d.device]),
                count: l.number(d.signIns),
                percentage: d.percentage,
              }))
            : []
        }
      />
    </Section>
  );
}
