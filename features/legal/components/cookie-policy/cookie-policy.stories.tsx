import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cookieSections, expectSections } from '../../legal.mock';
import { CookiePolicy } from './cookie-policy';

const meta = {
  title: 'Legal/CookiePolicy',
  component: CookiePolicy,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/cookies'] } },
} satisfies Meta<typeof CookiePolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    await expect(canvas.getByText(/^Last updated:/)).toHaveTextContent(
      /^Last updated: (20 Nov 2026|Nov 20, 2026)$/,
    );
    await expectSections(canvasElement, cookieSections);

    // What the app really keeps (000 §9): sign-in, language, theme and the consent flag.
    const used = within(
      canvas.getByText(/^We use only what the platform needs/).nextElementSibling as HTMLElement,
    ).getAllByRole('listitem');
    await expect(used.map((item) => item.textContent?.split(':')[0])).toEqual([
      'Sign-in cookie (essential)',
      'Sign-in details (essential)',
      'Language',
      'Theme',
      'Consent',
    ]);
    await expect(canvas.getByText(/^We do not use advertising cookies/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
};
