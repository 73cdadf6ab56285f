import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../button';
import { Input } from '../input';
import { Form, FormField, FormRootError } from './form';

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  email: z.email('Please enter a valid email address'),
});
type Values = z.infer<typeof schema>;

type DemoProps = {
  /** Called with the valid values; a rejection becomes the form's own error. */
  onValid: (values: Values) => Promise<void> | void;
};

function ContactDemo({ onValid }: DemoProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onValid(values);
    } catch (error) {
      form.setError('root.server', { type: 'server', message: (error as Error).message });
    }
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="flex w-80 flex-col gap-4">
      <FormField<Values, 'name'>
        name="name"
        label="Full name"
        required
        render={(field) => <Input autoComplete="name" {...field} />}
      />
      <FormField<Values, 'email'>
        name="email"
        label="Email"
        hint="We reply to this address."
        required
        render={(field) => <Input type="email" autoComplete="email" {...field} />}
      />
      <FormRootError />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Send
      </Button>
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: ContactDemo,
  args: { onValid: fn() },
} satisfies Meta<typeof ContactDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Full name/ }), 'Sita Sharma');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'sita@example.np');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith({ name: 'Sita Sharma', email: 'sita@example.np' }),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Submitting with errors shows each under its field, linked to it, and focuses the first. */
export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await userEvent.type(email, 'sita@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const name = canvas.getByRole('textbox', { name: /^Full name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your name');
    await expect(email).toHaveAccessibleDescription(
      'We reply to this address. Please enter a valid email address',
    );
    await expect(args.onValid).not.toHaveBeenCalled();
    // Fixing a field clears its error once it is checked again; what was typed stays.
    await userEvent.type(name, 'Sita');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveValue('sita@');
  },
};

/** A failure that names no field is the form's own, announced as an alert; nothing typed is lost. */
export const ServerError: Story = {
  args: {
    onValid: fn(() => Promise.reject(new Error('Too many requests. Please wait a moment.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Full name/ }), 'Sita Sharma');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'sita@example.np');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment.',
    );
    await expect(canvas.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Sita Sharma');
  },
};
