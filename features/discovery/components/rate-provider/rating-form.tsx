import { useIntl } from 'react-intl';
import {
  criteriaByKind,
  rateProviderRequest,
  type ProviderRating,
  type ProviderRatingKind,
} from '@contract/provider-ratings';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { Form, FormField, FormRootError } from '@ui/form';
import { RatingCriteriaFieldset, RatingStarsField } from '@ui/rating-stars-field';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useRateProvider } from '../../api/use-provider-rating';
import { criterionMessages, messages } from './messages';

/**
 * The rating form itself: loaded only when a verified patient's rating has arrived, so a
 * provider's page or card carries no form or schema code for other visitors (ADR 0045).
 * The criteria offered are those of the provider's kind (002 §3), each optional.
 */
export default function RatingForm({
  providerId,
  kind,
  rating,
  onSaved,
}: {
  providerId: string;
  kind: ProviderRatingKind;
  rating: ProviderRating | null;
  onSaved?: () => void;
}) {
  const intl = useIntl();
  const rate = useRateProvider();
  const form = useContractForm(rateProviderRequest, {
    defaultValues: {
      stars: rating?.stars ?? 0,
      criteria: rating?.criteria ?? {},
      comment: rating?.comment ?? '',
    },
  });
  const save = form.submit(async (body) => {
    await rate.trigger({ params: { id: providerId }, body });
    toast({ title: intl.formatMessage(messages.saved), variant: 'success' });
    onSaved?.();
  });
  return (
    <Form form={form} onSubmit={save} className="flex max-w-lg flex-col gap-4">
      <RatingStarsField name="stars" required label={intl.formatMessage(messages.stars)} />
      <RatingCriteriaFieldset
        legend={intl.formatMessage(messages.criteria)}
        criteria={criteriaByKind[kind].map((criterion) => ({
          name: criterion,
          label: intl.formatMessage(criterionMessages[criterion]),
        }))}
        size="sm"
      />
      <FormField
        name="comment"
        label={intl.formatMessage(messages.comment)}
        render={(field) => <Textarea {...field} value={field.value ?? ''} rows={3} />}
      />
      <FormRootError />
      <Button type="submit" className="self-start" loading={rate.isMutating}>
        {intl.formatMessage(messages.save)}
      </Button>
    </Form>
  );
}
