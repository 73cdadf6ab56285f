import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '@lib/session';
import { useMyProviderRating } from '../../api/use-provider-rating';
import { messages } from './messages';

/** The form (react-hook-form and the rating schema) loads only for a verified patient. */
const RatingForm = lazy(() => import('./rating-form'));

export type RateProviderProps = { providerId: string };

/**
 * A signed-in patient's rating of a hospital, lab or pharmacy (issue 14; 002 §3): one to
 * five stars and a comment, theirs to change. Other visitors see nothing; a patient not
 * yet verified is told to verify first.
 */
export function RateProvider({ providerId }: RateProviderProps) {
  const intl = useIntl();
  const user = useCurrentUser();
  const patient = user && (user.role === 'patient' || user.role === 'public') ? user : null;
  const mine = useMyProviderRating(patient?.verified ? providerId : null);
  if (!patient) return null;
  return (
    <section aria-labelledby="rate-provider-title" className="flex flex-col gap-3">
      <h2 id="rate-provider-title" className="text-lg font-semibold">
        {intl.formatMessage(messages.title)}
      </h2>
      {!patient.verified ? (
        <p className="text-muted-foreground text-sm">{intl.formatMessage(messages.verifyFirst)}</p>
      ) : mine.data ? (
        <Suspense fallback={null}>
          <RatingForm
            key={mine.data.rating?.updatedAt ?? 'new'}
            providerId={providerId}
            stars={mine.data.rating?.stars ?? 0}
            comment={mine.data.rating?.comment ?? ''}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
