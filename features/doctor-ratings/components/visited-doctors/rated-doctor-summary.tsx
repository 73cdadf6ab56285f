import { useIntl } from 'react-intl';
import { useErrorText } from '@lib/errors';
import { ErrorState } from '@ui/error-state';
import { RatingStars } from '@ui/rating-stars';
import { Skeleton } from '@ui/skeleton';
import { useRatedDoctor } from '../../api/doctor-ratings';
import { messages } from '../../messages';

const doctorWording = {
  fallback: messages.doctorLoadFailed,
  serverError: messages.doctorLoadFailed,
};

/**
 * The doctor being rated, from their public profile (002 §7 "Doctor by id"): speciality,
 * qualification, where they practise and their current average, which the new rating moves.
 * When it cannot load, 002 §8's 'Failed to load doctor data' with Retry; rating still works,
 * since can-rate and the rating do not depend on it.
 */
export function RatedDoctorSummary({ doctorId }: { doctorId: string }) {
  const intl = useIntl();
  const { data, error, mutate } = useRatedDoctor(doctorId);
  const textOf = useErrorText(doctorWording);
  if (error && !data)
    return (
      <ErrorState size="sm" title={textOf(error)} headingLevel="h3" onRetry={() => mutate()} />
    );
  if (!data)
    return (
      <div role="status" aria-label={intl.formatMessage(messages.doctorLoading)}>
        <Skeleton className="h-12" />
      </div>
    );
  const { doctor } = data;
  const place = doctor.clinicDetails.name ?? doctor.clinicDetails.address.city;
  return (
    <div className="flex flex-col gap-1 rounded-md border border-border p-3">
      <p className="text-sm text-muted-foreground">
        {[doctor.specialty, doctor.qualification, place].filter(Boolean).join(' · ')}
      </p>
      <RatingStars value={doctor.rating} size="sm" />
    </div>
  );
}
