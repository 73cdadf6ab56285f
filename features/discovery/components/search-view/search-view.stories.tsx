import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@contract/paths';
import * as fixtures from '@mocks/fixtures/discovery';
import { search } from '@mocks/handlers/discovery';
import { api } from '@mocks/respond';
import {
  choose,
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectTouchTargets,
  page,
  phone360,
} from '@mocks/story-helpers';
import { SearchView } from './search-view';

const meta = {
  title: 'Features/Discovery/SearchView',
  component: SearchView,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/search?q=pokhara'] } },
  // The page puts the view in the main landmark.
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string) => ({ router: { initialEntries: [path] } });

/** Every GET /search the view sends, let through to the scenario behind it. */
const sent: URL[] = [];
const recordSearches = http.get(api(paths.search), ({ request }) => {
  sent.push(new URL(request.url));
});
const lastSent = () => sent.at(-1)!.searchParams;

const sectionNames = ['Doctors', 'Hospitals', 'Labs', 'Pharmacies', 'Ambulances'] as const;
const emptyTexts = {
  Doctors: 'No doctors found',
  Hospitals: 'No hospitals found',
  Labs: 'No labs found',
  Pharmacies: 'No pharmacies found',
  Ambulances: 'No ambulances found',
} as const;

/** A results section, by its heading ("Doctors" and the count). */
const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name: new RegExp(`^${name}`) }));

const cardNames = (region: Awaited<ReturnType<typeof section>>) =>
  region.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

const doctorId = (name: string) => fixtures.doctors.find((d) => d.fullName === name)!._id;
const providerId = (type: keyof typeof fixtures.providers, name: string) =>
  fixtures.providers[type].find((p) => p.name === name)!._id;

const pokharaDoctors = ['Dr. Hari Prasad Poudel', 'Dr. Kabita Baral', 'Dr. Suman Rai'];

async function expectFailed(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('Failed to load search results.');
  // 000 §8: the search failure is shown in red.
  await expect(alert).toHaveClass('text-danger');
  await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(canvas.queryByRole('region', { name: /^Doctors/ })).toBeNull();
  await expect(canvas.queryByRole('status')).toBeNull();
}

/** "pokhara" in all mode: one GET /search, every section with its cards. */
export const Success: Story = {
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(recordSearches);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(canvas.getByText('Results for “pokhara”')).toBeVisible();
    await expect(
      canvas.getByRole('searchbox', { name: 'Search doctors and services' }),
    ).toHaveValue('pokhara');

    const doctors = await section(canvasElement, 'Doctors');
    await expect(doctors.getByText('3 results')).toBeVisible();
    // The section is named by its heading: the type and how many were found.
    await expect(canvas.getByRole('region', { name: 'Doctors 3 results' })).toBeVisible();
    await expect(cardNames(doctors)).toEqual(pokharaDoctors);
    await expect(
      doctors.getByRole('link', { name: 'View profile of Dr. Hari Prasad Poudel' }),
    ).toHaveAttribute('href', `/doctor-profile/${doctorId('Dr. Hari Prasad Poudel')}`);
    await expect(doctors.getAllByRole('link', { name: /^View profile of/ })).toHaveLength(3);
    // Search cards lead to the profile; booking starts there.
    await expect(doctors.queryByRole('link', { name: /^Book/ })).toBeNull();

    const hospitals = await section(canvasElement, 'Hospitals');
    await expect(cardNames(hospitals)).toEqual([
      'Manipal Teaching Hospital',
      'Gandaki Provincial Hospital',
      'Fewa City Hospital',
    ]);
    await expect(
      hospitals.getByRole('link', { name: 'View details of Manipal Teaching Hospital' }),
    ).toHaveAttribute('href', `/hospital/${providerId('hospitals', 'Manipal Teaching Hospital')}`);

    const labs = await section(canvasElement, 'Labs');
    await expect(labs.getByText('1 result')).toBeVisible();
    await expect(labs.getByRole('heading', { name: 'Pokhara Diagnostic Centre' })).toBeVisible();
    await expect(labs.getByText('Mahendrapul, Pokhara')).toBeVisible();
    // Labs, pharmacies and ambulances have no details page: a call button only.
    await expect(labs.queryByRole('link', { name: /^View details/ })).toBeNull();
    await expect(labs.getByRole('link', { name: 'Call +977-61-535353' })).toHaveAttribute(
      'href',
      'tel:+97761535353',
    );

    const pharmacies = await section(canvasElement, 'Pharmacies');
    await expect(
      pharmacies.getByRole('heading', { name: 'Lakeside Sajilo Pharmacy' }),
    ).toBeVisible();
    const ambulances = await section(canvasElement, 'Ambulances');
    await expect(
      ambulances.getByRole('heading', { name: 'Pokhara Lions Ambulance Service' }),
    ).toBeVisible();

    await expect(canvas.queryByText(/^No .* found$/)).toBeNull();
    // One call stands for all five types (all mode: 20 of each).
    await expect(sent).toHaveLength(1);
    await expect(lastSent().get('q')).toBe('pokhara');
    await expect(lastSent().get('type')).toBe('all');
    await expect(lastSent().get('limit')).toBe('20');
  },
};

/** Nothing matches anywhere: every section says so in its own words. */
export const Empty: Story = {
  parameters: { ...at('/search?q=zzz'), msw: [search.empty()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of sectionNames) {
      const region = await section(canvasElement, name);
      await expect(region.getByText('0 results')).toBeVisible();
      await expect(region.getByRole('heading', { level: 3, name: emptyTexts[name] })).toBeVisible();
    }
    await expect(canvas.queryByRole('link', { name: /^View/ })).toBeNull();
  },
};

/** "cardiology" finds doctors only: the other sections show their own empty text. */
export const EmptySections: Story = {
  parameters: at('/search?q=cardiology'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doctors = await section(canvasElement, 'Doctors');
    await expect(doctors.getByText('3 results')).toBeVisible();
    await expect(cardNames(doctors)).toEqual([
      'Dr. Anil Koirala',
      'Dr. Hari Prasad Poudel',
      'Dr. Kabita Baral',
    ]);
    await expect(doctors.getAllByText('Cardiology')).toHaveLength(3);
    for (const name of ['Hospitals', 'Labs', 'Pharmacies', 'Ambulances'] as const) {
      const region = await section(canvasElement, name);
      await expect(region.getByRole('heading', { name: emptyTexts[name] })).toBeVisible();
    }
    await expect(canvas.queryByText('No doctors found')).toBeNull();
  },
};

/** The answer has not come yet: card skeletons, announced once. */
export const Loading: Story = {
  parameters: { ...at('/search?q=kathmandu'), msw: [search.timeout()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Loading search results…');
    const busy = status.closest('[aria-busy="true"]')!;
    await expect(busy).not.toBeNull();
    // Three card placeholders are on screen, hidden from screen readers.
    const placeholders = busy.querySelector('ul[aria-hidden]')!;
    await expect(placeholders).toBeVisible();
    await expect(placeholders.children).toHaveLength(3);
    await expect(canvas.getByText('Results for “kathmandu”')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /^Doctors/ })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * 000 §8: "Failed to load search results." in red. All mode is one GET /search (the
 * server answers a failed type as empty), so a failed call fails the whole page; Try
 * again asks once more.
 */
export const ServerError: Story = {
  parameters: { ...at('/search?q=kathmandu'), msw: [search.serverError()] },
  play: async ({ canvasElement, msw, step }) => {
    await step('See the search fail', async () => {
      await expectFailed(canvasElement);
    });
    await step('Press Try again once the server is back', async () => {
      msw.use(search.success());
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
      const hospitals = await section(canvasElement, 'Hospitals');
      await expect(hospitals.getByRole('heading', { name: 'Bir Hospital' })).toBeVisible();
      await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    });
  },
};

/** The server never answers: the client gives up and the search failure shows. */
export const Timeout: Story = {
  parameters: {
    ...at('/search?q=kathmandu'),
    msw: [search.timeout()],
    apiClient: { timeoutMs: 300 },
  },
  play: ({ canvasElement }) => expectFailed(canvasElement),
};

/** No connection: the same search failure. */
export const Offline: Story = {
  parameters: { ...at('/search?q=kathmandu'), msw: [search.offline()] },
  play: ({ canvasElement }) => expectFailed(canvasElement),
};

/** 000 §5: empty or blank text sends nothing; a real query then searches once. */
export const NothingSentForBlankText: Story = {
  parameters: at('/search'),
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(recordSearches);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const intro =
      'Search for a doctor’s name, a specialty, a hospital, a lab, a pharmacy or a city.';
    await expect(canvas.getByText(intro)).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Search doctors and services' });
    await expect(box).toHaveAttribute('placeholder', 'e.g. cardiology Pokhara');

    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(box, '   {Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByText(intro)).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('region', { name: /^Doctors/ })).toBeNull();
    await expect(sent).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, '  cardiology pokhara {Enter}');
    const doctors = await section(canvasElement, 'Doctors');
    await expect(cardNames(doctors)).toEqual(['Dr. Hari Prasad Poudel', 'Dr. Kabita Baral']);
    await expect(canvas.getByText('Results for “cardiology pokhara”')).toBeVisible();
    await expect(sent).toHaveLength(1);
    await expect(lastSent().get('q')).toBe('cardiology pokhara');
  },
};

/**
 * The collapsible filter panel: each choice goes into the URL, the search runs again with
 * it, and the results and the Filters count follow.
 */
export const FilterPanel: Story = {
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(recordSearches);
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Wait for the results', async () => {
      await section(canvasElement, 'Hospitals');
    });
    await step('Open the filters', async () => {
      // Closed at first; the Filters button opens it.
      const filters = canvas.getByRole('button', { name: 'Filters' });
      await expect(filters).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('combobox', { name: 'Type' })).toBeNull();
      await userEvent.click(filters);
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All');
      await expect(canvas.getByRole('combobox', { name: 'Specialty' })).toHaveTextContent(
        'All specialties',
      );
      await expect(canvas.getByRole('combobox', { name: 'Minimum rating' })).toHaveTextContent(
        'Any',
      );
      await expect(canvas.getByRole('textbox', { name: 'Location' })).toHaveAttribute(
        'placeholder',
        'City or area',
      );
    });
    await step('See the rating choices', async () => {
      // The rating options of 000 §2.
      await userEvent.click(canvas.getByRole('combobox', { name: 'Minimum rating' }));
      await expect(
        (await page().findAllByRole('option')).map((option) => option.textContent),
      ).toEqual(['Any', '2+', '3+', '4+', '5']);
    });
    await step('Close the list with Escape', async () => {
      await userEvent.keyboard('{Escape}');
    });
    await step('Type: Doctors only', async () => {
      // Type: only the doctors section is left, asked for 50.
      await choose(canvas, 'Type', 'Doctors');
      await waitFor(() => expect(canvas.queryByRole('region', { name: /^Hospitals/ })).toBeNull());
      await expect(cardNames(await section(canvasElement, 'Doctors'))).toEqual(pokharaDoctors);
      await expect(lastSent().get('type')).toBe('doctors');
      await expect(lastSent().get('limit')).toBe('50');
      await expect(canvas.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
    });
    await step('Minimum rating 4+', async () => {
      // Minimum rating 4+.
      await choose(canvas, 'Minimum rating', '4+');
      await waitFor(() => expect(lastSent().get('rating')).toBe('4'));
    });
    await step('Specialty: Cardiology', async () => {
      // Specialty: Dr. Suman Rai (orthopaedics) drops out.
      await choose(canvas, 'Specialty', 'Cardiology');
      await waitFor(async () =>
        expect(cardNames(await section(canvasElement, 'Doctors'))).toEqual([
          'Dr. Hari Prasad Poudel',
          'Dr. Kabita Baral',
        ]),
      );
      await expect(lastSent().get('specialty')).toBe('Cardiology');
    });
    await step('Only with open slots', async () => {
      // Only doctors with open slots.
      const open = canvas.getByRole('checkbox', { name: 'Only with open appointment slots' });
      await userEvent.click(open);
      await expect(open).toBeChecked();
      await waitFor(() => expect(lastSent().get('availability')).toBe('true'));
    });
    await step('Location: Kathmandu', async () => {
      // Location is taken when the box is left: Kathmandu has no Pokhara doctors.
      await userEvent.type(canvas.getByRole('textbox', { name: 'Location' }), 'Kathmandu');
      await userEvent.tab();
      await expect(
        await canvas.findByRole('heading', { level: 3, name: 'No doctors found' }),
      ).toBeVisible();
      await expect(Object.fromEntries(lastSent())).toEqual({
        q: 'pokhara',
        type: 'doctors',
        location: 'Kathmandu',
        specialty: 'Cardiology',
        rating: '4',
        availability: 'true',
        limit: '50',
      });
      await expect(canvas.getByRole('button', { name: 'Filters 5 active' })).toBeVisible();
    });
    await step('Back to All types', async () => {
      // Back to All types: every section again.
      await choose(canvas, 'Type', 'All');
      await section(canvasElement, 'Ambulances');
      await expect(lastSent().get('type')).toBe('all');
      await expect(canvas.getByRole('button', { name: 'Filters 4 active' })).toBeVisible();
    });
  },
};

/** A shared link carries its filters: the panel shows them and the search uses them. */
export const FiltersFromLink: Story = {
  parameters: at(
    '/search?q=pokhara&type=doctors&specialty=Cardiology&rating=4&availability=true&location=Pokhara',
  ),
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(recordSearches);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doctors = await section(canvasElement, 'Doctors');
    await expect(cardNames(doctors)).toEqual(['Dr. Hari Prasad Poudel', 'Dr. Kabita Baral']);
    await expect(canvas.queryByRole('region', { name: /^Hospitals/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters 5 active' }));
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Doctors');
    await expect(canvas.getByRole('combobox', { name: 'Specialty' })).toHaveTextContent(
      'Cardiology',
    );
    await expect(canvas.getByRole('combobox', { name: 'Minimum rating' })).toHaveTextContent('4+');
    await expect(canvas.getByRole('textbox', { name: 'Location' })).toHaveValue('Pokhara');
    await expect(
      canvas.getByRole('checkbox', { name: 'Only with open appointment slots' }),
    ).toBeChecked();
    await expect(sent).toHaveLength(1);
    await expect(Object.fromEntries(lastSent())).toEqual({
      q: 'pokhara',
      type: 'doctors',
      location: 'Pokhara',
      specialty: 'Cardiology',
      rating: '4',
      availability: 'true',
      limit: '50',
    });
  },
};

/** In Nepali: the page, the sections, the counts in Devanagari digits and the empty texts. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  parameters: at('/search?q=cardiology'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'खोज नतिजाहरू' })).toBeVisible();
    await expect(canvas.getByText('“cardiology” का नतिजाहरू')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'डाक्टर र सेवाहरू खोज्नुहोस्' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'फिल्टरहरू' })).toBeVisible();
    const doctors = await section(canvasElement, 'डाक्टरहरू');
    await expect(doctors.getByText('३ नतिजाहरू')).toBeVisible();
    await expect(doctors.getAllByText('मुटु रोग (कार्डियोलोजी)')).toHaveLength(3);
    await expect(
      doctors.getByRole('link', { name: 'Dr. Anil Koirala को प्रोफाइल हेर्नुहोस्' }),
    ).toHaveTextContent('प्रोफाइल हेर्नुहोस्');
    for (const [name, empty] of [
      ['अस्पतालहरू', 'कुनै अस्पताल भेटिएन'],
      ['ल्याबहरू', 'कुनै ल्याब भेटिएन'],
      ['फार्मेसीहरू', 'कुनै फार्मेसी भेटिएन'],
      ['एम्बुलेन्सहरू', 'कुनै एम्बुलेन्स भेटिएन'],
    ] as const) {
      const region = await section(canvasElement, name);
      await expect(region.getByText('० नतिजाहरू')).toBeVisible();
      await expect(region.getByRole('heading', { name: empty })).toBeVisible();
    }
  },
};

/** The search failure in Nepali. */
export const NepaliServerError: Story = {
  globals: { locale: 'ne' },
  parameters: { ...at('/search?q=kathmandu'), msw: [search.serverError()] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('खोज नतिजा लोड गर्न सकिएन।');
    await expect(within(alert).getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' })).toBeVisible();
  },
};

/** Dark theme: the cards and the open filter panel keep their contrast. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('See the doctors in the dark theme', async () => {
      await expect(cardNames(await section(canvasElement, 'Doctors'))).toEqual(pokharaDoctors);
    });
    await step('Open the filters', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
      await expect(canvas.getByRole('combobox', { name: 'Type' })).toBeVisible();
      await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    });
  },
};

/** The failure's red in the dark theme. */
export const DarkServerError: Story = {
  globals: { theme: 'dark' },
  parameters: { ...at('/search?q=kathmandu'), msw: [search.serverError()] },
  play: ({ canvasElement }) => expectFailed(canvasElement),
};

/** A 360 px phone: cards stack in one column, the open panel fits, nothing scrolls sideways. */
export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('See the cards in one column', async () => {
      await expectPhoneWidth(canvasElement);
      const doctors = await section(canvasElement, 'Doctors');
      const cards = doctors.getAllByRole('heading', { level: 3 });
      await expect(cards).toHaveLength(3);
      // One column: each card starts at the same left edge.
      const lefts = cards.map((card) => card.closest('li')!.getBoundingClientRect().left);
      await expect(new Set(lefts).size).toBe(1);
    });
    await step('Open the filters: nothing scrolls sideways', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
      await expect(canvas.getByRole('combobox', { name: 'Type' })).toBeVisible();
      await expectNoSidewaysScroll(canvasElement);
      await expectTouchTargets([
        canvas.getByRole('button', { name: 'Search' }),
        canvas.getByRole('button', { name: 'Filters' }),
      ]);
    });
  },
};
