import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessions } from '@mocks/fixtures/sessions';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@ui/toast';
import * as fixtures from '@mocks/fixtures/appointments';
import {
  acceptAppointment,
  appointmentsStore,
  changeAppointmentStatus,
} from '@mocks/handlers/appointments';
import { card, expectToast, page } from '@mocks/story-helpers';
import {
  dateText,
  doctorAppointmentsMeta,
  expectStats,
  openConfirm,
  stat,
  statusOf,
} from './doctor-appointments.mock';
import { type DoctorAppointments } from './doctor-appointments';

/** Accept, decline, start, complete and cancel (001 §2.2, §4), and what the doctor is told when one fails (001 §8). */

const meta = {
  ...doctorAppointmentsMeta,
  // Written out: a spread alone does not carry parameters through the story indexer.
  parameters: { session: sessions.appointmentsDoctor },
  title: 'Features/Appointments/DoctorAppointments Decisions',
} satisfies Meta<typeof DoctorAppointments>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- Decisions ----

/** Accept: the request becomes confirmed, the counts follow, the card keeps focus. */
export const AcceptSuccess: Story = {
  play: async ({ canvasElement }) => {
    const hari = await card(canvasElement, 'Hari Prasad Adhikari');
    await userEvent.click(hari.getByRole('button', { name: 'Accept' }));
    await expectToast(
      'Appointment confirmed',
      'Hari Prasad Adhikari will be told, and their records are now open to you.',
    );
    await statusOf(canvasElement, 'Hari Prasad Adhikari', 'Confirmed');
    await expect(hari.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(hari.queryByRole('button', { name: 'Accept' })).toBeNull();
    await expectStats(canvasElement, {
      Total: '9',
      'Pending requests': '1',
      Confirmed: '3',
      Completed: '2',
    });
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('article', { name: 'Hari Prasad Adhikari' }),
      ).toHaveFocus(),
    );
    await expect(appointmentsStore.find(fixtures.requested._id)?.status).toBe('confirmed');
  },
};

/** 001 §8 "Failed to accept appointment." */
export const AcceptFailure: Story = {
  beforeEach({ msw }) {
    msw.use(acceptAppointment.serverError());
  },
  play: async ({ canvasElement }) => {
    const hari = await card(canvasElement, 'Hari Prasad Adhikari');
    await userEvent.click(hari.getByRole('button', { name: 'Accept' }));
    await expectToast('Failed to accept appointment.');
    await expect(hari.getByText('Requested')).toBeVisible();
    await expect(hari.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(stat(canvasElement, 'Pending requests')).toHaveTextContent('2');
  },
};

/** The patient cancelled while the list was open: the 409 is explained, the card catches up. */
export const AcceptAfterPatientCancelled: Story = {
  play: async ({ canvasElement }) => {
    const hari = await card(canvasElement, 'Hari Prasad Adhikari');
    appointmentsStore.update(fixtures.requested._id, {
      status: 'cancelled',
      cancelReason: 'patient',
    });
    await userEvent.click(hari.getByRole('button', { name: 'Accept' }));
    await expectToast(
      'Failed to accept appointment.',
      'An appointment that is cancelled cannot become confirmed.',
    );
    await statusOf(canvasElement, 'Hari Prasad Adhikari', 'Cancelled');
    await expect(hari.getByText('Cancelled by the patient')).toBeVisible();
    await expect(hari.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** Decline asks first; "Keep it" changes nothing; confirming cancels the request. */
export const Decline: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await openConfirm(canvasElement, 'Sabina Shrestha', 'Decline');
    await expect(dialog.getByRole('heading', { name: 'Decline this request?' })).toBeVisible();
    const when = `${dateText('2026-11-24', 'Tuesday')} at 10:00`;
    await expect(dialog.getByText(new RegExp(`^Sabina Shrestha asked for ${when}`))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    const sabina = await card(canvasElement, 'Sabina Shrestha');
    await expect(sabina.getByText('Requested')).toBeVisible();
    await waitFor(() => expect(sabina.getByRole('button', { name: 'Decline' })).toHaveFocus());

    dialog = await openConfirm(canvasElement, 'Sabina Shrestha', 'Decline');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));
    await expectToast('Request declined');
    await statusOf(canvasElement, 'Sabina Shrestha', 'Cancelled');
    await expect(sabina.getByText('You declined this request')).toBeVisible();
    await expect(stat(canvasElement, 'Pending requests')).toHaveTextContent('1');
    await expect(appointmentsStore.find(fixtures.appointmentId(2))?.cancelReason).toBe('declined');
  },
};

/** A confirmed appointment is started, then completed; another is cancelled after asking. */
export const StartCompleteCancel: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Start Ramesh Karki’s visit, then complete it', async () => {
      const ramesh = await card(canvasElement, 'Ramesh Karki');
      await userEvent.click(ramesh.getByRole('button', { name: 'Start' }));
      await expectToast('Appointment started');
      await statusOf(canvasElement, 'Ramesh Karki', 'In progress');
      await expect(ramesh.queryByRole('button', { name: 'Start' })).toBeNull();

      await userEvent.click(ramesh.getByRole('button', { name: 'Complete' }));
      await expectToast('Appointment completed');
      await statusOf(canvasElement, 'Ramesh Karki', 'Completed');
      await expect(ramesh.getByRole('button', { name: 'Prescribe' })).toBeVisible();
      await expect(stat(canvasElement, 'Completed')).toHaveTextContent('3');
    });
    await step('Cancel Sita Sharma’s appointment', async () => {
      const dialog = await openConfirm(canvasElement, 'Sita Sharma', 'Cancel');
      await expect(dialog.getByRole('heading', { name: 'Cancel this appointment?' })).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
      await expectToast('Appointment cancelled');
      await statusOf(canvasElement, 'Sita Sharma', 'Cancelled');
      await expect(
        (await card(canvasElement, 'Sita Sharma')).getByText('You cancelled this appointment'),
      ).toBeVisible();
      await expectStats(canvasElement, {
        Total: '9',
        'Pending requests': '2',
        Confirmed: '0',
        Completed: '3',
      });
    });
  },
};

/** An appointment in progress can be completed straight away. */
export const CompleteInProgress: Story = {
  play: async ({ canvasElement }) => {
    const gita = await card(canvasElement, 'Gita Poudel');
    await userEvent.click(gita.getByRole('button', { name: 'Complete' }));
    await expectToast('Appointment completed');
    await statusOf(canvasElement, 'Gita Poudel', 'Completed');
    await expect(gita.getByRole('button', { name: 'Prescribe' })).toBeVisible();
  },
};

/** 001 §8 "Failed to update appointment status.", for a plain action and a confirmed one. */
export const StatusUpdateFailure: Story = {
  beforeEach({ msw }) {
    msw.use(changeAppointmentStatus.serverError());
  },
  play: async ({ canvasElement }) => {
    const ramesh = await card(canvasElement, 'Ramesh Karki');
    await userEvent.click(ramesh.getByRole('button', { name: 'Start' }));
    await expectToast('Failed to update appointment status.');
    await expect(ramesh.getByText('Confirmed')).toBeVisible();

    toast.dismiss();
    const dialog = await openConfirm(canvasElement, 'Ramesh Karki', 'Cancel');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expectToast('Failed to update appointment status.');
    await expect(ramesh.getByText('Confirmed')).toBeVisible();
  },
};

/**
 * 409 ILLEGAL_TRANSITION: the patient cancelled a confirmed appointment just before the
 * doctor pressed Start. The server's explanation shows, and the card catches up.
 */
export const IllegalTransition: Story = {
  play: async ({ canvasElement }) => {
    const ramesh = await card(canvasElement, 'Ramesh Karki');
    appointmentsStore.update(fixtures.confirmed._id, {
      status: 'cancelled',
      cancelReason: 'patient',
    });
    await userEvent.click(ramesh.getByRole('button', { name: 'Start' }));
    await expectToast(
      'Failed to update appointment status.',
      'An appointment that is cancelled cannot become in-progress.',
    );
    await statusOf(canvasElement, 'Ramesh Karki', 'Cancelled');
    await expect(ramesh.getByText('Cancelled by the patient')).toBeVisible();
  },
};
