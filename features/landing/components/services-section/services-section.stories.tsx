import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ServicesSection } from './services-section';

const meta = {
  title: 'Features/Landing/ServicesSection',
  component: ServicesSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServicesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const tiles = [
  ['Find Doctors', /verified doctors by specialty and city/],
  ['Find Hospitals', /hospitals near you/],
  ['Order Medicine', /prescription to a nearby pharmacy/],
  ['Find Labs', /blood tests, X-rays and scans/],
  ['Find Ambulance', /ambulance service near you/],
] as const;

/** Five tiles, each described and asking to log in, each leading to login (000 §1). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Our Services' });
    await expect(region).toHaveAttribute('id', 'services');
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    for (const [index, [name, description]] of tiles.entries()) {
      const item = within(items[index]!);
      await expect(item.getByRole('heading', { level: 3, name })).toBeVisible();
      const link = item.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', '/auth/login');
      await expect(link).toHaveAccessibleDescription(description);
      await expect(item.getByText('Log in to continue')).toBeVisible();
    }
  },
};

/** The whole tile is the target: a tap near its edge still goes to login. */
export const TileLeadsToLogin: Story = {
  render: () => (
    <Routes>
      <Route path="/" element={<ServicesSection />} />
      <Route path="/auth/login" element={<p>Login screen</p>} />
    </Routes>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getAllByRole('listitem')[2]!;
    // What a finger on the prompt text actually hits is the tile's link.
    const box = within(tile).getByText('Log in to continue').getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const link = within(tile).getByRole('link', { name: 'Order Medicine' });
    await expect(hit).toBe(link);
    await step('Tap the tile', () => userEvent.click(link));
    await step('Land on login', async () => {
      await expect(await canvas.findByText('Login screen')).toBeVisible();
    });
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(5);
    for (const link of links) await expect(link).toHaveAttribute('href', '/auth/login');
  },
};
