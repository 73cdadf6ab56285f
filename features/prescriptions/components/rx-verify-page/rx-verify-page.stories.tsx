import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatDate } from '@lib/format';
import * as fixtures from '@mocks/fixtures/rx-verify';
import { verifyRx } from '@mocks/handlers/rx-verify';
import { RxVerify } from './rx-verify';

/**
 * /rx/{code}, opened from a prescription's QR code by a pharmacist on a phone, signed out:
 * the verdict first (genuine and valid, expired, completed, cancelled, or no match), then
 * the doctor, NMC number, dates, medicines and the patient's initials only.
 */
const meta = {
  title: 'Prescriptions/RxVerify',
  component: RxVerify,
  args: { code: fixtures.genuine.code },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  beforeEach({ msw }) {
    msw.use(verifyRx.success());
  },
} satisfies Meta<typeof RxVerify>;

export default meta;
type Story = StoryObj<typeof meta>;

const verdict = async (canvasElement: HTMLElement, text: string) => {
  const status = await within(canvasElement).findByText(text);
  await expect(status.closest('[role="status"]')).not.toBeNull();
  return status;
};

/** Genuine and valid: the doctor, NMC number, dates, medicines and initials. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await verdict(canvasElement, 'Genuine and valid')).toBeVisible();
    await expect(canvas.getByText('Dr. Aarati Joshi')).toBeVisible();
    await expect(canvas.getByText('NMC-12345')).toBeVisible();
    await expect(canvas.getByText(formatDate('2026-12-20', 'en'))).toBeVisible();
    await expect(canvas.getByText('S. S.')).toBeVisible();
    await expect(canvas.getByText('7KQ4-M2XD-9PRA')).toBeVisible();
    const medicines = canvas.getAllByRole('listitem').map((li) => li.textContent);
    await expect(medicines).toEqual(fixtures.genuine.medicines);
    await expect(canvas.queryByText(/Sita|Sharma/)).toBeNull();
  },
};

/** A code typed from paper in lower case with hyphens is the same code. */
export const TypedCode: Story = {
  args: { code: '7kq4-m2xd-9pra' },
  play: async ({ canvasElement }) => {
    await expect(await verdict(canvasElement, 'Genuine and valid')).toBeVisible();
  },
};

/** Genuine but past its valid-until: do not dispense. */
export const Expired: Story = {
  args: { code: fixtures.expired.code },
  play: async ({ canvasElement }) => {
    await expect(await verdict(canvasElement, 'Genuine, but expired')).toBeVisible();
    await expect(within(canvasElement).getByText(/Do not dispense/)).toBeVisible();
  },
};

export const Completed: Story = {
  args: { code: fixtures.completed.code },
  play: async ({ canvasElement }) => {
    await expect(await verdict(canvasElement, 'Genuine, course completed')).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { code: fixtures.cancelled.code },
  play: async ({ canvasElement }) => {
    await expect(await verdict(canvasElement, 'Cancelled by the doctor')).toBeVisible();
    await expect(
      within(canvasElement).getByText(
        'This prescription is no longer in force. Do not dispense it.',
      ),
    ).toBeVisible();
  },
};

/** RX_NOT_FOUND: the server's text, and where to look on the paper. */
export const RxNotFound: Story = {
  args: { code: 'ZZZZZZZZZZZZ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not a known prescription' }),
    ).toBeVisible();
    await expect(canvas.getByText('No prescription matches this code.')).toBeVisible();
    await expect(canvas.getByText(/Check the code printed under the QR code/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** A code that cannot be one is not sent; the page says no prescription matches. */
export const MalformedCode: Story = {
  args: { code: 'hello' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not a known prescription' }),
    ).toBeVisible();
    await expect(canvas.getByText('No prescription matches this code.')).toBeVisible();
  },
};

/** RATE_LIMITED: the page's calm words and Retry. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(verifyRx.rateLimited());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Too many checks from this connection. Please wait a minute and try again.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Retry after the limit passes shows the verdict. */
export const RetryAfterLimit: Story = {
  beforeEach({ msw }) {
    msw.use(verifyRx.rateLimited());
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Retry' });
    msw.use(verifyRx.success());
    await userEvent.click(retry);
    await expect(await verdict(canvasElement, 'Genuine and valid')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(verifyRx.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Checking the prescription…'),
    ).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(verifyRx.offline());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No internet connection. Check the connection and try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(verifyRx.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The prescription could not be checked' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Something went wrong on our side. Please try again.'),
    ).toBeVisible();
  },
};

/** In Nepali: the verdict and labels, dates in Bikram Sambat beside AD. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await verdict(canvasElement, 'साँचो र मान्य')).toBeVisible();
    await expect(canvas.getByText(formatDate('2026-12-20', 'ne'))).toBeVisible();
  },
};

export const NepaliNotFound: Story = {
  globals: { locale: 'ne' },
  args: { code: 'ZZZZZZZZZZZZ' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('यो कोडसँग मिल्ने कुनै प्रेस्क्रिप्सन भेटिएन।'),
    ).toBeVisible();
  },
};
