import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/discovery';
import { ProviderCard } from './provider-card';

const bir = fixtures.providers.hospitals.find((h) => h.name === 'Bir Hospital')!;
const samyak = fixtures.providers.labs.find((l) => l.name === 'Samyak Diagnostic')!;
const ason = fixtures.providers.pharmacies.find((p) => p.name === 'Ason Aushadhi Pasal')!;
const redCross = fixtures.providers.ambulances.find((a) => a.name.startsWith('Nepal Red Cross'))!;

const meta = {
  title: 'Features/Discovery/ProviderCard',
  component: ProviderCard,
  args: { provider: bir, href: `/hospital/${bir._id}` },
  // The card is a list item, as in the search results.
  decorators: [
    (Story) => (
      <ul className="grid max-w-md">
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof ProviderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('listitem'));

/** A hospital: rating, address, a call button and View Details to /hospital/{id}. */
export const Hospital: Story = {
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByRole('heading', { level: 3, name: 'Bir Hospital' })).toBeVisible();
    await expect(c.getByRole('img', { name: 'Rated 4.1 out of 5' })).toBeVisible();
    await expect(c.getByText('Mahaboudha, Kathmandu')).toBeVisible();
    const call = c.getByRole('link', { name: 'Call +977-1-4221119' });
    await expect(call).toHaveTextContent('+977-1-4221119');
    await expect(call).toHaveAttribute('href', 'tel:+97714221119');
    const details = c.getByRole('link', { name: 'View details of Bir Hospital' });
    await expect(details).toHaveTextContent('View Details');
    await expect(details).toHaveAttribute('href', `/hospital/${bir._id}`);
    for (const link of [call, details])
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A lab: no details page, so a call button only. */
export const Lab: Story = {
  args: { provider: samyak, href: undefined },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByRole('heading', { name: 'Samyak Diagnostic' })).toBeVisible();
    await expect(c.getByText('Jawalakhel, Lalitpur')).toBeVisible();
    await expect(c.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Call +977-1-5542522' })).toHaveAttribute(
      'href',
      'tel:+97715542522',
    );
    await expect(c.queryByRole('link', { name: /^View details/ })).toBeNull();
  },
};

export const Pharmacy: Story = {
  args: { provider: ason, href: undefined },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByRole('heading', { name: 'Ason Aushadhi Pasal' })).toBeVisible();
    await expect(c.getByText('Ason, Kathmandu')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Call +977-1-4225511' })).toBeVisible();
    await expect(c.queryByRole('link', { name: /^View details/ })).toBeNull();
  },
};

/** An ambulance service: a short emergency number and no rating. */
export const Ambulance: Story = {
  args: { provider: redCross, href: undefined },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(
      c.getByRole('heading', { name: 'Nepal Red Cross Ambulance, Kathmandu' }),
    ).toBeVisible();
    await expect(c.getByText('Kalimati, Kathmandu')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Call 102' })).toHaveAttribute('href', 'tel:102');
    await expect(c.queryByRole('img', { name: /^Rated/ })).toBeNull();
  },
};

/** No phone and no rating yet: the name, the place and View Details only. */
export const MissingPhoneAndRating: Story = {
  args: { provider: { ...bir, phone: null, rating: null } },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByRole('heading', { name: 'Bir Hospital' })).toBeVisible();
    await expect(c.queryByRole('link', { name: /^Call/ })).toBeNull();
    await expect(c.queryByRole('img', { name: /^Rated/ })).toBeNull();
    await expect(c.getAllByRole('link')).toHaveLength(1);
    await expect(c.getByRole('link', { name: 'View details of Bir Hospital' })).toBeVisible();
  },
};

/** 000 §8: a provider without an address or city. */
export const LocationNotSpecified: Story = {
  args: { provider: { ...samyak, location: { city: '' } }, href: undefined },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Location not specified')).toBeVisible();
  },
};

/** In Nepali: the rating in Devanagari digits, the links in Nepali. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByRole('heading', { name: 'Bir Hospital' })).toBeVisible();
    await expect(c.getByRole('img', { name: /४\.१/ })).toBeVisible();
    await expect(c.getByRole('link', { name: '+977-1-4221119 मा फोन गर्नुहोस्' })).toHaveAttribute(
      'href',
      'tel:+97714221119',
    );
    await expect(c.getByRole('link', { name: 'Bir Hospital को विवरण हेर्नुहोस्' })).toHaveTextContent(
      'विवरण हेर्नुहोस्',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByRole('link', { name: 'View details of Bir Hospital' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};
