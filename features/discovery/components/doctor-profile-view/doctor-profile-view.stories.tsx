import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/discovery';
import { doctorAvailability, getDoctor } from '@mocks/handlers/discovery';
import {
  expectFailedPage,
  expectLoadingPage,
  expectNotFoundPage,
  findHeading,
  region,
} from '@mocks/story-helpers';
import { nmcRegisterUrl } from '../../constants';
import { DoctorProfileView } from './doctor-profile-view';

const anil = fixtures.anilKoiralaProfile;
const profilePath = (id: string) => `/doctor-profile/${id}`;
/** The line that reads `text` as a whole, though its place and years are separate nodes. */
const line = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

const meta = {
  title: 'Features/Discovery/DoctorProfileView',
  component: DoctorProfileView,
  args: { doctorId: anil._id },
  parameters: {
    layout: 'fullscreen',
    // The visitor came from the nearby list, so Go Back has somewhere to go.
    router: { initialEntries: ['/doctors-near-me', profilePath(anil._id)] },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DoctorProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(await findHeading(canvasElement, 'Dr. Anil Koirala')).toBeVisible();

    // The header: specialty, qualification, city, the verified mark and the rating widget.
    const header = within(canvasElement.querySelector('header')!);
    await expect(header.getByText('Cardiology')).toBeVisible();
    await expect(header.getByText(anil.qualification!)).toBeVisible();
    await expect(header.getByText('Kathmandu')).toBeVisible();
    const verified = header.getByRole('link', {
      name: 'NMC verified: check Dr. Anil Koirala in the Nepal Medical Council register (opens in a new tab)',
    });
    await expect(verified).toHaveTextContent('NMC verified');
    await expect(verified).toHaveAttribute('href', nmcRegisterUrl(anil.nmcNumber!));
    await expect(verified).toHaveAttribute('target', '_blank');
    await expect(header.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      `/book-appointment/${anil._id}`,
    );

    const section = (name: string) => region(canvasElement, name);
    await expect(section('About').getByText(anil.about!)).toBeVisible();

    const education = section('Education');
    await expect(education.getByText('DM Cardiology')).toBeVisible();
    // The college and its year are read apart: "…Sciences, 2010", not "…Sciences2010".
    await expect(
      education.getByText(line('All India Institute of Medical Sciences, 2010')),
    ).toBeVisible();

    const experience = section('Experience');
    await expect(experience.getByText('Consultant Cardiologist')).toBeVisible();
    await expect(experience.getByText(line('Bir Hospital, 2012 – present'))).toBeVisible();

    // Schedule and Availability: one heading per working day, Sunday first.
    const schedule = section('Schedule and Availability');
    await expect(
      (await schedule.findAllByRole('heading', { level: 3 })).map((h) => h.textContent),
    ).toEqual(['Sunday', 'Tuesday', 'Thursday']);
    await expect(schedule.getAllByText('Bir Hospital, Cardiology')).toHaveLength(2);
    await expect(schedule.getByText('Norvic International Hospital, Cardiology')).toBeVisible();
    await expect(schedule.getAllByText(/^Fee /)[0]).toHaveTextContent(/1,000/);
    const slots = schedule.getAllByRole('link', { name: /^Book this slot: / });
    await expect(slots).toHaveLength(3);
    for (const slot of slots) await expect(slot).toHaveTextContent('Book this slot');
    await expect(slots[0]).toHaveAccessibleName(/^Book this slot: Sunday, .* at Bir Hospital$/);
    await expect(slots[0]).toHaveAttribute(
      'href',
      `/book-appointment/${anil._id}?day=Sunday&start=10%3A00&hospital=Bir+Hospital`,
    );
    await expect(slots[2]).toHaveAttribute(
      'href',
      `/book-appointment/${anil._id}?day=Thursday&start=15%3A00&hospital=Norvic+International+Hospital`,
    );

    const contact = section('Contact Information');
    await expect(contact.getByRole('link', { name: anil.contact.phone! })).toHaveAttribute(
      'href',
      'tel:+97714221119',
    );
    await expect(contact.getByRole('link', { name: anil.contact.email! })).toHaveAttribute(
      'href',
      `mailto:${anil.contact.email}`,
    );
    await expect(contact.getByText('Bir Hospital, Kathmandu')).toBeVisible();
  },
};

/** 000 §2 and §8: "Profile Not Found" with Go Back. */
export const NotFound: Story = {
  args: { doctorId: 'nobody' },
  parameters: { router: { initialEntries: ['/doctors-near-me', profilePath('nobody')] } },
  beforeEach({ msw }) {
    msw.use(getDoctor.notFound());
  },
  render: (args) => (
    <Routes>
      <Route path="/doctor-profile/:id" element={<DoctorProfileView {...args} />} />
      <Route path="*" element={<h1>The previous page</h1>} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement, {
      title: 'Profile Not Found',
      description: 'The requested doctor profile could not be found.',
      link: { name: 'Find doctors near you', href: '/doctors-near-me' },
      previousPage: 'The previous page',
    });
  },
};

/** 000 §8 "Failed to load doctor profile", with Retry that loads it once the server is back. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(getDoctor.serverError());
  },
  play: async ({ canvasElement, msw }) => {
    const alert = await expectFailedPage(canvasElement, {
      title: 'Failed to load doctor profile',
      pageTitle: 'Doctor profile',
    });
    await expect(
      within(canvasElement).queryByRole('link', { name: 'Book Appointment' }),
    ).toBeNull();
    // The server recovers; Retry asks again.
    msw.resetHandlers();
    await userEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await expect(await findHeading(canvasElement, 'Dr. Anil Koirala')).toBeVisible();
    // The whole profile, its slots too (they arrive by a call of their own).
    await expect(
      await region(canvasElement, 'Schedule and Availability').findAllByRole('link', {
        name: /^Book this slot: /,
      }),
    ).toHaveLength(3);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(getDoctor.timeout());
  },
  play: async ({ canvasElement }) => {
    await expectLoadingPage(canvasElement, {
      status: 'Loading doctor profile…',
      pageTitle: 'Doctor profile',
    });
  },
};

/** 000 §8 "Location not specified": a profile without a city. */
export const LocationNotSpecified: Story = {
  args: { doctorId: fixtures.profileWithoutCity._id },
  beforeEach({ msw }) {
    msw.use(getDoctor.profile(fixtures.profileWithoutCity));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await findHeading(canvasElement, fixtures.profileWithoutCity.fullName),
    ).toBeVisible();
    const header = within(canvasElement.querySelector('header')!);
    await expect(header.getByText('Location not specified')).toBeVisible();
    // No clinic name either: the clinic line says the same.
    const contact = within(canvas.getByRole('region', { name: 'Contact Information' }));
    await expect(contact.getByText('Location not specified')).toBeVisible();
    await expect(canvas.queryByText('Kathmandu')).toBeNull();
  },
};

/** 000 §8: schedule data that cannot be had shows an empty schedule, silently. */
export const ScheduleUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(doctorAvailability.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findHeading(canvasElement, 'Dr. Anil Koirala')).toBeVisible();
    const schedule = within(canvas.getByRole('region', { name: 'Schedule and Availability' }));
    await expect(await schedule.findByText('No schedule available at the moment.')).toBeVisible();
    await expect(schedule.queryByRole('link', { name: /^Book this slot/ })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(/failed|went wrong/i)).toBeNull();
    // The rest of the profile, and booking, stay available.
    await expect(canvas.getByRole('link', { name: 'Book Appointment' })).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findHeading(canvasElement, 'Dr. Anil Koirala')).toBeVisible();
    const header = within(canvasElement.querySelector('header')!);
    await expect(header.getByText('मुटु रोग (कार्डियोलोजी)')).toBeVisible();
    await expect(
      header.getByRole('link', {
        name: 'NMC प्रमाणित: नेपाल मेडिकल काउन्सिलको दर्तामा Dr. Anil Koirala जाँच्नुहोस् (नयाँ ट्याबमा खुल्छ)',
      }),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: 'अपोइन्टमेन्ट बुक गर्नुहोस्' })).toBeVisible();
    for (const name of ['परिचय', 'तालिका र उपलब्धता', 'शिक्षा', 'अनुभव', 'सम्पर्क जानकारी'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    // Years in Devanagari digits, "present" in Nepali, and each apart from its place.
    const education = within(canvas.getByRole('region', { name: 'शिक्षा' }));
    await expect(
      education.getByText(line('All India Institute of Medical Sciences, २०१०')),
    ).toBeVisible();
    const experience = within(canvas.getByRole('region', { name: 'अनुभव' }));
    await expect(experience.getByText(line('Bir Hospital, २०१२ देखि हालसम्म'))).toBeVisible();
    await expect(
      experience.getByText(line('Norvic International Hospital, २०१५ देखि हालसम्म')),
    ).toBeVisible();
    await expect(experience.queryByText(/present|\d/)).toBeNull();
    // He wrote his profile in English: inside the Nepali interface it is marked English.
    const about = within(canvas.getByRole('region', { name: 'परिचय' }));
    await expect(about.getByText(anil.about!)).toHaveAttribute('lang', 'en');
    await expect(experience.getByText('Consultant Cardiologist')).toHaveAttribute('lang', 'en');
    const schedule = within(canvas.getByRole('region', { name: 'तालिका र उपलब्धता' }));
    await expect(await schedule.findByRole('heading', { name: 'आइतबार' })).toBeVisible();
    await expect(schedule.getAllByRole('link', { name: /^यो समय बुक गर्नुहोस्: / })).toHaveLength(3);
    // Fees in Devanagari digits: रू १,०००.
    await expect(schedule.getAllByText(/^शुल्क /)[0]).toHaveTextContent(/१,०००/);
  },
};

/**
 * Dr. Sarita Gurung wrote her profile in Nepali: in the English interface her about text
 * and job title are marked Nepali (WCAG 3.1.2); the section names stay English.
 */
export const WrittenInNepali: Story = {
  args: { doctorId: fixtures.saritaGurungProfile._id },
  parameters: {
    router: { initialEntries: [profilePath(fixtures.saritaGurungProfile._id)] },
  },
  beforeEach({ msw }) {
    msw.use(getDoctor.profile(fixtures.saritaGurungProfile));
  },
  play: async ({ canvasElement }) => {
    const sarita = fixtures.saritaGurungProfile;
    await expect(await findHeading(canvasElement, sarita.fullName)).toBeVisible();
    const about = region(canvasElement, 'About');
    await expect(about.getByText(sarita.about)).toHaveAttribute('lang', 'ne');
    const experience = region(canvasElement, 'Experience');
    await expect(experience.getByText('वरिष्ठ बाल रोग विशेषज्ञ')).toHaveAttribute('lang', 'ne');
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'About' }),
    ).not.toHaveAttribute('lang');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await findHeading(canvasElement, 'Dr. Anil Koirala')).toBeVisible();
    await expect(document.documentElement).toHaveClass('dark');
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('link', { name: /^Book this slot: / })).toHaveLength(3),
    );
    await expect(canvas.getByRole('link', { name: /^NMC verified/ })).toBeVisible();
  },
};
