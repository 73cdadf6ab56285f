import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { careColleagues } from '@mocks/handlers/referrals';
import { ColleagueSearch } from './colleague-search';

/** The doctor and hospital search (001 §2.5, §2.7, §9). */
const meta = {
  title: 'Referrals/ColleagueSearch',
  component: ColleagueSearch,
  parameters: { session: sessions.appointmentsDoctor },
  beforeEach({ msw }) {
    msw.use(careColleagues.success());
  },
} satisfies Meta<typeof ColleagueSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dr. Suman Shrestha')).toBeVisible();
    await expect(canvas.getByText('Gynecology · Manipal Teaching Hospital')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Hospitals' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(careColleagues.serverError());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not search')).toBeVisible();
  },
};
