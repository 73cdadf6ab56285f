import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectPhoneWidth, phone360 } from '@mocks/story-helpers';
import { HelpCenterView } from './help-center-view';

const meta = {
  title: 'Features/Info/HelpCenterView',
  component: HelpCenterView,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/help-center'] } },
} satisfies Meta<typeof HelpCenterView>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupNames = [
  'Finding services',
  'Booking appointments',
  'Technical support',
  'Feedback',
  'Contact support',
];

const view = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    search: () => canvas.getByRole('searchbox', { name: 'Search help topics' }),
    count: () => canvas.getByRole('status'),
    groups: () => canvas.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent),
    topics: () => canvas.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent),
  };
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const v = view(canvasElement);
    await expect(v.canvas.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expect(v.canvas.getByRole('search')).toBeVisible();
    await expect(v.groups()).toEqual(groupNames);
    await expect(v.topics()).toHaveLength(16);
    await expect(
      v.canvas.getByRole('heading', { level: 3, name: 'Reset your password' }),
    ).toBeVisible();
    // Nothing is announced until the user searches.
    await expect(v.count()).toBeEmptyDOMElement();
    await expect(v.canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const SearchWithMatches: Story = {
  play: async ({ canvasElement, step }) => {
    const v = view(canvasElement);
    await step('Search for "password"', () => userEvent.type(v.search(), 'password'));
    await step('See the two topics that mention it', async () => {
      await waitFor(() => expect(v.count()).toHaveTextContent('2 topics found'));
      await expect(v.count()).toHaveAttribute('aria-live', 'polite');
      await expect(v.groups()).toEqual(['Technical support']);
      // A title match and a body-only match ("…several wrong passwords…").
      await expect(v.topics()).toEqual(['Trouble logging in', 'Reset your password']);
    });
    // Case does not matter, and every word must match.
    await step('Search for two words in other case', async () => {
      await userEvent.clear(v.search());
      await userEvent.type(v.search(), 'WhatsApp CODE');
    });
    await step('See the one topic that has both', async () => {
      await waitFor(() => expect(v.count()).toHaveTextContent('1 topic found'));
      await expect(v.topics()).toEqual(['Reset your password']);
    });
    // No request is made: an unhandled one would fail the story.
  },
};

export const SearchWithNoMatches: Story = {
  play: async ({ canvasElement, step }) => {
    const v = view(canvasElement);
    await step('Search for "vaccination"', () => userEvent.type(v.search(), 'vaccination'));
    await step('See that nothing matches, and a way to ask', async () => {
      await waitFor(() => expect(v.count()).toHaveTextContent('No topics found'));
      await expect(
        v.canvas.getByRole('heading', { level: 2, name: 'No matching topics' }),
      ).toBeVisible();
      await expect(
        v.canvas.getByText('Try other words, or send us a message and we will help you.'),
      ).toBeVisible();
      await expect(v.topics()).toEqual([]);
      await expect(v.canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
        'href',
        '/contact',
      );
    });
    // Escape empties the box and every topic is back.
    await step('Press Escape: every topic is back', async () => {
      await userEvent.type(v.search(), '{Escape}');
      await expect(v.search()).toHaveValue('');
      await expect(v.topics()).toHaveLength(16);
      await expect(v.count()).toBeEmptyDOMElement();
    });
  },
};

/** The page passes `?q=`; the Search button moves focus to the announced count. */
export const InitialQuery: Story = {
  args: { initialQuery: 'emergency' },
  play: async ({ canvasElement, step }) => {
    const v = view(canvasElement);
    await step('See the search already made', async () => {
      await expect(v.search()).toHaveValue('emergency');
      await expect(v.count()).toHaveTextContent('1 topic found');
      await expect(v.topics()).toEqual(['In an emergency']);
      const answer =
        'Ujyalo Health is not an emergency service. Call 102 for an ambulance or go to the nearest hospital straight away.';
      await expect(
        v.canvas.getByText(
          (_, element) => element?.tagName === 'P' && element.textContent === answer,
        ),
      ).toBeVisible();
      await expect(v.canvas.getByRole('link', { name: '102' })).toHaveAttribute('href', 'tel:102');
    });
    await step('Press Search: the count takes focus', async () => {
      await userEvent.click(v.canvas.getByRole('button', { name: 'Search' }));
      await expect(v.count()).toHaveFocus();
    });
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'सहायता केन्द्र' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'सहायता विषयहरू खोज्नुहोस्' });
    // The search runs over the Nepali text on screen; the count uses Devanagari digits.
    await step('Search in Nepali and see the topics found', async () => {
      await userEvent.type(search, 'पासवर्ड');
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('२ विषयहरू भेटिए'));
      await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'लगइन गर्न समस्या',
        'पासवर्ड रिसेट गर्नुहोस्',
      ]);
    });
    await step('Search for what is not there and see it said in Nepali', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, 'खोप');
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('कुनै विषय भेटिएन'));
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'मिल्ने कुनै विषय भेटिएन' }),
      ).toBeVisible();
    });
    // Numbers keep the keypad's digits in Nepali, are found by them, and call (ADR 0017).
    await step('Search for the ambulance number and call it from the answer', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, '102');
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('१ विषय भेटियो'));
      await expect(canvas.getByRole('link', { name: '102' })).toHaveAttribute('href', 'tel:102');
    });
    await step('The support number is a link too', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, '5970000');
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('१ विषय भेटियो'));
      await expect(canvas.getByRole('link', { name: '+977 1-5970000' })).toHaveAttribute(
        'href',
        'tel:+97715970000',
      );
    });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const v = view(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await userEvent.type(v.search(), 'fees');
    await waitFor(() => expect(v.count()).toHaveTextContent('1 topic found'));
    await expect(v.topics()).toEqual(['Consultation fees']);
  },
};

export const Mobile: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const v = view(canvasElement);
    await expectPhoneWidth(canvasElement);
    await userEvent.type(v.search(), 'doctor');
    await waitFor(() => expect(v.count()).toHaveTextContent(/^\d+ topics found$/));
    // Nothing is wider than a 360 px phone.
    await expectNoSidewaysScroll(canvasElement);

    const box = v.search().getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};
