import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { privacySections, expectSections } from '../../legal.mock';
import { PrivacyPolicy } from './privacy-policy';

const meta = {
  title: 'Legal/PrivacyPolicy',
  component: PrivacyPolicy,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/privacy'] } },
} satisfies Meta<typeof PrivacyPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText(/^Last updated:/)).toHaveTextContent(
      /^Last updated: (20 Nov 2026|Nov 20, 2026)$/,
    );
    await expect(canvas.getByText(/Individual Privacy Act, 2075 \(2018\) of Nepal/)).toBeVisible();
    await expectSections(canvasElement, privacySections);

    // The three consent points, as the consent dialog puts them.
    await expect(
      canvas.getByText('Abusive or misleading posts may be deleted when they are reported.'),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'We do not sell your personal information, and we do not use your health information for advertising.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'How to opt out of research use' }),
    ).toHaveAttribute('href', '/legal-policy?section=research-data');
    await expect(canvas.getByRole('link', { name: 'Read the Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    // The privacy team's address appears in "Your rights" and in the contact block.
    for (const link of canvas.getAllByRole('link', { name: 'privacy@ujyalohealth.com.np' }))
      await expect(link).toHaveAttribute('href', 'mailto:privacy@ujyalohealth.com.np');
  },
};
