import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { VisitedDoctor } from '@contract/doctor-ratings';
import { useErrorText } from '@lib/errors';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Avatar } from '@ui/avatar';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { RatingStars } from '@ui/rating-stars';
import { Skeleton } from '@ui/skeleton';
import { useVisitedDoctors } from '../../api/doctor-ratings';
import { messages } from '../../messages';
import { RateDoctorDialog } from './rate-doctor-dialog';

const loadWording = { fallback: messages.loadFailed, serverError: messages.loadFailed };

/**
 * The doctors the patient has seen (002 §2 "Doctor rating and visited doctors"): each
 * with its average, the patient's own latest rating, and Rate while a visit is unrated.
 * A doctor's profile opens at /doctor/{id} in a new window.
 */
export function VisitedDoctors() {
  const intl = useIntl();
  const headingId = useId();
  const { data, error, isLoading, mutate } = useVisitedDoctors();
  const textOf = useErrorText(loadWording);
  const [rating, setRating] = useState<VisitedDoctor | null>(null);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-foreground">
          {intl.formatMessage(messages.title)}
        </h2>
        <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
      </div>
      {error && !data ? (
        <ErrorState size="sm" title={textOf(error)} headingLevel="h3" onRetry={() => mutate()} />
      ) : isLoading || !data ? (
        <div
          role="status"
          aria-label={intl.formatMessage(messages.loading)}
          className="flex flex-col gap-2"
        >
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : data.doctors.length === 0 ? (
        <EmptyState size="sm" description={intl.formatMessage(messages.empty)} />
      ) : (
        <ul className="flex flex-col gap-3">
          {data.doctors.map((doctor) => (
            <DoctorRow key={doctor.doctorId} doctor={doctor} onRate={() => setRating(doctor)} />
          ))}
        </ul>
      )}
      <RateDoctorDialog doctor={rating} onOpenChange={(open) => !open && setRating(null)} />
    </section>
  );
}

function DoctorRow({ doctor, onRate }: { doctor: VisitedDoctor; onRate: () => void }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface p-4">
      <Avatar name={doctor.name} src={doctor.photoUrl ?? undefined} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold text-foreground">{doctor.name}</p>
        <p className="text-sm text-muted-foreground">
          {[doctor.specialization, doctor.hospitalName].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.visits, {
            count: doctor.visits,
            date: formatDate(doctor.lastVisit, locale),
          })}
        </p>
        <RatingStars value={doctor.summary.average ?? 0} count={doctor.summary.count} size="sm" />
        {doctor.myLatestRating ? (
          <p className="text-sm">
            {intl.formatMessage(messages.rated, { stars: doctor.myLatestRating.stars })}
          </p>
        ) : null}
        {!doctor.verified ? (
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage(messages.notVerified)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="ghost">
          <a href={`/doctor/${doctor.doctorId}`} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(messages.viewProfile)}
          </a>
        </Button>
        {doctor.rateableAppointmentId ? (
          <Button onClick={onRate}>
            {intl.formatMessage(messages.rate, { name: doctor.name })}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
