import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { listOrders, ordersHandlers } from '@mocks/handlers/orders';
import {
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  openedDialog,
  phone360,
} from '@mocks/story-helpers';
import { MedicineOrders } from './medicine-orders';

const meta = {
  title: 'Orders/MedicineOrders',
  component: MedicineOrders,
  parameters: { session: sessions.patient },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-4xl p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...ordersHandlers());
  },
} satisfies Meta<typeof MedicineOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

const orderList = async (canvasElement: HTMLElement, name = 'Your orders') =>
  within(await within(canvasElement).findByRole('list', { name }));

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order medicines' })).toBeVisible();
    const list = await orderList(canvasElement);
    await expect(list.getAllByRole('article')).toHaveLength(5);
    for (const status of ['Processing', 'Shipped', 'Delivered', 'Cancelled', 'Unknown'])
      await expect(list.getByText(status)).toBeVisible();
    const sajha = within(list.getAllByRole('article', { name: 'Order from Sajha Pharmacy' })[0]!);
    await expect(sajha.getByText('Cetirizine 10 mg × 1')).toBeVisible();
    await expect(sajha.getByText('NPR 75')).toBeVisible();
    // Only the order still being processed can be cancelled.
    await expect(list.getAllByRole('button', { name: /^Cancel order from/ })).toHaveLength(1);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(listOrders.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your orders…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listOrders.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New order' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(listOrders.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load your orders. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(listOrders.offline());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'You are offline. Check your connection and try again.',
      ),
    ).toBeVisible();
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const list = await orderList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Cancel order from Sajha Pharmacy' }));
    const dialog = await openedDialog('alertdialog', 'Cancel this order?');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expectToast('Your order was cancelled.');
    await waitFor(() =>
      expect(list.queryByRole('button', { name: /^Cancel order from/ })).toBeNull(),
    );
    await expect(list.getAllByText('Cancelled')).toHaveLength(2);
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'औषधि अर्डर' })).toBeVisible();
    const list = await orderList(canvasElement, 'तपाईंका अर्डरहरू');
    await expect(list.getByText('पठाइयो')).toBeVisible();
    await expect(list.getByText('थाहा छैन')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect((await orderList(canvasElement)).getAllByRole('article')).toHaveLength(5);
  },
};

export const PhoneWidth: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    await expectPhoneWidth(canvasElement);
    await orderList(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New order' }));
    await within(canvasElement).findByRole('radio', { name: /Sajha Pharmacy/ });
    expectNoSidewaysScroll(canvasElement);
  },
};
