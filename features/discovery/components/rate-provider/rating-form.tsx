import { useIntl } from 'react-intl';
import { rateProviderRequest } from '@contract/provider-ratings';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { Form, FormField, FormRootError } from '@ui/form';
import { RatingStars } from '@ui/rating-stars';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useRateProvider } from '../../api/use-provider-rating';
import { messages } from './messages';

/**
 * The rating form itself: loaded only when a verified patient's rating has arrived, so a
 * hospital's page carries no form or schema code for other visitors (ADR 0045).
 */
export default function RatingForm({
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
