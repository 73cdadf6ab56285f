import { useIntl } from 'react-intl';
import type { DoctorDashboard } from '@contract/doctor-dashboard';
import { formatClock, formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Avatar } from '@ui/avatar';
import { Badge } from '@ui/badge';
import { tabHref } from './hrefs';
import { overviewMessages as m, statusMessages } from './messages';
import { Section } from './section';

const row = 'flex min-h-touch items-center gap-3 border-b border-border py-2 last:border-b-0';

/** The Overview's three lists of up to five, each with View All to its tab. */
export function RecentLists({ data }: { data: DoctorDashboard }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const date = (iso: string) => formatDate(iso, locale);
  const empty = (text: string) => <p className="py-2 text-muted-foreground">{text}</p>;
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
      <Section title={intl.formatMessage(m.upcoming)} viewAll={tabHref('appointments')}>
        {data.upcomingAppointments.length === 0 ? (
          empty(intl.formatMessage(m.noUpcoming))
        ) : (
          <ul>
            {data.upcomingAppointments.map((a) => (
              <li key={a._id} className={row}>
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium break-words">{a.patientName}</span>
                  <span className="text-sm text-muted-foreground">
                    {intl.formatMessage(m.at, {
                      date: date(a.date),
                      time: formatClock(a.timeSlot.startTime, locale),
                    })}
                  </span>
                </div>
                <Badge status={a.status}>{intl.formatMessage(statusMessages[a.status])}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={intl.formatMessage(m.recentPatients)} viewAll={tabHref('patients')}>
        {data.recentPatients.length === 0 ? (
          empty(intl.formatMessage(m.noPatients))
        ) : (
          <ul>
            {data.recentPatients.map((p) => (
              <li key={p.id} className={row}>
                <Avatar name={p.name} size="sm" decorative />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium break-words">{p.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {p.lastVisit
                      ? intl.formatMessage(m.lastVisit, { date: date(p.lastVisit) })
                      : intl.formatMessage(m.notSeen)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={intl.formatMessage(m.recentPrescriptions)} viewAll={tabHref('prescriptions')}>
        {data.recentPrescriptions.length === 0 ? (
          empty(intl.formatMessage(m.noPrescriptions))
        ) : (
          <ul>
            {data.recentPrescriptions.map((p) => (
              <li key={p._id} className={row}>
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium break-words">{p.patientName}</span>
                  <span className="text-sm break-words text-muted-foreground">{p.diagnosis}</span>
                </div>
                <span className="shrink-0 text-sm text-muted-foreground">{date(p.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
