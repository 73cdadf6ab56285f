import { useIntl } from 'react-intl';
import { rateProviderRequest } from '@contract/provider-ratings';
import { useContractForm } from '@lib/forms';
import { useCurrentUser } from '@lib/session';
import { Button } from '@ui/button';
import { Form, FormField, FormRootError } from '@ui/form';
import { RatingStars } from '@ui/rating-stars';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useMyProviderRating, useRateProvider } from '../../api/use-provider-rating';
import { messages } from './messages';

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
        <RatingForm
          key={mine.data.rating?.updatedAt ?? 'new'}
          providerId={providerId}
          stars={mine.data.rating?.stars ?? 0}
          comment={mine.data.rating?.comment ?? ''}
        />
      ) : null}
    </section>
  );
}

function RatingForm({
  providerId,
  stars,
  comment,
}: {
  providerId: string;
  stars: number;
  comment: string;
}) {
  const intl = useIntl();
  const rate = useRateProvider();
  const form = useContractForm(rateProviderRequest, { defaultValues: { stars, comment } });
  const save = form.submit(async (body) => {
    await rate.trigger({ params: { id: providerId }, body });
    toast({ title: intl.formatMessage(messages.saved), variant: 'success' });
  });
  return (
    <Form form={form} onSubmit={save} className="flex max-w-lg flex-col gap-4">
      <FormField
        name="stars"
        required
        label={intl.formatMessage(messages.stars)}
        render={({ value, onChange, name }) => (
          <RatingStars
            mode="input"
            name={name}
            value={typeof value === 'number' ? value : 0}
            onChange={onChange}
            label={intl.formatMessage(messages.stars)}
          />
        )}
      />
      <FormField
        name="comment"
        label={intl.formatMessage(messages.comment)}
        render={(field) => <Textarea {...field} value={field.value ?? ''} rows={3} />}
      />
      <FormRootError />
      <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>
        {intl.formatMessage(messages.save)}
      </Button>
    </Form>
  );
}
