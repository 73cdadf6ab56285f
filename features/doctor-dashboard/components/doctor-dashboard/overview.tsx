import { CalendarDays, FileText, Mail, Pill, Send, Star, Stethoscope, Users } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { DoctorDashboard } from '@contract/doctor-dashboard';
import { formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Link } from '@ui/link';
import { StatCard } from '@ui/stat-card';
import { tabHref } from './hrefs';
import { RecentLists } from './recent-lists';
import { overviewMessages as m } from './messages';

/** 001 §2.1's four quick actions and the tab each opens. */
const quickActions = [
  { label: m.newPrescription, tab: 'prescriptions', icon: Pill },
  { label: m.referral, tab: 'referrals', icon: Send },
  { label: m.consultation, tab: 'consultations', icon: Stethoscope },
  { label: m.letters, tab: 'letters', icon: Mail },
] as const;

/** The Overview tab: four figures, four quick actions and three lists of five. */
export function Overview({ data }: { data: DoctorDashboard }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const { stats } = data;
  const rating = intl.formatNumber(stats.rating, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={intl.formatMessage(m.figures)}>
        <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label={
              <span className="flex flex-wrap items-center gap-2">
                {intl.formatMessage(m.totalAppointments)}
                <Badge variant="warning" size="sm">
                  {intl.formatMessage(m.pending, {
                    count: stats.pendingAppointments,
                    shown: formatNumber(stats.pendingAppointments, locale),
                  })}
                </Badge>
              </span>
            }
            value={formatNumber(stats.totalAppointments, locale)}
            icon={<CalendarDays />}
            tone="primary"
          />
          <StatCard
            label={intl.formatMessage(m.totalPatients)}
            value={formatNumber(stats.totalPatients, locale)}
            icon={<Users />}
            tone="info"
          />
          <StatCard
            label={intl.formatMessage(m.prescriptions)}
            value={formatNumber(stats.prescriptions, locale)}
            icon={<FileText />}
            tone="success"
          />
          <StatCard
            label={
              <span className="flex flex-wrap items-center gap-2">
                {intl.formatMessage(m.rating)}
                <span className="font-normal">
                  {intl.formatMessage(m.ratingCount, {
                    count: stats.ratingCount,
                    shown: formatNumber(stats.ratingCount, locale),
                  })}
                </span>
              </span>
            }
            value={rating}
            icon={<Star />}
            tone="warning"
          />
        </div>
      </section>
      <section aria-labelledby="doctor-dashboard-quick" className="flex flex-col gap-3">
        <h2 id="doctor-dashboard-quick" className="text-lg font-semibold">
          {intl.formatMessage(m.quickActions)}
        </h2>
        <ul className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 lg:grid-cols-4">
          {quickActions.map(({ label, tab, icon: Icon }) => (
            <li key={tab}>
              <Link asChild variant="button" className="w-full justify-start">
                <RouterLink to={tabHref(tab)}>
                  <Icon aria-hidden className="size-5 text-primary" />
                  {intl.formatMessage(label)}
                </RouterLink>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <RecentLists data={data} />
    </div>
  );
}
