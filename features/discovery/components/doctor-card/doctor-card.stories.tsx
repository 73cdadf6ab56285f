import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/discovery';
import { DoctorCard } from './doctor-card';

const anil = fixtures.anilKoirala;
const hari = fixtures.doctors.find((d) => d.fullName === 'Dr. Hari Prasad Poudel')!;

const meta = {
  title: 'Features/Discovery/DoctorCard',
  component: DoctorCard,
  args: { doctor: { ...anil, distanceKm: 1.2 }, showBook: true, showSchedule: true },
  // The card is a list item; lists of them sit in a page with its own h1 and h2.
  decorators: [
    (Story) => (
      <ul className="grid max-w-md">
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof DoctorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getAllByRole('listitem')[0]!);

/**
 * The nearby-doctors card: fee in rupees, NMC verified, city, distance, the first two
 * schedule entries with "+1 more location", Book and View Profile.
 */
export const Nearby: Story = {
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByRole('heading', { level: 3, name: 'Dr. Anil Koirala' })).toBeVisible();
    await expect(c.getByText('Cardiology')).toBeVisible();
    await expect(c.getByText('NMC verified')).toBeVisible();
    await expect(c.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(c.getByText('Kathmandu')).toBeVisible();
    await expect(c.getByText('1.2 km away')).toBeVisible();
    await expect(c.getByText('18 years of experience')).toBeVisible();
    // The lowest fee of the schedule (1,000 at Bir Hospital, 1,500 at Norvic).
    await expect(c.getByText(/^Fee from/)).toHaveTextContent(/^Fee from NPR\s?1,000$/);

    await expect(c.getByText('Where and when')).toBeVisible();
    const entries = c.getAllByText(/ at (Bir Hospital|Norvic International Hospital)$/);
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent(/^Sunday, 10:00\sAM - 2:00\sPM at Bir Hospital$/);
    await expect(entries[1]).toHaveTextContent(/^Tuesday, 10:00\sAM - 2:00\sPM at Bir Hospital$/);
    await expect(c.queryByText(/Thursday/)).toBeNull();
    await expect(c.getByText('+1 more location')).toBeVisible();

    const book = c.getByRole('link', { name: 'Book an appointment with Dr. Anil Koirala' });
    await expect(book).toHaveTextContent('Book');
    await expect(book).toHaveAttribute('href', `/book-appointment/${anil._id}`);
    const profile = c.getByRole('link', { name: 'View profile of Dr. Anil Koirala' });
    await expect(profile).toHaveTextContent('View Profile');
    await expect(profile).toHaveAttribute('href', `/doctor-profile/${anil._id}`);
    for (const link of [book, profile])
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Four schedule entries: two are listed, "+2 more locations"; the fee is the lowest. */
export const MoreLocations: Story = {
  args: { doctor: { ...hari, distanceKm: 3.4 } },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getAllByText(/ at Manipal Teaching Hospital$/)).toHaveLength(2);
    await expect(c.getByText('+2 more locations')).toBeVisible();
    await expect(c.queryByText(/Fewa City Hospital/)).toBeNull();
    await expect(c.getByText(/^Fee from/)).toHaveTextContent(/NPR\s?900$/);
    await expect(c.getByText('3.4 km away')).toBeVisible();
  },
};

/** As search results show it: no distance, no schedule, no Book; View Profile only. */
export const SearchResult: Story = {
  args: { doctor: anil, showBook: false, showSchedule: false },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByRole('heading', { name: 'Dr. Anil Koirala' })).toBeVisible();
    await expect(c.getByText('Kathmandu')).toBeVisible();
    await expect(c.getByText(/^Fee from/)).toHaveTextContent(/1,000/);
    await expect(c.queryByText(/km away/)).toBeNull();
    await expect(c.queryByText('Where and when')).toBeNull();
    await expect(c.queryByRole('link', { name: /^Book/ })).toBeNull();
    await expect(c.getByRole('link', { name: 'View profile of Dr. Anil Koirala' })).toBeVisible();
  },
};

/** No schedule yet: no fee, no "Where and when", the rest as usual. */
export const WithoutSchedule: Story = {
  args: { doctor: { ...anil, distanceKm: 1.2, advancedSchedule: [] } },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByRole('heading', { name: 'Dr. Anil Koirala' })).toBeVisible();
    await expect(c.getByText('1.2 km away')).toBeVisible();
    await expect(c.queryByText(/^Fee from/)).toBeNull();
    await expect(c.queryByText('Where and when')).toBeNull();
    await expect(c.queryByText(/more location/)).toBeNull();
    await expect(c.getByRole('link', { name: /^Book an appointment with/ })).toBeVisible();
  },
};

/** 000 §8: a doctor without a city. */
export const LocationNotSpecified: Story = {
  args: {
    doctor: { ...anil, clinicDetails: { address: { city: '' } } },
    showBook: false,
    showSchedule: false,
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Location not specified')).toBeVisible();
  },
};

/** Not (yet) verified by the NMC: no verified mark. */
export const NotVerified: Story = {
  args: { doctor: { ...anil, nmcVerified: false }, showBook: false, showSchedule: false },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByRole('heading', { name: 'Dr. Anil Koirala' })).toBeVisible();
    await expect(c.queryByText('NMC verified')).toBeNull();
  },
};

/** In Nepali: fee and distance in Devanagari digits, the schedule and links in Nepali. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByText('मुटु रोग (कार्डियोलोजी)')).toBeVisible();
    await expect(c.getByText('NMC प्रमाणित')).toBeVisible();
    await expect(c.getByText('१.२ किमी टाढा')).toBeVisible();
    await expect(c.getByText('१८ वर्षको अनुभव')).toBeVisible();
    const fee = c.getByText(/^शुल्क/);
    await expect(fee).toHaveTextContent(/^शुल्क नेरू\s?१,००० देखि$/);
    await expect(fee.textContent).not.toMatch(/[0-9]/);
    await expect(c.getByText('कहाँ र कहिले')).toBeVisible();
    const entries = c.getAllByText(/, Bir Hospital मा$/);
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent('आइतबार, १०:०० देखि १४:०० सम्म, Bir Hospital मा');
    await expect(entries[0]!.textContent).not.toMatch(/[0-9]/);
    await expect(c.getByText('+१ थप स्थान')).toBeVisible();
    await expect(
      c.getByRole('link', { name: 'Dr. Anil Koirala सँग अपोइन्टमेन्ट बुक गर्नुहोस्' }),
    ).toHaveTextContent('बुक गर्नुहोस्');
    await expect(
      c.getByRole('link', { name: 'Dr. Anil Koirala को प्रोफाइल हेर्नुहोस्' }),
    ).toHaveTextContent('प्रोफाइल हेर्नुहोस्');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = card(canvasElement);
    await expect(c.getByText('NMC verified')).toBeVisible();
    await expect(c.getByText('+1 more location')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};
