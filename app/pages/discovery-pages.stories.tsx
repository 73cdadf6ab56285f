import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { GeolocationProvider, nmcRegisterUrl, type GeolocationSource } from '@features/discovery';
import * as fixtures from '@mocks/fixtures/discovery';
import { discoveryHandlers, getDoctor, getHospital } from '@mocks/handlers/discovery';
import { expectNoSidewaysScroll, expectPhoneWidth, phone360 } from '@mocks/story-helpers';
import DoctorProfilePage from './doctor-profile-page';
import DoctorsNearMePage from './doctors-near-me-page';
import HospitalPage from './hospital-page';
import SearchPage from './search-page';

/** A browser that grants location and stands in Thamel, Kathmandu. */
const grantedGeolocation: GeolocationSource = {
  getCurrentPosition: (success) => {
    setTimeout(() =>
      success({ coords: { latitude: fixtures.thamel.lat, longitude: fixtures.thamel.lng } }),
    );
  },
};
/** A browser whose visitor said no to location. */
const deniedGeolocation: GeolocationSource = {
  getCurrentPosition: (_success, error) => {
    setTimeout(() => error?.({ code: 1 }));
  },
};

const geolocations = { granted: grantedGeolocation, denied: deniedGeolocation };

/** The discovery routes as app/main.tsx wires them. */
function DiscoveryRoutes() {
  return (
    <Routes>
      <Route path="/search" element={<SearchPage />} />
      <Route path="/doctors-near-me" element={<DoctorsNearMePage />} />
      <Route path="/doctor-profile/:doctorId" element={<DoctorProfilePage />} />
      <Route path="/doctor/:id" element={<DoctorProfilePage />} />
      <Route path="/hospital/:id" element={<HospitalPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Pages/Discovery',
  component: DiscoveryRoutes,
  parameters: { layout: 'fullscreen', msw: discoveryHandlers() },
  decorators: [
    (Story, { parameters }) => (
      <GeolocationProvider
        value={geolocations[(parameters.geolocation as 'granted' | 'denied') ?? 'denied']}
      >
        <Story />
      </GeolocationProvider>
    ),
  ],
} satisfies Meta<typeof DiscoveryRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string) => ({ router: { initialEntries: [path] } });
const withHandlers = (...overrides: RequestHandler[]) => [...overrides, ...discoveryHandlers()];

const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name: new RegExp(`^${name}`) }));

// ---- /search ----

/** "pokhara" across every type: doctors, hospitals, labs, pharmacies and ambulances. */
export const SearchResults: Story = {
  parameters: at('/search?q=pokhara'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(canvas.getByText('Results for “pokhara”')).toBeVisible();
    const doctors = await section(canvasElement, 'Doctors');
    await expect(doctors.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(
      doctors.getByRole('link', { name: 'View profile of Dr. Hari Prasad Poudel' }),
    ).toHaveAttribute(
      'href',
      `/doctor-profile/${fixtures.doctors.find((d) => d.fullName === 'Dr. Hari Prasad Poudel')!._id}`,
    );
    const hospitals = await section(canvasElement, 'Hospitals');
    await expect(
      hospitals.getByRole('link', { name: 'View details of Manipal Teaching Hospital' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/hospital\//));
    await expect(
      (await section(canvasElement, 'Labs')).getByText('Pokhara Diagnostic Centre'),
    ).toBeVisible();
    await expect(
      (await section(canvasElement, 'Pharmacies')).getByText('Lakeside Sajilo Pharmacy'),
    ).toBeVisible();
    await expect(
      (await section(canvasElement, 'Ambulances')).getByText('Pokhara Lions Ambulance Service'),
    ).toBeVisible();
  },
};

// ---- /doctors-near-me ----

/** Location granted in Thamel: doctors within 10 km, nearest first; 5 km narrows the list. */
export const NearbyWithPermission: Story = {
  parameters: { ...at('/doctors-near-me'), geolocation: 'granted' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('See the doctors within 10 km, nearest first', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Doctors near you' }),
      ).toBeVisible();
      await expect(await canvas.findByText('6 doctors found')).toBeVisible();
      const names = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      await expect(names[0]).toBe('Dr. Anil Koirala');
      await expect(names.at(-1)).toBe('Dr. Sunita Maharjan');
      const first = within(
        canvas.getByRole('heading', { level: 3, name: 'Dr. Anil Koirala' }).closest('li')!,
      );
      await expect(first.getByText('1.2 km away')).toBeVisible();
      await expect(first.getByText('NMC verified')).toBeVisible();
      await expect(first.getByText(/Fee from/)).toHaveTextContent(/1,000/);
      await expect(first.getByText('+1 more location')).toBeVisible();
      await expect(
        first.getByRole('link', { name: 'Book an appointment with Dr. Anil Koirala' }),
      ).toHaveAttribute('href', `/book-appointment/${fixtures.anilKoirala._id}`);
    });
    await step('Choose Within 5 km', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Distance' }));
      await userEvent.click(
        await within(document.body).findByRole('option', { name: 'Within 5 km' }),
      );
    });
    await step('See the list narrowed', async () => {
      await expect(await canvas.findByText('5 doctors found')).toBeVisible();
    });
  },
};

/** Location denied: the verified doctors list instead (000 §4). */
export const NearbyLocationDenied: Story = {
  parameters: { ...at('/doctors-near-me'), geolocation: 'denied' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('See the verified doctors instead, with no distance filter', async () => {
      await expect(
        await canvas.findByText(/Location access is off, so we are showing verified doctors/),
      ).toBeVisible();
      await expect(await canvas.findByText('10 doctors found')).toBeVisible();
      await expect(canvas.queryByRole('combobox', { name: 'Distance' })).toBeNull();
    });
    // 000 §5: the text matches name, specialty or location.
    await step('Search for "pokhara"', async () => {
      await userEvent.type(
        canvas.getByRole('searchbox', { name: 'Search nearby doctors' }),
        'pokhara',
      );
      await expect(await canvas.findByText('3 doctors found')).toBeVisible();
    });
    await step('Choose 4.5 and above', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Minimum rating' }));
      await userEvent.click(
        await within(document.body).findByRole('option', { name: '4.5 and above' }),
      );
    });
    await step('See the one doctor left', async () => {
      await expect(await canvas.findByText('1 doctor found')).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Dr. Hari Prasad Poudel' })).toBeVisible();
    });
  },
};

// ---- /doctor-profile/{id} and /doctor/{id} ----

const anil = fixtures.anilKoirala._id;

export const Profile: Story = {
  parameters: at(`/doctor-profile/${anil}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dr. Anil Koirala' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /NMC verified: check Dr. Anil Koirala/ }),
    ).toHaveAttribute('href', nmcRegisterUrl(fixtures.profileOf(fixtures.anilKoirala).nmcNumber!));
    for (const name of [
      'About',
      'Education',
      'Experience',
      'Schedule and Availability',
      'Contact Information',
    ])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    const slots = await canvas.findAllByRole('link', { name: /^Book this slot/ });
    await expect(slots).toHaveLength(3);
    await expect(slots[0]).toHaveAttribute(
      'href',
      `/book-appointment/${anil}?day=Sunday&start=10%3A00&hospital=Bir+Hospital`,
    );
    await expect(canvas.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      `/book-appointment/${anil}`,
    );
    await expect(canvas.getByText('Kathmandu', { selector: 'p' })).toBeVisible();
  },
};

/** The other route shape, /doctor/{id}. */
export const ProfileByDoctorRoute: Story = {
  parameters: at(`/doctor/${fixtures.doctors[1]!._id}`),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: fixtures.doctors[1]!.fullName,
      }),
    ).toBeVisible();
  },
};

export const ProfileNotFound: Story = {
  parameters: { ...at('/doctor-profile/nobody'), msw: withHandlers(getDoctor.notFound()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Profile Not Found' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('The requested doctor profile could not be found.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible();
  },
};

// ---- /hospital/{id} ----

export const Hospital: Story = {
  parameters: at(`/hospital/${fixtures.birHospital._id}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bir Hospital' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Mahaboudha, Kathmandu')[0]).toBeVisible();
    const departments = within(canvas.getByRole('region', { name: 'Departments' }));
    await expect(departments.getByText('Cardiology')).toBeVisible();
    await expect(departments.getByText('Emergency')).toBeVisible();
    const doctor = canvas.getByRole('link', { name: /Dr. Anil Koirala/ });
    await expect(doctor).toHaveAttribute('href', `/doctor-profile/${anil}`);
    await expect(doctor).toHaveTextContent('Visits: Sunday and Tuesday');
    await expect(canvas.getByRole('link', { name: /4221119/ })).toHaveAttribute(
      'href',
      'tel:+97714221119',
    );
  },
};

export const HospitalNotFound: Story = {
  parameters: { ...at('/hospital/none'), msw: withHandlers(getHospital.notFound()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Hospital Not Found' }),
    ).toBeVisible();
    await expect(canvas.getByText('The requested hospital could not be found.')).toBeVisible();
  },
};

// ---- Language, theme, small phone ----

/** A 360 px phone: the cards stack and nothing scrolls sideways. */
export const PhoneSearch: Story = {
  ...phone360,
  parameters: { ...phone360.parameters, ...at('/search?q=pokhara') },
  play: async ({ canvasElement }) => {
    await expectPhoneWidth(canvasElement);
    const doctors = await section(canvasElement, 'Doctors');
    await expect(doctors.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expectNoSidewaysScroll(canvasElement);
  },
};
