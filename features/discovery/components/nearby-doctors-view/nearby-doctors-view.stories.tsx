import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NEARBY_TOTAL_CAP } from '@contract/discovery';
import { paths } from '@contract/paths';
import * as fixtures from '@mocks/fixtures/discovery';
import { listDoctors, nearbyDoctors } from '@mocks/handlers/discovery';
import { choose, page } from '@mocks/story-helpers';
import { GeolocationProvider, type GeolocationSource } from '../../geolocation';
import { NearbyDoctorsView } from './nearby-doctors-view';

/** A browser that grants location and stands in Thamel, Kathmandu. */
const granted: GeolocationSource = {
  getCurrentPosition: (success) => {
    setTimeout(() =>
      success({ coords: { latitude: fixtures.thamel.lat, longitude: fixtures.thamel.lng } }),
    );
  },
};
/** A visitor who said no to location (PERMISSION_DENIED). */
const denied: GeolocationSource = {
  getCurrentPosition: (_success, error) => {
    setTimeout(() => error?.({ code: 1 }));
  },
};
/** Permission given, but no fix (POSITION_UNAVAILABLE). */
const unavailable: GeolocationSource = {
  getCurrentPosition: (_success, error) => {
    setTimeout(() => error?.({ code: 2 }));
  },
};
/** The browser is still asking the visitor. */
const pending: GeolocationSource = { getCurrentPosition: () => {} };

const geolocations = { granted, denied, unavailable, pending };
type Geolocation = keyof typeof geolocations;

/** The query of every nearby and list call, so stories can check what was asked for. */
const nearbyCalls: URLSearchParams[] = [];
const listCalls: URLSearchParams[] = [];
const nearbyUrl = new RegExp(`/api${paths.doctorsNearby}$`);
const listUrl = new RegExp(`/api${paths.doctors}$`);
// Listened to on the worker rather than by a handler, so any story's scenario still answers.
const recordCall = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (nearbyUrl.test(url.pathname)) nearbyCalls.push(url.searchParams);
  else if (listUrl.test(url.pathname)) listCalls.push(url.searchParams);
};

const meta = {
  title: 'Features/Discovery/NearbyDoctorsView',
  component: NearbyDoctorsView,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/doctors-near-me'] },
    geolocation: 'granted' satisfies Geolocation,
  },
  decorators: [
    (Story, { parameters }) => (
      <GeolocationProvider value={geolocations[parameters.geolocation as Geolocation]}>
        <main>
          <Story />
        </main>
      </GeolocationProvider>
    ),
  ],
  beforeEach({ msw }) {
    nearbyCalls.length = 0;
    listCalls.length = 0;
    msw.events.on('request:start', recordCall);
    return () => msw.events.removeListener('request:start', recordCall);
  },
} satisfies Meta<typeof NearbyDoctorsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('heading', { level: 3, name }).closest('li')!);

/** The doctors in the order the cards show them. */
const shownNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Location granted in Thamel: the nearby call, nearest first, each card with its distance. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Doctors near you' })).toBeVisible();
    await expect(await canvas.findByText('6 doctors found')).toBeVisible();
    await expect(
      canvas.getByText('Showing doctors within 10 km of you, nearest first.'),
    ).toBeVisible();
    // One nearby call with the visitor's position, the default 10 km and 000 §9's limit 20.
    await expect(nearbyCalls).toHaveLength(1);
    const query = nearbyCalls[0]!;
    await expect(Number(query.get('lat'))).toBe(fixtures.thamel.lat);
    await expect(Number(query.get('lng'))).toBe(fixtures.thamel.lng);
    await expect(query.get('radius')).toBe('10');
    await expect(query.get('limit')).toBe('20');
    await expect(listCalls).toHaveLength(0);

    await expect(shownNames(canvasElement)).toEqual([
      'Dr. Anil Koirala',
      'Dr. Pramila Thapa',
      'Dr. Sarita Gurung',
      'Dr. Nabin Yadav',
      'Dr. Ramesh Adhikari',
      'Dr. Sunita Maharjan',
    ]);
    const anil = cardOf(canvasElement, 'Dr. Anil Koirala');
    await expect(anil.getByText('1.2 km away')).toBeVisible();
    await expect(anil.getByText('Cardiology')).toBeVisible();
    await expect(anil.getByText('NMC verified')).toBeVisible();
    await expect(anil.getByText('Kathmandu')).toBeVisible();
    await expect(anil.getByText('18 years of experience')).toBeVisible();
    await expect(anil.getByText(/^Fee from/)).toHaveTextContent(/1,000/);
    await expect(anil.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    // 000 §2: the first two schedule entries, then "+N more locations".
    await expect(anil.getByText(/^Sunday, .* at Bir Hospital$/)).toBeVisible();
    await expect(anil.getByText(/^Tuesday, .* at Bir Hospital$/)).toBeVisible();
    await expect(anil.getByText('+1 more location')).toBeVisible();
    await expect(
      anil.getByRole('link', { name: 'Book an appointment with Dr. Anil Koirala' }),
    ).toHaveAttribute('href', `/book-appointment/${fixtures.anilKoirala._id}`);
    await expect(
      anil.getByRole('link', { name: 'View profile of Dr. Anil Koirala' }),
    ).toHaveAttribute('href', `/doctor-profile/${fixtures.anilKoirala._id}`);
    await expect(
      cardOf(canvasElement, 'Dr. Sunita Maharjan').getByText('5.3 km away'),
    ).toBeVisible();
    // The radius total only shows when the radius holds more than are shown.
    await expect(canvas.queryByText(/verified doctors? within/)).toBeNull();
  },
};

/** Location denied (000 §4): the verified list across Nepal, with a notice and no distances. */
export const LocationDenied: Story = {
  parameters: { geolocation: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Location access is off, so we are showing verified doctors across Nepal. Allow location in your browser to see who is nearest.',
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('10 doctors found')).toBeVisible();
    await expect(nearbyCalls).toHaveLength(0);
    await expect(listCalls).toHaveLength(1);
    await expect(listCalls[0]!.get('verified')).toBe('true');
    await expect(listCalls[0]!.get('limit')).toBe('20');
    // Best rated first, as the list answers; no distance anywhere, no distance filter.
    await expect(shownNames(canvasElement)[0]).toBe('Dr. Sarita Gurung');
    await expect(canvas.queryByText(/km away/)).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Distance' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Specialty' })).toBeVisible();
  },
};

/** A position cannot be had (no fix, or no geolocation at all): the verified list too. */
export const LocationUnavailable: Story = {
  parameters: { geolocation: 'unavailable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'We could not find your location, so we are showing verified doctors across Nepal.',
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('10 doctors found')).toBeVisible();
    await expect(nearbyCalls).toHaveLength(0);
  },
};

/** The browser is still asking: nothing is sent yet. */
export const Locating: Story = {
  parameters: { geolocation: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Finding your location…')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading doctors…');
    await expect(nearbyCalls).toHaveLength(0);
    await expect(listCalls).toHaveLength(0);
  },
};

/** 000 §8 "Nearby empty": nothing within the radius. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(nearbyDoctors.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No doctors found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search criteria or filters.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 doctors found');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** A dense city: the radius holds more verified doctors than the 20 an answer carries. */
export const Crowded: Story = {
  beforeEach({ msw }) {
    msw.use(nearbyDoctors.crowded(81));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('6 doctors found')).toBeVisible();
    await expect(
      canvas.getByText('81 verified doctors within 10 km; the nearest 6 are shown.'),
    ).toBeVisible();
  },
};

/** The server stops counting at its cap: the total says "more than". */
export const CrowdedCapped: Story = {
  beforeEach({ msw }) {
    msw.use(nearbyDoctors.crowded(NEARBY_TOTAL_CAP, true));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        `More than ${NEARBY_TOTAL_CAP} verified doctors within 10 km; the nearest 6 are shown.`,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('6 doctors found')).toBeVisible();
  },
};

/** The nearby call has not answered yet: placeholders and one announcement. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(nearbyDoctors.timeout());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(nearbyCalls).toHaveLength(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading doctors…');
    await expect(canvas.queryByText(/doctors? found/)).toBeNull();
  },
};

/**
 * The nearby search fails: the view falls back to the verified list (000 §4), with no
 * error text and no distances.
 */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(nearbyDoctors.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('10 doctors found')).toBeVisible();
    await expect(nearbyCalls).toHaveLength(1);
    await expect(listCalls).toHaveLength(1);
    await expect(canvas.queryByText(/km away/)).toBeNull();
    // The location was found: the notice says the search near it failed, not the location.
    await expect(
      canvas.getByText(
        'We could not search near you just now, so we are showing verified doctors across Nepal.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/could not find your location/)).toBeNull();
    await expect(canvas.queryByText(/went wrong|failed/i)).toBeNull();
  },
};

/**
 * Neither call answers within the client's time-out (1 s here for the 30 s): 000 §8, a
 * failed list shows empty.
 */
export const Timeout: Story = {
  parameters: { apiClient: { timeoutMs: 1000 } },
  beforeEach({ msw }) {
    msw.use(nearbyDoctors.timeout(), listDoctors.timeout());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading doctors…');
    await expect(
      await canvas.findByRole('heading', { name: 'No doctors found' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search criteria or filters.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No network: both the nearby call and the verified list fail, and the list shows empty. */
export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(nearbyDoctors.offline(), listDoctors.offline());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No doctors found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search criteria or filters.')).toBeVisible();
    await expect(nearbyCalls).toHaveLength(1);
    await expect(listCalls).toHaveLength(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The filters: distance (5, 10, 20, 50 km, default 10) and minimum rating (any, 3, 4, 4.5)
 * go to the server; the text filter and the specialty also apply on the client (000 §5).
 */
export const Filters: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('See every doctor nearby', async () => {
      await expect(await canvas.findByText('6 doctors found')).toBeVisible();
    });
    await step('Open Distance: the choices', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Distance' }));
      const distances = await page().findAllByRole('option');
      await expect(distances.map((option) => option.textContent)).toEqual([
        'Within 5 km',
        'Within 10 km',
        'Within 20 km',
        'Within 50 km',
      ]);
    });
    await step('Choose Within 5 km: asked again', async () => {
      await userEvent.click(page().getByRole('option', { name: 'Within 5 km' }));
      await expect(await canvas.findByText('5 doctors found')).toBeVisible();
      await expect(nearbyCalls.at(-1)!.get('radius')).toBe('5');
      await expect(
        canvas.getByText('Showing doctors within 5 km of you, nearest first.'),
      ).toBeVisible();
      await expect(canvas.queryByRole('heading', { name: 'Dr. Sunita Maharjan' })).toBeNull();
    });
    await step('Type a name: the list narrows without asking', async () => {
      // The text narrows the list on the client: no new call.
      const calls = nearbyCalls.length;
      await userEvent.type(
        canvas.getByRole('searchbox', { name: 'Search nearby doctors' }),
        'pediatrics',
      );
      await expect(await canvas.findByText('1 doctor found')).toBeVisible();
      await expect(shownNames(canvasElement)).toEqual(['Dr. Sarita Gurung']);
      await expect(nearbyCalls).toHaveLength(calls);
    });
    await step('Clear the search', async () => {
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search nearby doctors' }));
      await expect(await canvas.findByText('5 doctors found')).toBeVisible();
    });
    await step('Open Minimum rating: the choices', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Minimum rating' }));
      const ratings = await page().findAllByRole('option');
      await expect(ratings.map((option) => option.textContent)).toEqual([
        'Any rating',
        '3 and above',
        '4 and above',
        '4.5 and above',
      ]);
    });
    await step('Choose 4.5 and above', async () => {
      await userEvent.click(page().getByRole('option', { name: '4.5 and above' }));
      await expect(await canvas.findByText('3 doctors found')).toBeVisible();
      await expect(nearbyCalls.at(-1)!.get('rating')).toBe('4.5');
      await expect(shownNames(canvasElement)).toEqual([
        'Dr. Anil Koirala',
        'Dr. Sarita Gurung',
        'Dr. Nabin Yadav',
      ]);
    });
    await step('Choose Cardiology', async () => {
      await choose(within(canvasElement), 'Specialty', 'Cardiology');
      await expect(await canvas.findByText('1 doctor found')).toBeVisible();
      await expect(nearbyCalls.at(-1)!.get('specialty')).toBe('Cardiology');
      await expect(shownNames(canvasElement)).toEqual(['Dr. Anil Koirala']);
    });
  },
};

/** In Nepali: every text translated, numbers and distances in Devanagari digits. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'तपाईंको नजिकका डाक्टरहरू' }),
    ).toBeVisible();
    await expect(await canvas.findByText('६ डाक्टर भेटिए')).toBeVisible();
    await expect(
      canvas.getByText('तपाईंबाट १० किमीभित्रका डाक्टरहरू, सबैभन्दा नजिकको पहिले।'),
    ).toBeVisible();
    const anil = cardOf(canvasElement, 'Dr. Anil Koirala');
    await expect(anil.getByText('१.२ किमी टाढा')).toBeVisible();
    await expect(anil.getByText('मुटु रोग (कार्डियोलोजी)')).toBeVisible();
    await expect(anil.getByText('NMC प्रमाणित')).toBeVisible();
    await expect(anil.getByText('१८ वर्षको अनुभव')).toBeVisible();
    await expect(
      anil.getByRole('link', { name: 'Dr. Anil Koirala सँग अपोइन्टमेन्ट बुक गर्नुहोस्' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'दूरी' })).toHaveTextContent('१० किमीभित्र');
  },
};
