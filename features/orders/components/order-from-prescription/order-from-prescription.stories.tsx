import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { activeRx } from '@mocks/fixtures/prescriptions-patient-screens';
import { ordersHandlers, ordersStore, placeOrder } from '@mocks/handlers/orders';
import { patientPrescriptions } from '@mocks/handlers/prescriptions-patient-screens';
import { expectToast, fill, openedDialog, page, type Scope } from '@mocks/story-helpers';
import { OrderFromPrescription } from './order-from-prescription';

const meta = {
  title: 'Orders/OrderFromPrescription',
  component: OrderFromPrescription,
  args: { prescription: activeRx },
  parameters: { session: sessions.patient },
  decorators: [
    (Story) => (
      <main className="p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...ordersHandlers(), patientPrescriptions.success());
  },
} satisfies Meta<typeof OrderFromPrescription>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the modal, picks Sajha Pharmacy and fills the delivery details. */
async function fillOrder(canvasElement: HTMLElement): Promise<Scope> {
  await userEvent.click(
    within(canvasElement).getByRole('button', {
      name: `Order Medicines of prescription ${activeRx.number}`,
    }),
  );
  const dialog = await openedDialog('dialog', 'Order Medicines');
  await userEvent.click(await dialog.findByRole('radio', { name: /Sajha Pharmacy/ }));
  await fill(dialog.getByRole('textbox', { name: /Delivery address/ }), 'Tokha Road, Kathmandu');
  await fill(dialog.getByRole('textbox', { name: /Phone number/ }), '9800000001');
  return dialog;
}

/**
 * 002 §2: the prescription's summary (the packs the doctor wrote), the estimate from the
 * chosen pharmacy's prices, and "Order placed successfully!"; the modal closes.
 */
export const Success: Story = {
  play: async ({ canvasElement, step }) => {
    let dialog!: Scope;
    await step('Open, pick a pharmacy and fill the delivery details', async () => {
      dialog = await fillOrder(canvasElement);
    });
    await step('The summary and the estimate use the quantities written', async () => {
      const summary = within(dialog.getByRole('region', { name: 'Prescription summary' }));
      await expect(summary.getByText('High blood pressure (stage 1)')).toBeVisible();
      await expect(summary.getByText('3 packs')).toBeVisible();
      const estimate = within(dialog.getByRole('region', { name: 'Estimated total' }));
      await expect(estimate.getByText('Amlodipine × 3')).toBeVisible();
      await expect(estimate.getByText('Losartan × 2')).toBeVisible();
      // Pantoprazole is not on Sajha's list: its price is confirmed by the pharmacy.
      await expect(estimate.getByText('Price to be confirmed by the pharmacy')).toBeVisible();
      // No choice of kind or prescription: the order is for this one.
      await expect(dialog.queryByRole('radio', { name: 'Manual order' })).toBeNull();
    });
    await step('Place: the order is for this prescription, the modal closes', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Place order' }));
      await expectToast('Order placed successfully!');
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
      await expect(ordersStore.orders[0]).toMatchObject({
        prescriptionId: activeRx._id,
        pharmacyName: 'Sajha Pharmacy',
      });
      await expect(
        ordersStore.orders[0]?.items.find((i) => i.name === 'Amlodipine')?.quantity,
      ).toBe(3);
    });
  },
};

/** The server fails: "Failed to place order. Please try again."; the modal stays open. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(placeOrder.serverError());
  },
  play: async ({ canvasElement }) => {
    const dialog = await fillOrder(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Place order' }));
    await expect(await dialog.findByText('Failed to place order. Please try again.')).toBeVisible();
    await expect(page().getByRole('dialog', { name: 'Order Medicines' })).toBeVisible();
  },
};

/** While the order is being placed, Place order cannot be pressed twice. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(placeOrder.timeout());
  },
  play: async ({ canvasElement }) => {
    const dialog = await fillOrder(canvasElement);
    const submit = dialog.getByRole('button', { name: 'Place order' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(ordersStore.orders.some((o) => o.prescriptionId === activeRx._id)).toBe(false);
  },
};

/** नेपाली: the button, the modal and the summary in Nepali. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /औषधि अर्डर गर्नुहोस्/ }));
    const dialog = await openedDialog('dialog', 'औषधि अर्डर गर्नुहोस्');
    await expect(dialog.getByRole('region', { name: 'प्रेस्क्रिप्सनको सारांश' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'अर्डर गर्नुहोस्' })).toBeVisible();
  },
};
