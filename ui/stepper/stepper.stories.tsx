import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './stepper';

const booking = [
  { label: 'Select Day' },
  { label: 'Choose Time' },
  { label: 'Details' },
  { label: 'Confirmation' },
];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps: booking, current: 1, label: 'Booking progress' },
  argTypes: {
    current: { control: { type: 'number', min: 0, max: 4 } },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  // A container query decides between the full list and the compact summary.
  decorators: [
    (Story) => (
      <div className="w-[40rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

type Status = 'Completed' | 'Current step' | 'Not started';

/** Each step is a list item with its name and spoken status, the current one marked. */
const expectSteps = async (canvasElement: HTMLElement, statuses: Status[]) => {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list', { name: 'Booking progress' });
  const items = within(list).getAllByRole('listitem');
  await expect(items).toHaveLength(statuses.length);
  for (const [i, item] of items.entries()) {
    await expect(item).toHaveTextContent(booking[i]!.label);
    await expect(item).toHaveTextContent(statuses[i]!);
    if (statuses[i] === 'Current step') await expect(item).toHaveAttribute('aria-current', 'step');
    else await expect(item).not.toHaveAttribute('aria-current');
  }
};

/** On a wide container every step name is seen and the compact summary is not. */
const expectWide = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  for (const { label } of booking) {
    const name = canvas.getByText(label, { selector: 'span:not([aria-hidden] *)' });
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(1);
  }
  await expect(canvasElement.querySelector('[data-slot="stepper-compact"]')).not.toBeVisible();
};

export const FirstStep: Story = {
  args: { current: 0 },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, ['Current step', 'Not started', 'Not started', 'Not started']);
    await expectWide(canvasElement);
  },
};

export const MiddleStep: Story = {
  args: { current: 2 },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, ['Completed', 'Completed', 'Current step', 'Not started']);
    await expectWide(canvasElement);
  },
};

export const LastStep: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, ['Completed', 'Completed', 'Completed', 'Current step']);
  },
};

export const AllComplete: Story = {
  args: { current: 4 },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, ['Completed', 'Completed', 'Completed', 'Completed']);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

export const Small: Story = {
  args: { size: 'sm', current: 1 },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, ['Completed', 'Current step', 'Not started', 'Not started']);
    const marker = canvasElement.querySelector('[data-slot="step-indicator"]')!;
    await expect(marker.getBoundingClientRect().width).toBe(24);
  },
};

export const Compact: Story = {
  args: { current: 1 },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Narrow: "Step 2 of 4" and the current step's name are what is seen.
    const summary = canvasElement.querySelector('[data-slot="stepper-compact"]')!;
    await expect(summary).toBeVisible();
    await expect(summary).toHaveTextContent('Step 2 of 4');
    await expect(summary).toHaveTextContent('Choose Time');
    // The full list stays for screen readers.
    await expectSteps(canvasElement, ['Completed', 'Current step', 'Not started', 'Not started']);
    await expect(canvas.getByRole('list').getBoundingClientRect().width).toBeLessThanOrEqual(288);
  },
};
