import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fullContacts, history, KATHMANDU } from '@mocks/fixtures/emergency';
import { sessions } from '@mocks/fixtures/sessions';
import {
  emergencyContacts,
  emergencyHandlers,
  emergencyStore,
  triggerSos,
} from '@mocks/handlers/emergency';
import {
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectTouchTargets,
  fill,
  openedDialog,
  phone360,
} from '@mocks/story-helpers';
import { LocationError, LocatorProvider, type Locator } from '../../api/locator';
import { EmergencyServices } from './emergency-services';

/** Fake geolocation: where the browser says the patient is, or why it cannot. */
const at =
  (position: { lat: number; lng: number }): Locator =>
  () =>
    Promise.resolve(position);
const never: Locator = () => new Promise(() => {});
const failing =
  (reason: 'unsupported' | 'failed'): Locator =>
  () =>
    Promise.reject(new LocationError(reason));

const meta = {
  title: 'Emergency/EmergencyServices',
  component: EmergencyServices,
  parameters: { session: sessions.patient, locator: at(KATHMANDU) },
  decorators: [
    (Story, { parameters }) => (
      <LocatorProvider locator={parameters.locator as Locator}>
        <main className="mx-auto max-w-3xl p-4">
          <Story />
        </main>
      </LocatorProvider>
    ),
  ],
  beforeEach({ msw }) {
    emergencyStore.reset({ emergencies: history });
    msw.use(...emergencyHandlers());
  },
} satisfies Meta<typeof EmergencyServices>;

export default meta;
type Story = StoryObj<typeof meta>;

const contactList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Your emergency contacts' });

/** Presses SOS and confirms it. */
async function sendSos(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Send SOS' }));
  const confirm = await openedDialog('alertdialog', 'Send an emergency alert?');
  await expect(
    confirm.getByText(
      'We will take your location and send it by text message to your 3 emergency contacts.',
    ),
  ).toBeVisible();
  await userEvent.click(confirm.getByRole('button', { name: 'Send SOS now' }));
}

/** Sita's three contacts, SOS ready, 102 one tap away, and her past emergencies. */
export const Contacts: Story = {
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await contactList(canvasElement));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByText('Ramesh Sharma')).toBeVisible();
    await expect(list.getByText('Husband · 9841234501')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Call Ramesh Sharma' })).toHaveAttribute(
      'href',
      'tel:9841234501',
    );
    await expect(canvas.getByText('(3/5)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add contact' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Call 102 (ambulance)' })).toHaveAttribute(
      'href',
      'tel:102',
    );
    await expect(canvas.getByRole('button', { name: 'Send SOS' })).toBeVisible();
    const past = within(canvas.getByRole('list', { name: 'Past emergencies' }));
    await expect(past.getAllByRole('listitem')).toHaveLength(2);
    await expect(past.getByText('Responder: Nepal Red Cross Ambulance Kathmandu')).toBeVisible();
    await expect(past.getByText('Location: 27.688516, 85.342148')).toBeVisible();
  },
};

/** No contacts yet: the empty card says why to add one; adding the first counts 1/5. */
export const NoContacts: Story = {
  beforeEach() {
    emergencyStore.reset({ contacts: [], emergencies: [] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No emergency contacts yet')).toBeVisible();
    await expect(canvas.getByText('No emergencies yet')).toBeVisible();
    await expect(canvas.getByText('(0/5)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add contact' }));
    const dialog = await openedDialog('dialog', 'Add emergency contact');
    await fill(dialog.getByRole('textbox', { name: /^Name/ }), 'Ramesh Sharma');
    await fill(dialog.getByRole('textbox', { name: /^Relationship/ }), 'Husband');
    await fill(dialog.getByRole('textbox', { name: /^Phone/ }), '98412 34501');
    await userEvent.click(dialog.getByRole('button', { name: 'Save contact' }));
    const list = within(await contactList(canvasElement));
    await expect(list.getByText('Husband · 9841234501')).toBeVisible();
    await expect(canvas.getByText('(1/5)')).toBeVisible();
  },
};

/** Five contacts: Add is off and says why; deleting one makes room again. */
export const MaxContacts: Story = {
  beforeEach() {
    emergencyStore.reset({ contacts: fullContacts, emergencies: history });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await contactList(canvasElement);
    await expect(canvas.getByText('(5/5)')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add contact' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('You can add a maximum of 5 emergency contacts.');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Sarita Thapa' }));
    const confirm = await openedDialog('alertdialog', 'Delete Sarita Thapa?');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete contact' }));
    await waitFor(() => expect(canvas.getByText('(4/5)')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Add contact' })).toBeEnabled();
  },
};

/** Name and phone required, and the phone must be one. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await contactList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Ramesh Sharma' }));
    const dialog = await openedDialog('dialog', 'Edit emergency contact');
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Name/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save contact' }));
    await expect(await dialog.findByText('Please fill all required fields.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'Please fill all required fields.',
    );
    const phone = dialog.getByRole('textbox', { name: /^Phone/ });
    await userEvent.clear(phone);
    await fill(phone, '0123');
    await userEvent.click(dialog.getByRole('button', { name: 'Save contact' }));
    await expect(await dialog.findByText('Please enter a valid phone number')).toBeVisible();
  },
};

/** The browser is still finding the patient. */
export const Locating: Story = {
  parameters: { locator: never },
  play: async ({ canvasElement }) => {
    await sendSos(canvasElement);
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Getting your location…' }),
    ).toBeInTheDocument();
  },
};

/** The patient refused (or the fix failed): §8's text, and try again. */
export const LocationDenied: Story = {
  parameters: { locator: failing('failed') },
  play: async ({ canvasElement }) => {
    await sendSos(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Could not get your location. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const GeolocationUnsupported: Story = {
  parameters: { locator: failing('unsupported') },
  play: async ({ canvasElement }) => {
    await sendSos(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Geolocation is not supported by your browser.',
    );
    await expect(
      within(canvasElement).getByRole('link', { name: 'Call 102 (ambulance)' }),
    ).toBeVisible();
  },
};

/** Sent: the contacts were texted, the location to 6 decimals, the nearest services. */
export const SosSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendSos(canvasElement);
    await expect(await canvas.findByText('Emergency active')).toBeVisible();
    await expect(canvas.getByText('Alert sent to 3 emergency contacts.')).toBeVisible();
    await expect(canvas.getByText('Your location: 27.705467, 85.314972')).toBeVisible();
    const nearby = within(canvas.getByRole('list', { name: 'Nearest ambulances and hospitals' }));
    await expect(nearby.getAllByRole('listitem')).toHaveLength(4);
    await expect(
      nearby.getByRole('link', {
        name: 'Call Nepal Red Cross Ambulance Kathmandu on 9851012345',
      }),
    ).toHaveAttribute('href', 'tel:9851012345');
    await expect(nearby.getByText('Ambulance · 1.2 km away')).toBeVisible();
    const past = within(canvas.getByRole('list', { name: 'Past emergencies' }));
    await waitFor(() => expect(past.getAllByRole('listitem')).toHaveLength(3));
    await expect(within(past.getAllByRole('listitem')[0]!).getByText('Active')).toBeVisible();
  },
};

/** Cancelled: the services go, the history says Cancelled, SOS is ready again. */
export const SosCancelled: Story = {
  play: async (context) => {
    await SosSent.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel emergency' }));
    const confirm = await openedDialog('alertdialog', 'Cancel this emergency?');
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel emergency' }));
    await expect(await canvas.findByText('Emergency cancelled.')).toBeVisible();
    await expect(canvas.queryByText('Emergency active')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send SOS' })).toBeVisible();
    const past = within(canvas.getByRole('list', { name: 'Past emergencies' }));
    await waitFor(() =>
      expect(within(past.getAllByRole('listitem')[0]!).getByText('Cancelled')).toBeVisible(),
    );
  },
};

/** Five alerts in an hour: the sixth is refused with the catalogue's text. */
export const TooMany: Story = {
  beforeEach({ msw }) {
    msw.use(triggerSos.tooMany());
  },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await sendSos(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many emergency alerts in the last hour. Please call 102 for an ambulance.',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(emergencyContacts.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Call 102 (ambulance)' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(emergencyContacts.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load your emergency information. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call 102 (ambulance)' })).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'आपतकालीन सेवाहरू' })).toBeVisible();
    await contactList(canvasElement).catch(() => undefined);
    await expect(await canvas.findByText('(३/५)')).toBeVisible();
    await expect(canvas.getByText('स्थान: २७.६८८५१६, ८५.३४२१४८')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'SOS पठाउनुहोस्' })).toBeVisible();
  },
};

/** A 360 px phone: nothing scrolls sideways; the buttons are thumb-sized. */
export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPhoneWidth(canvasElement);
    await contactList(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    await expectTouchTargets([
      canvas.getByRole('button', { name: 'Send SOS' }),
      canvas.getByRole('link', { name: 'Call 102 (ambulance)' }),
      canvas.getByRole('button', { name: 'Add contact' }),
      ...canvas.getAllByRole('link', { name: /^Call / }),
      ...canvas.getAllByRole('button', { name: /^(Edit|Delete) / }),
    ]);
  },
};
