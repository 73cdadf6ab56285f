import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../button';
import { Form } from '../form';
import { RatingCriteriaFieldset, RatingStarsField } from './rating-stars-field';

const stars = z.number().int().min(1).max(5);
const schema = z.object({
  rating: z.number().int().min(1, 'Please choose a rating').max(5),
  criteria: z.object({ cleanliness: stars.optional(), staff: stars.optional() }),
});
type Values = z.infer<typeof schema>;

const criteria = [
  { name: 'cleanliness', label: 'Cleanliness' },
  { name: 'staff', label: 'Staff' },
] as const;

/** A rating form as the provider's and the doctor's rating dialogs build it. */
function RatingDemo({
  onValid,
  withCriteria = false,
}: {
  onValid: (values: Values) => void;
  withCriteria?: boolean;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { rating: 0, criteria: {} },
  });
  return (
    <Form form={form} onSubmit={form.handleSubmit(onValid)} className="flex w-80 flex-col gap-4">
      <RatingStarsField name="rating" label="Overall rating" required size="lg" />
      {withCriteria ? (
        <RatingCriteriaFieldset legend="Rate the details (optional)" criteria={criteria} />
      ) : null}
      <Button type="submit">Submit rating</Button>
    </Form>
  );
}

const meta = {
  title: 'UI/RatingStarsField',
  component: RatingDemo,
  args: { onValid: fn() },
} satisfies Meta<typeof RatingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing stars sets the field's number. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Overall rating' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit rating' }));
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith({ rating: 4, criteria: {} }, expect.anything()),
    );
  },
};

/** Sent without stars: the field's error, linked to it. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit rating' }));
    await expect(await canvas.findByText('Please choose a rating')).toBeVisible();
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

/** The optional criteria under their legend, each its own star field. */
export const WithCriteria: Story = {
  args: { withCriteria: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('group', { name: 'Rate the details (optional)' });
    const overall = within(canvas.getByRole('radiogroup', { name: 'Overall rating' }));
    await userEvent.click(overall.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(
      within(within(details).getByRole('radiogroup', { name: 'Staff' })).getByRole('radio', {
        name: '3 stars',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit rating' }));
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(
        { rating: 5, criteria: { staff: 3 } },
        expect.anything(),
      ),
    );
  },
};
