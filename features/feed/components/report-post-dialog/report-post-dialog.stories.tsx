import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/feed';
import { sessions } from '@mocks/fixtures/sessions';
import { feedHandlers, reportPost } from '@mocks/handlers/feed';
import { fill, openedDialog, page } from '@mocks/story-helpers';
import { ReportPostDialog, type ReportPostDialogProps } from './report-post-dialog';

const post = fixtures.posts[1]!;

/** The dialog as a card opens it: shown until closed, when "closed" says so. */
function Harness(props: Pick<ReportPostDialogProps, 'post'>) {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <p>{open ? 'Dialog open' : 'Dialog closed'}</p>
      <ReportPostDialog {...props} open={open} onOpenChange={setOpen} />
    </main>
  );
}

const meta = {
  title: 'Features/Feed/ReportPostDialog',
  component: Harness,
  args: { post },
  parameters: { session: sessions.patient },
  beforeEach({ msw }) {
    msw.use(...feedHandlers());
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const reasons = [
  'Misleading health information',
  'Abusive or offensive',
  'Spam or advertising',
  'Something else',
];

/** Four reasons, optional details, and the post named in the description. */
export const Default: Story = {
  play: async () => {
    const dialog = await openedDialog('dialog', 'Report post');
    await expect(dialog.getByText(/Tell us what is wrong with “Winter smog/)).toBeVisible();
    const group = dialog.getByRole('radiogroup', { name: /Why are you reporting this post\?/ });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-checked')),
    ).toEqual(['false', 'false', 'false', 'false']);
    for (const reason of reasons)
      await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Details (optional)' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send report' })).toBeVisible();
  },
};

/** No reason chosen: the group says what it needs, and nothing is sent. */
export const ReasonRequired: Story = {
  play: async () => {
    const dialog = await openedDialog('dialog', 'Report post');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await dialog.findByText('Please choose a reason')).toBeVisible();
    await expect(dialog.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    // Choosing one clears the error at once.
    await userEvent.click(dialog.getByRole('radio', { name: 'Spam or advertising' }));
    await expect(dialog.queryByText('Please choose a reason')).toBeNull();
  },
};

/** A reason and details: thanked, and Done closes it. */
export const Success: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openedDialog('dialog', 'Report post');
    await step('Choose a reason and say more', async () => {
      await userEvent.click(dialog.getByRole('radio', { name: 'Misleading health information' }));
      await fill(
        dialog.getByRole('textbox', { name: 'Details (optional)' }),
        'N95 masks are not sold everywhere.',
      );
    });
    await step('Send it: thanked', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
      await expect(
        await dialog.findByText('Thank you. Our team will review this post.'),
      ).toBeVisible();
    });
    await step('Done closes the dialog', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
      await waitFor(() =>
        expect(within(canvasElement).getByText('Dialog closed')).toBeInTheDocument(),
      );
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    });
  },
};

/** 409 ALREADY_REPORTED: the server's words; the earlier report stands. */
export const AlreadyReported: Story = {
  beforeEach({ msw }) {
    msw.use(reportPost.alreadyReported());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Report post');
    await userEvent.click(dialog.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(
      await dialog.findByText('You have already reported this post. Our team will review it.'),
    ).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Send report' })).toBeNull();
  },
};

/** The server fails: said in the dialog; the choice is kept to try again. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(reportPost.serverError());
  },
  play: async ({ msw, step }) => {
    const dialog = await openedDialog('dialog', 'Report post');
    await step('Send a report while the server fails: told so, the choice kept', async () => {
      await userEvent.click(dialog.getByRole('radio', { name: 'Abusive or offensive' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
      await expect(await dialog.findByText('Something went wrong')).toBeVisible();
      await expect(dialog.getByRole('radio', { name: 'Abusive or offensive' })).toBeChecked();
    });
    await step('Send again once the server is back: thanked', async () => {
      msw.use(reportPost.success());
      await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
      await expect(
        await dialog.findByText('Thank you. Our team will review this post.'),
      ).toBeVisible();
    });
  },
};

/** Nepali: the server answers a second report in Nepali. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  beforeEach({ msw }) {
    msw.use(reportPost.alreadyReported());
  },
  play: async () => {
    const dialog = await openedDialog('dialog');
    await userEvent.click(dialog.getAllByRole('radio')[0]!);
    await userEvent.click(dialog.getByRole('button', { name: /Send report|पठाउनुहोस्/ }));
    await expect(
      await dialog.findByText(
        'तपाईंले यो पोस्ट पहिले नै रिपोर्ट गरिसक्नुभएको छ। हाम्रो टोलीले यसको समीक्षा गर्नेछ।',
      ),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Report post');
    await expect(dialog.getByRole('radio', { name: 'Something else' })).toBeVisible();
    await expect(document.documentElement).toHaveClass('dark');
  },
};
