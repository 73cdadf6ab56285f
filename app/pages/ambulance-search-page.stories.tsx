import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AmbulanceSearchPage from './ambulance-search-page';

/** Ratna Park, Kathmandu, as the dashboard sends it when geolocation works (002 §2). */
const sent = { location: { lat: 27.705467, lng: 85.314972 }, emergency: true };

const meta = {
  title: 'Pages/AmbulanceSearch',
  component: AmbulanceSearchPage,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: [{ pathname: '/ambulance-search', state: sent }] },
  },
} satisfies Meta<typeof AmbulanceSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the dashboard with a position: the location to read out, 102, and SOS. */
export const FromDashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ambulance Search' })).toBeVisible();
    await expect(canvas.getByText('Your location: 27.705467, 85.314972')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call 102 (ambulance)' })).toHaveAttribute(
      'href',
      'tel:102',
    );
    await expect(
      canvas.getByRole('link', { name: 'Alert your emergency contacts' }),
    ).toHaveAttribute('href', '/portal/user?tab=emergency');
  },
};

/** Opened without a position (refused, or from a link): 102 still one tap away. */
export const WithoutLocation: Story = {
  parameters: { router: { initialEntries: ['/ambulance-search'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Call 102 (ambulance)' })).toHaveAttribute(
      'href',
      'tel:102',
    );
    await expect(canvas.queryByText(/^Your location/)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Alert your emergency contacts' })).toBeNull();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('तपाईंको स्थान: २७.७०५४६७, ८५.३१४९७२')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '१०२ मा फोन गर्नुहोस् (एम्बुलेन्स)' })).toHaveAttribute(
      'href',
      'tel:102',
    );
  },
};
