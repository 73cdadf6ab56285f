import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { ordersHandlers, ordersStore, placeOrder } from '@mocks/handlers/orders';
import { patientPrescriptions } from '@mocks/handlers/prescriptions-patient-screens';
import { expectToast, fill, page, type Scope } from '@mocks/story-helpers';
import { OrderForm } from './order-form';

const meta = {
  title: 'Orders/OrderForm',
  component: OrderForm,
  parameters: { session: sessions.patient },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-2xl p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...ordersHandlers(), patientPrescriptions.success());
  },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function pickPrescription(canvas: Scope, diagnosis: RegExp) {
  await userEvent.click(canvas.getByRole('combobox', { name: /Prescription/ }));
  await userEvent.click(await page().findByRole('option', { name: diagnosis }));
}

async function fillDelivery(canvas: Scope) {
  await fill(canvas.getByRole('textbox', { name: /Delivery address/ }), 'Tokha Road, Kathmandu');
  await fill(canvas.getByRole('textbox', { name: /Phone number/ }), '9800000001');
}

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: /Sajha Pharmacy/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(
      (
        await canvas.findAllByText(
          'Please select prescription, pharmacy and enter delivery address',
        )
      )[0],
    ).toBeVisible();
    await expect(canvas.getByText('Please enter a phone number for the delivery')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Manual order' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove medicine 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(
      (await canvas.findAllByText('Please select pharmacy and enter delivery address'))[0],
    ).toBeVisible();
    await expect(canvas.getByText('Please add at least one medicine')).toBeVisible();
  },
};

export const PrescriptionOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Manual order' }));
    await userEvent.click(await canvas.findByRole('radio', { name: /Sajha Pharmacy/ }));
    await fill(canvas.getByRole('combobox', { name: /Medicine 1/ }), 'Amoxicillin');
    await expect(canvas.getByText('Needs a prescription')).toBeVisible();
    await fillDelivery(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(
      await canvas.findByText(
        'Amoxicillin needs a prescription. Please order it from your prescription',
      ),
    ).toBeVisible();
  },
};

export const PriceToConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickPrescription(canvas, /High blood pressure/);
    await userEvent.click(await canvas.findByRole('radio', { name: /Sajha Pharmacy/ }));
    const estimate = within(await canvas.findByRole('region', { name: 'Estimated total' }));
    await expect(estimate.getByText('Price to be confirmed by the pharmacy')).toBeVisible();
    await expect(
      estimate.getByText(
        'The pharmacy will confirm the price of 1 medicine; the total leaves it out.',
      ),
    ).toBeVisible();
    // The packs written: Amlodipine 3 × 45 + Losartan 2 × 90, Atorvastatin 120 (one pack,
    // none written) + delivery 50.
    await expect(estimate.getByText('Amlodipine × 3')).toBeVisible();
    await expect(estimate.getByText('NPR 485')).toBeVisible();
  },
};

export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickPrescription(canvas, /Allergic rhinitis/);
    await userEvent.click(await canvas.findByRole('radio', { name: /Everest Aushadhi Pasal/ }));
    await fillDelivery(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expectToast('Order placed successfully!');
    await waitFor(() => expect(ordersStore.orders[0]?.pharmacyName).toMatch(/^Everest/));
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(placeOrder.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickPrescription(canvas, /Allergic rhinitis/);
    await userEvent.click(await canvas.findByRole('radio', { name: /Sajha Pharmacy/ }));
    await fillDelivery(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('Failed to place order. Please try again.')).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /साझा|Sajha Pharmacy/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'अर्डर गर्नुहोस्' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Manual order' }));
    await expect(canvas.getByRole('button', { name: 'Add medicine' })).toBeVisible();
  },
};
