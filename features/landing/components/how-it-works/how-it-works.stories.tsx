import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HowItWorks } from './how-it-works';

const meta = {
  title: 'Features/Landing/HowItWorks',
  component: HowItWorks,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Register, find services, connect: in order, numbered. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'How it works' }));
    const steps = within(region.getByRole('list')).getAllByRole('listitem');
    const expected = [
      ['1', 'Register', /free account/],
      ['2', 'Find services', /doctors, hospitals, labs and pharmacies/],
      ['3', 'Connect', /Book an appointment/],
    ] as const;
    await expect(steps).toHaveLength(3);
    for (const [index, [number, title, description]] of expected.entries()) {
      const step = within(steps[index]!);
      await expect(step.getByText(number)).toBeVisible();
      await expect(step.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(step.getByText(description)).toBeVisible();
    }
  },
};

/** The step numbers in Devanagari digits. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    for (const [index, digit] of ['१', '२', '३'].entries())
      await expect(within(steps[index]!).getByText(digit)).toBeVisible();
  },
};
