import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutView } from './about-view';

const meta = {
  title: 'Features/Info/AboutView',
  component: AboutView,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/about'] } },
} satisfies Meta<typeof AboutView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'About Ujyalo Health' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Ujyalo (उज्यालो) means light. We want to be a ray of light in healthcare for everyone in Nepal.',
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Who we connect you with',
      'Where we are todayBeta',
      'What we value',
      'Questions or ideas?',
    ]);
    // The five kinds of provider, then the four values.
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Doctors',
      'Hospitals',
      'Labs',
      'Pharmacies',
      'Ambulances',
      'Trust',
      'Care for everyone',
      'Privacy',
      'Kindness',
    ]);
    await expect(canvas.getByText(/The patient and doctor services are live/)).toBeVisible();
    await expect(canvas.getByText(/with launch expected in November\/December 2025/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'उज्यालो हेल्थको बारेमा' }),
    ).toBeVisible();
    await expect(canvas.getByText(/नोभेम्बर\/डिसेम्बर २०२५/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'हामीलाई सम्पर्क गर्नुहोस्' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(canvas.getByText('Beta')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  },
};
