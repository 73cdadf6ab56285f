import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  args: { year: 2025 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every link and button in the footer is at least 44 × 44 CSS px, in either language. */
async function expectTouchTargets(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const targets = [...canvas.getAllByRole('link'), ...canvas.getAllByRole('button')];
  await expect(targets).toHaveLength(12);
  const small = targets
    .map((target) => ({ target, box: target.getBoundingClientRect() }))
    .filter(({ box }) => box.width < 44 || box.height < 44)
    .map(({ target, box }) => `${target.textContent} ${box.width}×${box.height}`);
  await expect(small).toEqual([]);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const support = within(canvas.getByRole('navigation', { name: 'Support' }));
    for (const [name, href] of [
      ['Help Center', '/help-center'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
    ]) {
      await expect(support.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const legal = within(canvas.getByRole('navigation', { name: 'Legal' }));
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
      ['Policy centre', '/legal-policy'],
    ]) {
      await expect(legal.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.getByText('© 2025 Ujyalo Health')).toBeVisible();
    await expectTouchTargets(canvasElement);
  },
};

export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apps = within(canvas.getByRole('region', { name: 'Get the app' }));
    for (const name of ['Google Play', 'App Store']) {
      const button = apps.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Coming soon');
    }
    const social = within(canvas.getByRole('region', { name: 'Follow us' }));
    for (const name of ['Facebook', 'Instagram', 'YouTube']) {
      const button = social.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Our social pages are coming soon.');
    }
    // Nothing leaves the site yet: no link points to another host.
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getAttribute('href')).toMatch(/^\//);
    }
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    // Structure only (the catalogue is merged separately); the year is in Devanagari digits.
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('navigation')).toHaveLength(2);
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
    await expect(canvas.getByText(/२०२५/)).toBeVisible();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expectTouchTargets(canvasElement);
  },
};
