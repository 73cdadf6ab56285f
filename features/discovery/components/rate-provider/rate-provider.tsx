import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '@lib/errors';
import { ErrorState } from '@ui/error-state';
import { useMyProviderRating } from '../../api/use-provider-rating';
import { messages } from './messages';
import { useRatingPatient } from './use-rating-patient';

/** The form (react-hook-form and the rating schema) loads only for a verified patient. */
const RatingForm = lazy(() => import('./rating-form'));

const loadWording = { fallback: messages.loadFailed, serverError: messages.loadFailed };

export type RateProviderBodyProps = {
  providerId: string;
  /** Shown while the patient's rating or the form is on its way. */
  fallback?: ReactNode;
  /** After a save (the dialog closes itself). */
  onSaved?: () => void;
};

/**
 * What a signed-in patient sees to rate a provider, wherever it is shown: a patient not
 * yet verified is told to verify first; a verified one gets the form (loaded lazily) with
 * their earlier rating and the criteria of the provider's kind. Used by the hospital's
 * page and by the Rate dialog of the directory's cards.
 */
export function RateProviderBody({ providerId, fallback = null, onSaved }: RateProviderBodyProps) {
  const intl = useIntl();
  const patient = useRatingPatient();
  const mine = useMyProviderRating(patient?.verified ? providerId : null);
  const textOf = useErrorText(loadWording);
  if (!patient) return null;
  if (!patient.verified)
    return (
      <p className="text-muted-foreground text-sm">{intl.formatMessage(messages.verifyFirst)}</p>
    );
  if (mine.error && !mine.data)
    return (
      <ErrorState
        size="sm"
        headingLevel="h3"
        title={textOf(mine.error)}
        onRetry={() => mine.mutate()}
      />
    );
  if (!mine.data) return fallback;
  return (
    <Suspense fallback={fallback}>
      <RatingForm
        key={mine.data.rating?.updatedAt ?? 'new'}
        providerId={providerId}
        kind={mine.data.kind}
        rating={mine.data.rating}
        onSaved={onSaved}
      />
    </Suspense>
  );
}

export type RateProviderProps = { providerId: string };

/**
 * A signed-in patient's rating of a provider on its page (issue 14; 002 §3): one to five
 * stars, the kind's criteria and a comment, theirs to change. Other visitors see nothing.
 */
export function RateProvider({ providerId }: RateProviderProps) {
  const intl = useIntl();
  const patient = useRatingPatient();
  if (!patient) return null;
  return (
    <section aria-labelledby="rate-provider-title" className="flex flex-col gap-3">
      <h2 id="rate-provider-title" className="text-lg font-semibold">
        {intl.formatMessage(messages.title)}
      </h2>
      <RateProviderBody providerId={providerId} />
    </section>
  );
}
