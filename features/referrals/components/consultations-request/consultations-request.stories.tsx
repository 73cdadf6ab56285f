import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { colleagueDoctors, createConsultation } from '@mocks/handlers/consultations';
import { choose, expectToast, fill, openedDialog } from '@mocks/story-helpers';
import { RequestConsultationDialog } from './request-consultation-dialog';

/** The Request Consultation dialog from a patient card (001 §2.3, §3, §5; ADR 0041). */

const meta = {
  title: 'Referrals/RequestConsultation',
  component: RequestConsultationDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    patient: { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Gita Shrestha' },
    defaultTime: '2026-11-27T04:15:00.000Z',
  },
  parameters: { session: sessions.appointmentsDoctor },
  beforeEach({ msw }) {
    msw.use(colleagueDoctors.success());
  },
} satisfies Meta<typeof RequestConsultationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The opened dialog once its colleagues have loaded and the form is shown. */
const dialog = async () => {
  const form = await openedDialog('dialog', 'Request consultation for Gita Shrestha');
  await form.findByRole('combobox', { name: 'Consulting doctor (required)' });
  return form;
};

/**
 * A doctor and a reason are enough: the request goes to the colleague. The dialog really
 * closes here (while a modal is open the toasts' area is hidden from queries).
 */
export const Success: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <RequestConsultationDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const form = await dialog();
    await choose(form, 'Consulting doctor (required)', 'Dr. Sabina Adhikari (Gynecology)');
    await fill(form.getByLabelText(/^Reason/), 'Valve in pregnancy: is a vaginal delivery safe?');
    await expect(form.getByRole('combobox', { name: 'Duration' })).toHaveTextContent('30 minutes');
    await userEvent.click(form.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expectToast('Consultation requested from Dr. Sabina Adhikari');
  },
};

/** 001 §5: a missing doctor or reason says "Please select a doctor and provide a reason." */
export const ValidationError: Story = {
  play: async () => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Send request' }));
    await expect(
      await form.findAllByText('Please select a doctor and provide a reason.'),
    ).toHaveLength(2);
  },
};

/** The catalogue's CONSULTATION_TIME_PAST, refused by the server on its field. */
export const TimePast: Story = {
  beforeEach({ msw }) {
    msw.use(createConsultation.timePast());
  },
  play: async () => {
    const form = await dialog();
    await choose(form, 'Consulting doctor (required)', 'Dr. Suman Shrestha (Neurology)');
    await fill(form.getByLabelText(/^Reason/), 'Headaches with numbness');
    await userEvent.click(form.getByRole('button', { name: 'Send request' }));
    await expect(
      await form.findByText('The consultation time cannot be in the past.'),
    ).toBeVisible();
  },
};

/** 001 §8: "Failed to consultation patient. Please try again.", and the form is kept. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(createConsultation.serverError());
  },
  play: async () => {
    const form = await dialog();
    await choose(form, 'Consulting doctor (required)', 'Dr. Suman Shrestha (Neurology)');
    await fill(form.getByLabelText(/^Reason/), 'Headaches with numbness');
    await userEvent.click(form.getByRole('button', { name: 'Send request' }));
    await expect(
      await form.findByText('Failed to consultation patient. Please try again.'),
    ).toBeVisible();
    await expect(form.getByLabelText(/^Reason/)).toHaveValue('Headaches with numbness');
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async () => {
    const form = await openedDialog('dialog', 'Gita Shrestha को लागि परामर्श अनुरोध');
    await expect(await form.findByRole('button', { name: 'अनुरोध पठाउनुहोस्' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('combobox', { name: /Consulting doctor/ })).toBeVisible();
  },
};
