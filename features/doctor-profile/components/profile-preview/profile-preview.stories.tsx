import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { aaratiProfile, pendingProfile } from '@mocks/fixtures/doctor-profile';
import { page } from '@mocks/story-helpers';
import { ProfilePreview } from './profile-preview';

/** The read-only preview of the doctor's profile (001 §2.12). */
const meta = {
  title: 'DoctorProfile/ProfilePreview',
  component: ProfilePreview,
  args: { profile: aaratiProfile, open: true, onOpenChange: () => {} },
} satisfies Meta<typeof ProfilePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending doctor with little filled in: the badge says so, empty parts say "Not added yet". */
export const Pending: Story = {
  args: { profile: pendingProfile },
  play: async () => {
    const dialog = within(await page().findByRole('dialog', { name: 'Profile preview' }));
    await waitFor(() => expect(dialog.getByText('Dr. Bikram Thapa')).toBeVisible());
    await expect(dialog.getByText('Pending verification')).toBeVisible();
    await expect(dialog.getAllByText('Not added yet').length).toBeGreaterThan(0);
  },
};
