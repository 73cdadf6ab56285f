import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@contract/paths';
import { completedWithPrescription } from '@mocks/fixtures/appointments';
import * as fixtures from '@mocks/fixtures/care-requests';
import { sessions } from '@mocks/fixtures/sessions';
import { careRequestsStore, createCareRequest, myRequests } from '@mocks/handlers/care-requests';
import { doctors } from '@mocks/fixtures/discovery';
import { expectToast, openedDialog } from '@mocks/story-helpers';
import { api, ok, refuse } from '@mocks/respond';
import { FollowUpRequest } from './follow-up-request';

/** The patient's follow-up or second-opinion ask on a completed appointment (ADR 0042). */

const meta = {
  title: 'Appointments/FollowUpRequest',
  component: FollowUpRequest,
  args: { appointment: completedWithPrescription, today: fixtures.today },
  parameters: { session: sessions.patient },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-xl p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(myRequests.success(), createCareRequest.success());
  },
} satisfies Meta<typeof FollowUpRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

async function ask(canvasElement: HTMLElement, button = 'Request follow-up') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  return openedDialog('dialog', button === 'Request follow-up' ? 'Request a follow-up' : button);
}

/** A follow-up asked: the doctor is told, and the card says it is waiting. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await ask(canvasElement);
    await expect(dialog.getByLabelText(/^Preferred date/)).toHaveAttribute('min', fixtures.today);
    await userEvent.type(
      dialog.getByLabelText(/What would you like to discuss/),
      'My readings are still high.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expectToast(`Your request was sent to ${completedWithPrescription.doctor.fullName}.`);
    await expect(
      await within(canvasElement).findByText('Your request is waiting for the doctor.'),
    ).toBeVisible();
  },
};

/** A past answer shows on the card: declined, with the doctor's words. */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(myRequests.success());
    // The store's declined request, as if it came from this appointment.
    careRequestsStore.reset([
      {
        ...fixtures.sitaRejected,
        fromAppointment: {
          ...fixtures.sitaRejected.fromAppointment,
          _id: completedWithPrescription._id,
        },
      },
    ]);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Declined by the doctor\. It is too early to judge/),
    ).toBeVisible();
  },
};

/** A description is needed, and a preferred date before today is refused. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await ask(canvasElement, 'Ask for a second opinion');
    const date = dialog.getByLabelText(/^Preferred date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByText('The date cannot be before today')).toBeVisible();
    await expect(dialog.getByText('Please describe what you need')).toBeVisible();
  },
};

export const RequestAlreadyPending: Story = {
  beforeEach({ msw }) {
    msw.use(createCareRequest.alreadyPending());
  },
  play: async ({ canvasElement }) => {
    const dialog = await ask(canvasElement);
    await userEvent.type(dialog.getByLabelText(/What would you like to discuss/), 'Again, please.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You already have a pending request of this kind for this appointment',
    );
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(createCareRequest.serverError());
  },
  play: async ({ canvasElement }) => {
    const dialog = await ask(canvasElement);
    await userEvent.type(dialog.getByLabelText(/What would you like to discuss/), 'Please.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(dialog.getByLabelText(/What would you like to discuss/)).toHaveValue('Please.');
  },
};

/** A verified doctor from the search, with the id the server gives doctors. */
const koirala = {
  ...doctors.find((d) => d.fullName === 'Dr. Anil Koirala')!,
  _id: 'd0c70000-0000-4000-8000-000000000001',
};
const searchDoctors = () => http.get(api(paths.doctorsSearch), () => ok({ doctors: [koirala] }));
let sentBody: unknown = null;

async function askKoirala(canvasElement: HTMLElement) {
  const dialog = await ask(canvasElement, 'Ask for a second opinion');
  await expect(
    dialog.getByRole('radio', {
      name: `${completedWithPrescription.doctor.fullName}, who saw you on this visit`,
    }),
  ).toBeChecked();
  await userEvent.type(dialog.getByRole('searchbox', { name: /Search for another doctor/ }), 'Koi');
  await userEvent.click(await dialog.findByRole('radio', { name: /Dr. Anil Koirala/ }));
  await userEvent.type(
    dialog.getByLabelText(/What would you like to discuss/),
    'Is surgery needed?',
  );
  await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
  return dialog;
}

/** A second opinion from another verified doctor: the ask names them. */
export const SecondOpinionOtherDoctor: Story = {
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(
      searchDoctors(),
      http.post(api(paths.appointmentRequests), async ({ request }) => {
        sentBody = await request.clone().json();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await askKoirala(canvasElement);
    await waitFor(() =>
      expect(sentBody).toMatchObject({ type: 'second-opinion', doctorId: koirala._id }),
    );
  },
};

/** The chosen doctor is no longer verified: the refusal shows under the doctor field. */
export const DoctorNotVerified: Story = {
  beforeEach({ msw }) {
    msw.use(
      searchDoctors(),
      http.post(api(paths.appointmentRequests), ({ request }) =>
        refuse(request, 403, 'DOCTOR_NOT_VERIFIED', 'doctorId'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await askKoirala(canvasElement);
    await expect(
      await dialog.findByText(
        'This doctor is not yet verified. Appointments can be requested only with verified doctors.',
      ),
    ).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'फलो-अप माग्नुहोस्' }));
    await openedDialog('dialog', 'फलो-अपको अनुरोध गर्नुहोस्');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Ask for a second opinion' }),
    ).toBeVisible();
  },
};
