import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ColleagueCategory, ColleaguesData } from '@contract/referrals';
import { useApiQuery } from '@lib/data';
import { Skeleton } from '@ui/skeleton';
import { useColleagues } from '../../api/colleagues';
import { messages } from './messages';

export type CarePatient = { id: string; name: string };

export type CareFormDataProps = {
  /** The patient of the card it was opened from; null also loads the caller's own patients. */
  patient: CarePatient | null;
  /** Doctors only (consultations) or doctors and hospitals (transfers). */
  category: ColleagueCategory;
  /** The screen's own words for a failed load. */
  failedText?: string;
  children: (data: { colleagues: ColleaguesData; patients: CarePatient[] }) => ReactNode;
};

/**
 * Loads what a care form chooses from (the colleague search's first page, and the
 * caller's own patients when no patient is given), with the loading and failed states.
 */
export function CareFormData({ patient, category, failedText, children }: CareFormDataProps) {
  const intl = useIntl();
  const colleagues = useColleagues({ q: '', category });
  const mine = useApiQuery(
    'doctorPatients',
    patient ? null : { query: { limit: 50, sort: 'name' } },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  if (colleagues.failed || mine.error)
    return (
      <p role="alert" className="text-danger">
        {failedText ?? intl.formatMessage(messages.loadFailed)}
      </p>
    );
  if (!colleagues.data || (!patient && !mine.data))
    return (
      <div aria-busy="true">
        <p role="status" className="text-muted-foreground">
          {intl.formatMessage(messages.loading)}
        </p>
        <Skeleton className="h-64" />
      </div>
    );
  const patients = (mine.data?.items ?? [])
    .filter((p) => p.status === 'my-patient')
    .map((p) => ({ id: p.id, name: p.name }));
  return children({ colleagues: colleagues.data, patients });
}
