import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@contract/paths';
import {
  adminDashboardHandlers,
  adminDashboardStore,
  approveDoctor,
  approvePatient,
  pendingApprovals,
} from '@mocks/handlers/admin-dashboard';
import { api, hang } from '@mocks/respond';
import { choose, expectToast, fill, openedDialog } from '@mocks/story-helpers';
import { PendingApprovals } from './pending-approvals';
import { adminScreen, TABLE_ROWS } from '../../shared/story-frame.mock';

const meta = {
  title: 'Admin/PendingApprovals',
  component: PendingApprovals,
  ...adminScreen(TABLE_ROWS),
  beforeEach({ msw }) {
    msw.use(...adminDashboardHandlers());
  },
} satisfies Meta<typeof PendingApprovals>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Applications to verify' });
const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const text = await within(await table(canvasElement)).findByText(name);
  return within(text.closest('tr')!);
};
const review = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(
    (await rowOf(canvasElement, name)).getByRole('button', { name: `Review ${name}` }),
  );
  return openedDialog('dialog', new RegExp(name));
};

export const Success: Story = {
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const anjali = await rowOf(canvasElement, 'Dr. Anjali Koirala');
    await expect(anjali.getByText('Overdue')).toBeVisible();
    await expect(anjali.getByText('2 files')).toBeVisible();
    await expect(
      (await rowOf(canvasElement, 'Laxmi Chaudhary')).getByText('Waiting'),
    ).toBeVisible();
    await expect(canvas.getByText('4 applications wait')).toBeVisible();
  },
};

export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, 'Laxmi Chaudhary');
    await choose(canvas, 'Type', 'Doctors');
    await waitFor(() => expect(canvas.getByText('2 applications wait')).toBeVisible());
    await expect(within(await table(canvasElement)).queryByText('Laxmi Chaudhary')).toBeNull();
    await choose(canvas, 'Type', 'All');
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by name, email, phone or number' }),
      'janakpur',
    );
    await waitFor(() => expect(canvas.getByText('1 application waits')).toBeVisible());
    await expect(await rowOf(canvasElement, 'Janakpur Aushadhi Pasal')).toBeTruthy();
  },
};

/** The review: details, a document opened with the admin's token, then Approve. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await review(canvasElement, 'Dr. Anjali Koirala');
    await expect(await dialog.findByText('NMC-18342')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Show citizenship.png' }));
    await expect(
      await dialog.findByRole('img', { name: 'Document: citizenship.png' }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Show nmc-certificate.pdf' }));
    const link = await dialog.findByRole('link', { name: 'Open nmc-certificate.pdf' });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    await fill(dialog.getByLabelText('Remarks'), 'NMC register checked');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expectToast('Dr. Anjali Koirala is approved');
    await expect(adminDashboardStore.find('a0000000-0000-4000-8000-000000000001')?.remarks).toBe(
      'NMC register checked',
    );
    // The list is fetched again without the decided application.
    await waitFor(() =>
      expect(within(canvasElement).getByText('3 applications wait')).toBeVisible(),
    );
  },
};

/** Rejecting needs remarks: the contract's rule, before anything is sent. */
export const RejectNeedsRemarks: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await review(canvasElement, 'Laxmi Chaudhary');
    await dialog.findByText('05-02-73-11842');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(
      await dialog.findByText('Please write the reason for the rejection'),
    ).toBeVisible();
    await fill(dialog.getByLabelText('Remarks'), 'The photo of the card is not readable');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expectToast('Laxmi Chaudhary is rejected');
  },
};

export const ApprovalFailed: Story = {
  beforeEach({ msw }) {
    msw.use(approveDoctor.serverError());
  },
  play: async ({ canvasElement }) => {
    const dialog = await review(canvasElement, 'Dr. Anjali Koirala');
    await dialog.findByText('NMC-18342');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await dialog.findByText('Approval failed')).toBeVisible();
  },
};

export const RejectionFailed: Story = {
  beforeEach({ msw }) {
    msw.use(approvePatient.serverError());
  },
  play: async ({ canvasElement }) => {
    const dialog = await review(canvasElement, 'Laxmi Chaudhary');
    await dialog.findByText('05-02-73-11842');
    await fill(dialog.getByLabelText('Remarks'), 'Blurred photo');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('Rejection failed')).toBeVisible();
  },
};

/** Someone else decided first: the server's words. */
export const AlreadyDecided: Story = {
  beforeEach({ msw }) {
    msw.use(approveDoctor.decided());
  },
  play: async ({ canvasElement }) => {
    const dialog = await review(canvasElement, 'Dr. Anjali Koirala');
    await dialog.findByText('NMC-18342');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(
      await dialog.findByText('This application has already been decided.'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(pendingApprovals.empty());
  },
  parameters: { visual: { waitFor: 'table' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No pending approvals found.'),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('0 applications wait')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api(paths.pendingApprovals), hang));
  },
  parameters: { visual: { waitFor: 'table' } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(pendingApprovals.serverError());
  },
  parameters: { visual: { waitFor: 'table' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch pending approvals'),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: /Retry|Try again/ }),
    ).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(pendingApprovals.offline());
  },
  parameters: { visual: { waitFor: 'table' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await waitFor(() => expect(table).toHaveTextContent(/connection|network|internet/i));
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(pendingApprovals.forbidden());
  },
  parameters: { visual: { waitFor: 'table' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'));
    await expect(within(canvasElement).queryByText('Dr. Anjali Koirala')).toBeNull();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('स्वीकृति बाँकी')).toBeVisible();
    await expect(await canvas.findByText('४ आवेदन पर्खिरहेका छन्')).toBeVisible();
    const name = await canvas.findByText('Dr. Anjali Koirala');
    await expect(within(name.closest('tr')!).getByText('म्याद नाघेको')).toBeVisible();
  },
};
