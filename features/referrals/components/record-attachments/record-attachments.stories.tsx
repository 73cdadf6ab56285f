import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { patientRecords } from '@mocks/handlers/patients';
import { RecordAttachments, type RecordAttachmentsProps } from './record-attachments';

/** The records a doctor sends with a referral or a transfer (issue 18). */
function Picker(props: RecordAttachmentsProps) {
  const [value, setValue] = useState<string[]>([...props.value]);
  return (
    <RecordAttachments
      {...props}
      value={value}
      onChange={(ids) => {
        setValue(ids);
        props.onChange(ids);
      }}
    />
  );
}

const meta = {
  title: 'Referrals/RecordAttachments',
  component: RecordAttachments,
  render: (args) => <Picker {...args} />,
  parameters: { session: sessions.appointmentsDoctor },
  args: {
    patientId: '7a1c0c52-3f0e-4a51-9d0e-0000000000a2',
    value: [],
    onChange: fn(),
    max: 10,
  },
  beforeEach({ msw }) {
    msw.use(patientRecords.success());
  },
} satisfies Meta<typeof RecordAttachments>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: 'Attach medical records' });

/** Each record with its title, type and date, and the limit. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const g = within(await group(canvasElement));
    await expect(
      await g.findByRole('checkbox', { name: 'Echocardiography report' }),
    ).not.toBeChecked();
    await expect(g.getByText(/Lab report · /)).toBeVisible();
    await expect(g.getByText(/Up to 10 records \(0 chosen\)/)).toBeVisible();
  },
};

/** Chosen up to the limit: the count follows and the other boxes cannot be ticked. */
export const Selected: Story = {
  args: { max: 1 },
  play: async ({ canvasElement, args }) => {
    const g = within(await group(canvasElement));
    await userEvent.click(await g.findByRole('checkbox', { name: 'Echocardiography report' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['c0ffee00-0000-4000-8000-0000000000e1']);
    await expect(g.getByText(/Up to 1 records \(1 chosen\)/)).toBeVisible();
    await expect(g.getByRole('checkbox', { name: 'छातीको एक्स-रे (Chest X-ray)' })).toBeDisabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(patientRecords.loading());
  },
  play: async ({ canvasElement }) => {
    const g = within(await group(canvasElement));
    await expect(await g.findByRole('status')).toHaveTextContent('Loading records…');
  },
};

/** The patient has uploaded nothing: "No records to attach". */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(patientRecords.empty());
  },
  play: async ({ canvasElement }) => {
    const g = within(await group(canvasElement));
    await expect(await g.findByText('No records to attach')).toBeVisible();
  },
};

/** The list failed: the form can still be sent, or the list asked for again. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(patientRecords.serverError());
  },
  play: async ({ canvasElement }) => {
    const g = within(await group(canvasElement));
    await expect(await g.findByRole('alert')).toHaveTextContent('The records could not be loaded.');
    await expect(g.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A refusal of the attachments (the server's, or the limit) under the list. */
export const Refused: Story = {
  args: { error: 'One of the chosen records could not be found.' },
  play: async ({ canvasElement }) => {
    const g = within(await group(canvasElement));
    await expect(g.getByRole('alert')).toHaveTextContent(
      'One of the chosen records could not be found.',
    );
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const g = within(
      await within(canvasElement).findByRole('group', { name: 'मेडिकल रेकर्ड संलग्न गर्नुहोस्' }),
    );
    await expect(await g.findByText(/१० वटासम्म/)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: ['c0ffee00-0000-4000-8000-0000000000e1'] },
  play: async ({ canvasElement }) => {
    const g = within(await group(canvasElement));
    await expect(await g.findByRole('checkbox', { name: 'Echocardiography report' })).toBeChecked();
  },
};
