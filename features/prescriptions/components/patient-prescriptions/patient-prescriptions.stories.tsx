import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '@lib/format';
import {
  activeRx,
  completedRx,
  expiredRx,
  expiringRx,
} from '@mocks/fixtures/prescriptions-patient-screens';
import { sessions } from '@mocks/fixtures/sessions';
import {
  patientPrescriptions,
  patientPrescriptionsHandlers,
  uploadedPrescriptions,
} from '@mocks/handlers/prescriptions-patient-screens';
import {
  card,
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  expectTouchTargets,
  fill,
  openTab,
  openedDialog,
  phone360,
  region,
} from '@mocks/story-helpers';
import { PatientPrescriptions } from './patient-prescriptions';

const meta = {
  title: 'Prescriptions/PatientPrescriptions',
  component: PatientPrescriptions,
  parameters: { session: sessions.patient },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-4xl">
        <h1 className="mb-6 text-2xl font-semibold">Prescriptions</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...patientPrescriptionsHandlers());
  },
} satisfies Meta<typeof PatientPrescriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = (rx: { number: string }) => `Prescription ${rx.number}`;
const cardTitles = async (canvasElement: HTMLElement) =>
  (await region(canvasElement, 'From your doctors').findAllByRole('article')).map(
    (a) => a.querySelector('h3')?.textContent,
  );

/**
 * Stats over all of them, every status's card with its doctor, hospital, diagnosis, dates,
 * expiring-soon mark, the first two medications then "and N more", and the uploads apart.
 */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const active = await card(canvasElement, title(activeRx));
    await expect(active.getByText('Active')).toBeVisible();
    await expect(active.getByText('Dr. Aarati Joshi')).toBeVisible();
    await expect(active.getByText('Bir Hospital')).toBeVisible();
    await expect(active.getByText('High blood pressure (stage 1)')).toBeVisible();
    await expect(active.getByText(formatDate(activeRx.createdAt, 'en'))).toBeVisible();
    await expect(active.getByText(formatDate(activeRx.validUntil, 'en'))).toBeVisible();
    await expect(active.getByText('Amlodipine')).toBeVisible();
    await expect(active.getByText('Losartan')).toBeVisible();
    await expect(active.queryByText('Atorvastatin')).toBeNull();
    await expect(active.getByText('and 2 more')).toBeVisible();
    await expect(active.queryByText('Expiring soon')).toBeNull();
    await expect(active.getByRole('button', { name: 'Download PDF' })).toBeVisible();

    const expiring = await card(canvasElement, title(expiringRx));
    await expect(expiring.getByText('Expiring soon')).toBeVisible();
    await expect(expiring.queryByText(/more$/)).toBeNull();
    await expect((await card(canvasElement, title(expiredRx))).getByText('Expired')).toBeVisible();

    const stats = within(canvas.getByRole('list', { name: 'Your prescriptions in numbers' }));
    await expect(stats.getByText('Active').nextElementSibling).toHaveTextContent('2');
    await expect(stats.getByText('Expired').nextElementSibling).toHaveTextContent('1');

    const uploads = region(canvasElement, 'Uploaded by you');
    const upload = within(await uploads.findByRole('article'));
    await expect(upload.getByText('Dr. Ramesh Adhikari')).toBeVisible();
    await expect(upload.getByText('Dhulikhel Hospital')).toBeVisible();
    await expect(upload.getByText('Uploaded')).toBeVisible();
  },
};

/** The filter asks the server for one status; the stats stay over all of them. */
export const FilterExpired: Story = {
  play: async ({ canvasElement }) => {
    await card(canvasElement, title(activeRx));
    await openTab(canvasElement, 'Expired');
    await waitFor(async () => expect(await cardTitles(canvasElement)).toEqual([title(expiredRx)]));
    await openTab(canvasElement, 'Completed');
    await waitFor(async () =>
      expect(await cardTitles(canvasElement)).toEqual([title(completedRx)]),
    );
  },
};

/** A search with no match: 002 §2's empty text. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(patientPrescriptions.empty(), uploadedPrescriptions.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: 'No prescriptions found for the selected criteria.',
      }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', {
        name: 'You have not uploaded any prescriptions yet.',
      }),
    ).toBeVisible();
  },
};

/** View details opens every medication field and the doctor's notes. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const active = await card(canvasElement, title(activeRx));
    await userEvent.click(active.getByRole('button', { name: 'View details' }));
    const dialog = await openedDialog('dialog', title(activeRx));
    await expect(dialog.getByText('Pantoprazole')).toBeVisible();
    await expect(dialog.getByText('Empty stomach')).toBeVisible();
    await expect(dialog.getByText('Bring your blood pressure diary')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};

/** Preview shows the patient's own uploaded file, fetched with their session. */
export const UploadPreview: Story = {
  play: async ({ canvasElement }) => {
    const uploads = region(canvasElement, 'Uploaded by you');
    await userEvent.click(await uploads.findByRole('button', { name: 'Preview' }));
    const dialog = await openedDialog('dialog', 'Prescription from Dr. Ramesh Adhikari');
    await expect(
      await dialog.findByRole('img', {
        name: 'Prescription from Dr. Ramesh Adhikari, Dhulikhel Hospital',
      }),
    ).toBeVisible();
    await expect(dialog.getByText('Paper prescription from my visit in Dhulikhel')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download file' })).toBeVisible();
  },
};

/** Upload Prescription: once uploaded, the patient's own list and its count show it. */
export const UploadRefreshesList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvasElement, title(activeRx));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Prescription' }));
    const dialog = await openedDialog('dialog', 'Upload a prescription');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'eye-clinic.pdf', {
        type: 'application/pdf',
      }),
    );
    await fill(dialog.getByRole('textbox', { name: /^Doctor name/ }), 'Dr. Anjali Gurung');
    await fill(
      dialog.getByRole('textbox', { name: /^Hospital or clinic name/ }),
      'Himalaya Eye Hospital, Pokhara',
    );
    await fill(
      dialog.getByRole('textbox', { name: 'Type your full name as signature' }),
      'Sita Sharma',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await expectToast('Prescription uploaded successfully!');
    const uploads = region(canvasElement, 'Uploaded by you');
    await waitFor(() => expect(uploads.getAllByRole('article')).toHaveLength(2));
    await expect(uploads.getByText('Himalaya Eye Hospital, Pokhara')).toBeVisible();
    const stats = within(canvas.getByRole('list', { name: 'Your prescriptions in numbers' }));
    await waitFor(() =>
      expect(stats.getByText('Uploaded by you').nextElementSibling).toHaveTextContent('2'),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(patientPrescriptions.timeout(), uploadedPrescriptions.timeout());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading your prescriptions…'),
    ).toBeVisible();
  },
};

/** The list fails; Retry asks again once the server is back. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(patientPrescriptions.serverError());
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const alert = within(await canvas.findByRole('alert'));
    await expect(
      alert.getByRole('heading', {
        name: 'Failed to load prescriptions. Please try again later.',
      }),
    ).toBeVisible();
    msw.use(patientPrescriptions.success());
    await userEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await expect(await card(canvasElement, title(activeRx))).toBeTruthy();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(patientPrescriptions.offline());
  },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(
      alert.getByRole('heading', {
        name: 'Failed to load prescriptions. Please try again later.',
      }),
    ).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(patientPrescriptions.forbidden(), uploadedPrescriptions.forbidden());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: 'Failed to load prescriptions. Please try again later.',
      }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', {
        name: 'Your uploaded prescriptions could not be loaded.',
      }),
    ).toBeVisible();
  },
};

/** नेपाली: statuses, the expiring-soon mark, "and N more" and dates in Nepali. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const active = await card(canvasElement, `प्रेस्क्रिप्सन ${activeRx.number}`);
    await expect(active.getByText('र थप २')).toBeVisible();
    await expect(active.getByText(formatDate(activeRx.validUntil, 'ne'))).toBeVisible();
    const expiring = await card(canvasElement, `प्रेस्क्रिप्सन ${expiringRx.number}`);
    await expect(expiring.getByText('चाँडै म्याद सकिँदै')).toBeVisible();
    await expect(within(canvasElement).getByRole('tab', { name: 'म्याद सकिएका' })).toBeVisible();
  },
};

/** The dark theme (axe checks contrast). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const expiring = await card(canvasElement, title(expiringRx));
    await expect(expiring.getByText('Expiring soon')).toBeVisible();
  },
};

/** A 360 px phone: nothing scrolls sideways, 44 px targets. */
export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPhoneWidth(canvasElement);
    await card(canvasElement, title(activeRx));
    await expectNoSidewaysScroll(canvasElement);
    await expectTouchTargets([
      ...canvas.getAllByRole('tab'),
      ...canvas.getAllByRole('button', { name: 'View details' }),
      ...canvas.getAllByRole('button', { name: 'Download PDF' }),
      canvas.getByRole('button', { name: 'Upload Prescription' }),
    ]);
  },
};
