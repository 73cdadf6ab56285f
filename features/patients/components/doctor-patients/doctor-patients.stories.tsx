import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RealtimeProvider } from '@lib/realtime';
import * as fixtures from '@mocks/fixtures/patients';
import { sessions } from '@mocks/fixtures/sessions';
import {
  acceptPatient,
  doctorPatientCritical,
  doctorPatients,
  patientRecords,
  patientsStore,
  rejectPatient,
} from '@mocks/handlers/patients';
import { fakeRealtime } from '@mocks/handlers/notifications';
import { card, choose, expectToast, openedDialog, page } from '@mocks/story-helpers';
import { DoctorPatients } from './doctor-patients';

/** The doctor portal's Patients tab (001 §2.3): every state of the list and each decision. */

const meta = {
  title: 'Patients/DoctorPatients',
  component: DoctorPatients,
  parameters: { session: sessions.appointmentsDoctor },
  args: {
    renderPrescription: ({ appointmentId }) => (
      <p>Prescription form for appointment {appointmentId}</p>
    ),
  },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-5xl">
        <h1 className="mb-6 text-2xl font-semibold">Patients</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(
      doctorPatients.success(),
      doctorPatientCritical.success(),
      acceptPatient.success(),
      rejectPatient.success(),
      patientRecords.success(),
    );
  },
} satisfies Meta<typeof DoctorPatients>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('article')).map(
    (a) => within(a).getByRole('heading', { level: 3 }).textContent,
  );
const figures = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="stat-card"] dd')].map((dd) => dd.textContent);

/** The four figures, then a card per patient with every field and its actions. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await names(canvasElement)).toEqual([
      'Bikash Gurung',
      'Gita Shrestha',
      'Maya Tamang',
      'Nirmala Rai',
      'Ram Bahadur Thapa',
    ]);
    await expect(canvas.getByRole('heading', { name: 'Patient Management' })).toBeVisible();
    for (const label of ['Total Patients', 'Recent Visits', 'Pending Actions', 'Critical Cases'])
      await expect(canvas.getByText(label)).toBeVisible();
    await expect(figures(canvasElement)).toEqual(['5', '1', '2', '1']);
    await expect(
      canvas.getByPlaceholderText('Search patients by name, phone, or email...'),
    ).toBeVisible();

    const ram = await card(canvasElement, 'Ram Bahadur Thapa');
    await expect(ram.getByText('68 years · Male')).toBeVisible();
    await expect(ram.getByText('My Patient')).toBeVisible();
    await expect(ram.getByText('Critical')).toBeVisible();
    await expect(ram.getByText('B+')).toBeVisible();
    await expect(ram.getByRole('link', { name: '9800000101' })).toHaveAttribute(
      'href',
      'tel:9800000101',
    );
    await expect(ram.getByText('ram.thapa@patients.demo.np')).toBeVisible();
    await expect(
      ram.getByText('Heart failure with reduced ejection fraction (NYHA class II)'),
    ).toBeVisible();
    await expect(ram.getByRole('button', { name: 'View Records' })).toBeVisible();
    await expect(ram.getByRole('button', { name: 'Remove critical mark' })).toBeVisible();
    // No visit without a prescription: nothing to prescribe for.
    await expect(ram.queryByRole('button', { name: 'Prescribe' })).toBeNull();
    await expect(
      (await card(canvasElement, 'Gita Shrestha')).getByRole('button', { name: 'Prescribe' }),
    ).toBeVisible();

    const maya = await card(canvasElement, 'Maya Tamang');
    await expect(maya.getByText('No visits yet')).toBeVisible();

    const bikash = await card(canvasElement, 'Bikash Gurung');
    await expect(bikash.getByText('Pending')).toBeVisible();
    await expect(bikash.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(bikash.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expect(bikash.queryByRole('button', { name: 'View Records' })).toBeNull();
    await expect(
      bikash.getByText('Medical records are not accessible until patient acceptance.'),
    ).toBeVisible();
    // Refer, Transfer and Consult come with their own issue: absent, not dead.
    for (const absent of ['Refer', 'Transfer', 'Consult'])
      await expect(canvas.queryByRole('button', { name: absent })).toBeNull();
  },
};

/** Search, sort and filter go to the server; the figures stay the whole list's. */
export const SearchSortFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await names(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search patients' }), 'thyroid');
    await waitFor(async () => expect(await names(canvasElement)).toEqual(['Gita Shrestha']));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search patients' }));

    await choose(canvas, 'Sort by', 'Age');
    await waitFor(async () =>
      expect(await names(canvasElement)).toEqual([
        'Ram Bahadur Thapa',
        'Gita Shrestha',
        'Maya Tamang',
        'Nirmala Rai',
        'Bikash Gurung',
      ]),
    );
    await choose(canvas, 'Show', 'Critical');
    await waitFor(async () => expect(await names(canvasElement)).toEqual(['Ram Bahadur Thapa']));
    await expect(figures(canvasElement)).toEqual(['5', '1', '2', '1']);
  },
};

/** Nothing matches: 001 §2.3's words for a filtered list, and a way back. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await names(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search patients' }), 'zzz');
    await expect(await canvas.findByText('No patients match your current filters.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No patients found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(async () => expect(await names(canvasElement)).toHaveLength(5));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(doctorPatients.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No patients found' })).toBeVisible();
    await expect(canvas.getByText('You have no patients registered yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(doctorPatients.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading patients...')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(doctorPatients.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load your patients' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(doctorPatients.offline());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load your patients' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(doctorPatients.forbidden());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Could not load your patients' }),
    ).toBeVisible();
  },
};

/** Accept: "Patient accepted successfully!", and the patient becomes My Patient. */
export const AcceptPatient: Story = {
  play: async ({ canvasElement }) => {
    const bikash = await card(canvasElement, 'Bikash Gurung');
    await userEvent.click(bikash.getByRole('button', { name: 'Accept' }));
    await expectToast('Patient accepted successfully!');
    await waitFor(async () =>
      expect((await card(canvasElement, 'Bikash Gurung')).getByText('My Patient')).toBeVisible(),
    );
    await expect(
      (await card(canvasElement, 'Bikash Gurung')).getByRole('button', { name: 'View Records' }),
    ).toBeVisible();
  },
};

/** Reject, confirmed: "Patient referral rejected.", and the patient leaves the list. */
export const RejectPatient: Story = {
  play: async ({ canvasElement }) => {
    const nirmala = await card(canvasElement, 'Nirmala Rai');
    await userEvent.click(nirmala.getByRole('button', { name: 'Reject' }));
    const dialog = await openedDialog('alertdialog', 'Reject Nirmala Rai?');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expectToast('Patient referral rejected.');
    await waitFor(async () => expect(await names(canvasElement)).not.toContain('Nirmala Rai'));
  },
};

/** 001 §8: "Failed to accept patient. Please try again." */
export const AcceptFailed: Story = {
  beforeEach({ msw }) {
    msw.use(acceptPatient.serverError());
  },
  play: async ({ canvasElement }) => {
    const bikash = await card(canvasElement, 'Bikash Gurung');
    await userEvent.click(bikash.getByRole('button', { name: 'Accept' }));
    await expectToast('Failed to accept patient. Please try again.');
    await expect(bikash.getByText('Pending')).toBeVisible();
  },
};

/** 001 §8: "Failed to reject patient. Please try again." */
export const RejectFailed: Story = {
  beforeEach({ msw }) {
    msw.use(rejectPatient.serverError());
  },
  play: async ({ canvasElement }) => {
    const nirmala = await card(canvasElement, 'Nirmala Rai');
    await userEvent.click(nirmala.getByRole('button', { name: 'Reject' }));
    const dialog = await openedDialog('alertdialog', 'Reject Nirmala Rai?');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expectToast('Failed to reject patient. Please try again.');
  },
};

/** The critical mark is kept by the server and counted. */
export const MarkCritical: Story = {
  play: async ({ canvasElement }) => {
    const gita = await card(canvasElement, 'Gita Shrestha');
    await userEvent.click(gita.getByRole('button', { name: 'Mark as critical' }));
    await expectToast('Gita Shrestha is marked as a critical case.');
    await waitFor(() => expect(figures(canvasElement)).toEqual(['5', '1', '2', '2']));
    await expect(
      (await card(canvasElement, 'Gita Shrestha')).getByRole('button', {
        name: 'Remove critical mark',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A patient another doctor has taken off the list: the server's words. */
export const PatientNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(doctorPatientCritical.notFound());
  },
  play: async ({ canvasElement }) => {
    const gita = await card(canvasElement, 'Gita Shrestha');
    await userEvent.click(gita.getByRole('button', { name: 'Mark as critical' }));
    await expectToast(
      'Failed to update the critical mark. Please try again.',
      'This patient is not on your list.',
    );
  },
};

/** View Records opens the details with the records table. */
export const ViewRecords: Story = {
  play: async ({ canvasElement }) => {
    const ram = await card(canvasElement, 'Ram Bahadur Thapa');
    await userEvent.click(ram.getByRole('button', { name: 'View Records' }));
    const dialog = await openedDialog('dialog', 'Patient details');
    await expect(
      await dialog.findByRole('cell', { name: 'Echocardiography report' }),
    ).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Medical Records' })).toBeVisible();
  },
};

/** Prescribe opens the app's prescription form for the visit without one. */
export const Prescribe: Story = {
  play: async ({ canvasElement }) => {
    const gita = await card(canvasElement, 'Gita Shrestha');
    await userEvent.click(gita.getByRole('button', { name: 'Prescribe' }));
    const dialog = await openedDialog('dialog', 'New prescription');
    await expect(dialog.getByText('For Gita Shrestha')).toBeVisible();
    await expect(
      dialog.getByText(
        `Prescription form for appointment ${fixtures.gita.prescribableAppointmentId}`,
      ),
    ).toBeVisible();
  },
};

/** Nepali: the texts, Devanagari figures and Bikram Sambat dates. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'बिरामी व्यवस्थापन' })).toBeVisible();
    await waitFor(() => expect(figures(canvasElement)).toEqual(['५', '१', '२', '१']));
    const bikash = await card(canvasElement, 'Bikash Gurung');
    await expect(bikash.getByRole('button', { name: 'स्वीकार गर्नुहोस्' })).toBeVisible();
    await expect(bikash.getByText('बिरामी स्वीकार नगरेसम्म मेडिकल रेकर्डहरू हेर्न सकिँदैन।')).toBeVisible();
    await expect(page().getByPlaceholderText('नाम, फोन वा इमेलबाट बिरामी खोज्नुहोस्...')).toBeVisible();
  },
};

/** The dark theme: the same cards, badges and figures at AA contrast. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await names(canvasElement)).toHaveLength(5);
    await expect(
      (await card(canvasElement, 'Ram Bahadur Thapa')).getByText('Critical'),
    ).toBeVisible();
  },
};

/**
 * A patient books while the tab is open: `appointment_booked` arrives over the app's
 * RealtimeProvider (socket.io faked over MSW) and they appear as pending, without a reload.
 */
export const LiveNewRequest: Story = {
  beforeEach({ msw }) {
    fakeRealtime.reset();
    msw.use(...fakeRealtime.handlers());
  },
  decorators: [
    (Story) => (
      <RealtimeProvider>
        <Story />
      </RealtimeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await names(canvasElement)).toHaveLength(5);
    await fakeRealtime.connected();
    patientsStore.add({
      ...fixtures.nirmala,
      id: '7a1c0c52-3f0e-4a51-9d0e-0000000000a6',
      name: 'Laxmi Bhandari',
      email: 'laxmi.bhandari@patients.demo.np',
      phone: '9845678901',
      pendingAppointmentId: '7a1c0c52-3f0e-4a51-9d0e-0000000000b6',
    });
    fakeRealtime.emit('appointment_booked', {});
    const laxmi = await card(canvasElement, 'Laxmi Bhandari');
    await expect(laxmi.getByText('Pending')).toBeVisible();
    await waitFor(() => expect(figures(canvasElement)).toEqual(['6', '1', '3', '1']));
  },
};
