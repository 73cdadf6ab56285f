import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/discovery';
import { getHospital } from '@mocks/handlers/discovery';
import {
  expectFailedPage,
  expectLoadingPage,
  expectNotFoundPage,
  findHeading,
  region,
} from '@mocks/story-helpers';
import { HospitalView } from './hospital-view';

const bir = fixtures.birHospital;
const norvic = fixtures.hospitalDetails.find((h) => h.name === 'Norvic International Hospital')!;
const hospitalPath = (id: string) => `/hospital/${id}`;

const meta = {
  title: 'Features/Discovery/HospitalView',
  component: HospitalView,
  args: { hospitalId: bir._id },
  parameters: {
    layout: 'fullscreen',
    // The visitor came from the search results, so Go Back has somewhere to go.
    router: { initialEntries: ['/search?q=kathmandu', hospitalPath(bir._id)] },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof HospitalView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findHeading(canvasElement, 'Bir Hospital')).toBeVisible();
    const header = within(canvasElement.querySelector('header')!);
    await expect(header.getByText('Mahaboudha, Kathmandu')).toBeVisible();
    await expect(header.getByRole('img', { name: 'Rated 4.1 out of 5' })).toBeVisible();

    const departments = region(canvasElement, 'Departments');
    await expect(departments.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Emergency',
      'Cardiology',
    ]);

    const doctors = region(canvasElement, 'Doctors who practise here');
    const anil = doctors.getByRole('link', { name: /^Dr\. Anil Koirala/ });
    await expect(anil).toHaveAttribute('href', `/doctor-profile/${fixtures.anilKoirala._id}`);
    await expect(anil).toHaveTextContent('Cardiology');
    await expect(anil).toHaveTextContent('Visits: Sunday and Tuesday');

    const contact = region(canvasElement, 'Contact');
    await expect(contact.getByText('Mahaboudha, Kathmandu')).toBeVisible();
    await expect(contact.getByRole('link', { name: '+977-1-4221119' })).toHaveAttribute(
      'href',
      'tel:+97714221119',
    );
    await expect(contact.getByRole('link', { name: 'info@bir.example' })).toHaveAttribute(
      'href',
      'mailto:info@bir.example',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A hospital several doctors visit, each with their own days. */
export const ManyDoctors: Story = {
  args: { hospitalId: norvic._id },
  play: async ({ canvasElement }) => {
    await expect(await findHeading(canvasElement, 'Norvic International Hospital')).toBeVisible();
    const doctors = region(canvasElement, 'Doctors who practise here');
    await expect(doctors.getByRole('link', { name: /^Dr\. Anil Koirala/ })).toHaveTextContent(
      'Visits: Thursday',
    );
    await expect(doctors.getByRole('link', { name: /^Dr\. Nabin Yadav/ })).toHaveTextContent(
      'Visits: Sunday and Wednesday',
    );
    const departments = region(canvasElement, 'Departments');
    await expect(departments.getByText('Neurology')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { hospitalId: 'none' },
  parameters: { router: { initialEntries: ['/search?q=kathmandu', hospitalPath('none')] } },
  beforeEach({ msw }) {
    msw.use(getHospital.notFound());
  },
  render: (args) => (
    <Routes>
      <Route path="/hospital/:id" element={<HospitalView {...args} />} />
      <Route path="*" element={<h1>The previous page</h1>} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement, {
      title: 'Hospital Not Found',
      description: 'The requested hospital could not be found.',
      link: { name: 'Search hospitals', href: '/search?type=hospitals' },
      previousPage: 'The previous page',
    });
  },
};

/** "Failed to load hospital details", with Retry that loads it once the server is back. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(getHospital.serverError());
  },
  play: async ({ canvasElement, msw }) => {
    const alert = await expectFailedPage(canvasElement, {
      title: 'Failed to load hospital details',
      pageTitle: 'Hospital details',
    });
    msw.resetHandlers();
    await userEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await expect(await findHeading(canvasElement, 'Bir Hospital')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(getHospital.timeout());
  },
  play: async ({ canvasElement }) => {
    await expectLoadingPage(canvasElement, {
      status: 'Loading hospital details…',
      pageTitle: 'Hospital details',
    });
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    await expect(await findHeading(canvasElement, 'Bir Hospital')).toBeVisible();
    const departments = region(canvasElement, 'विभागहरू');
    await expect(departments.getByText('मुटु रोग (कार्डियोलोजी)')).toBeVisible();
    const doctors = region(canvasElement, 'यहाँ सेवा दिने डाक्टरहरू');
    // The days in Nepali, joined with the Nepali conjunction (Intl.ListFormat polyfill).
    await expect(doctors.getByRole('link', { name: /^Dr\. Anil Koirala/ })).toHaveTextContent(
      /आउने दिन: आइतबार र मङ्गलबार/,
    );
    const contact = region(canvasElement, 'सम्पर्क');
    await expect(contact.getByText('ठेगाना')).toBeVisible();
    await expect(contact.getByText('फोन')).toBeVisible();
    await expect(
      within(canvasElement.querySelector('header')!).getByRole('img', {
        name: /४\.१/,
      }),
    ).toBeVisible();
  },
};
