import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { formatDateAD } from '@lib/format';
import { toast } from '@ui/toast';
import * as fixtures from '@mocks/fixtures/appointments';
import { sessions } from '@mocks/fixtures/sessions';
import { appointmentsHandlers, resetAppointmentsStore } from '@mocks/handlers/appointments';
import { card, openedDialog, region } from '@mocks/story-helpers';
import { DoctorAppointments } from './doctor-appointments';

/** What every doctor's appointments story file shares: its setup and what it looks at. */

/** The page's heading around the tab, as the portal shows it. */
const heading = 'Appointments';

export const doctorAppointmentsMeta = {
  component: DoctorAppointments,
  args: { today: fixtures.today },
  parameters: { session: sessions.appointmentsDoctor },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-4xl">
        <h1 className="mb-6 text-2xl font-semibold">{heading}</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    resetAppointmentsStore();
    toast.dismiss();
    msw.use(...appointmentsHandlers());
  },
} satisfies Meta<typeof DoctorAppointments>;

/** The figure of a stat card, by its label. */
export const stat = (canvasElement: HTMLElement, label: string) => {
  return region(canvasElement, 'Summary').getByText(label).closest('dl')!.querySelector('dd')!;
};

export async function expectStats(
  canvasElement: HTMLElement,
  figures: Record<'Total' | 'Pending requests' | 'Confirmed' | 'Completed', string>,
) {
  for (const [label, value] of Object.entries(figures))
    await waitFor(() => expect(stat(canvasElement, label)).toHaveTextContent(value));
}

export const statusOf = async (canvasElement: HTMLElement, name: string, status: string) =>
  waitFor(async () => expect((await card(canvasElement, name)).getByText(status)).toBeVisible());

export const dateText = (iso: string, day: string) => `${day}, ${formatDateAD(iso, 'en')}`;

/** Opens the confirmation of `button` on `name`'s card and returns the dialog. */
export async function openConfirm(canvasElement: HTMLElement, name: string, button: string) {
  await userEvent.click((await card(canvasElement, name)).getByRole('button', { name: button }));
  return openedDialog('alertdialog');
}

export const expectedOrder = [
  'Gita Poudel',
  'Hari Prasad Adhikari',
  'Ramesh Karki',
  'Sabina Shrestha',
  'Sita Sharma',
  'Anjali Thapa Magar',
  'Krishna Bahadur Magar',
  'Sunita Rai',
  'Prakash Gurung',
];
