import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sendContact } from '@mocks/handlers/contact';
import { expectNoSidewaysScroll, expectPhoneWidth, phone360 } from '@mocks/story-helpers';
import AboutPage from './about-page';
import ContactPage from './contact-page';
import FaqPage from './faq-page';
import HelpCenterPage from './help-center-page';

const meta = {
  title: 'Pages/Info',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing on the page is wider than a 360 px phone. */
async function expectFitsPhone(canvasElement: HTMLElement) {
  await expectPhoneWidth(canvasElement);
  await expectNoSidewaysScroll(canvasElement);
}

async function sendMessageInNepali(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const [name, email, subject, message] = canvas.getAllByRole('textbox');
  await userEvent.type(name!, 'Sita Sharma');
  await userEvent.type(email!, 'sita@example.np');
  await userEvent.type(subject!, 'Booking question');
  await userEvent.type(message!, 'Can I book for my mother?');
  await userEvent.click(canvas.getByRole('button', { name: 'सन्देश पठाउनुहोस्' }));
}

export const About: Story = {
  parameters: { router: { initialEntries: ['/about'] } },
  render: () => <AboutPage />,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(
      main.getByRole('heading', { level: 1, name: 'About Ujyalo Health' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const Contact: Story = {
  parameters: { router: { initialEntries: ['/contact'] } },
  beforeEach({ msw }) {
    msw.use(sendContact.success());
  },
  render: () => <ContactPage />,
  play: async ({ canvasElement, step }) => {
    const main = within(await within(canvasElement).findByRole('main'));
    await step('See the page: the address and three questions', async () => {
      await expect(
        await main.findByRole('heading', { level: 1, name: 'Contact Us' }),
      ).toBeVisible();
      await expect(
        main.getByText('Ujyalo Health, New Baneshwor, Kathmandu 44600, Nepal'),
      ).toBeVisible();
      await expect(canvasElement.querySelectorAll('details')).toHaveLength(3);
    });
    await step('Fill in a message and send it', async () => {
      // The form loads after the page's text (ADR 0045).
      await userEvent.type(await main.findByRole('textbox', { name: /^Your name/ }), 'Sita Sharma');
      await userEvent.type(
        main.getByRole('textbox', { name: /^Email address/ }),
        'sita@example.np',
      );
      await userEvent.type(main.getByRole('textbox', { name: /^Subject/ }), 'Booking question');
      await userEvent.type(
        main.getByRole('textbox', { name: /^Message/ }),
        'Can I book for my mother?',
      );
      await userEvent.click(main.getByRole('button', { name: 'Send message' }));
    });
    await step('See the confirmation', () =>
      waitFor(() =>
        expect(main.getByRole('status')).toHaveTextContent(
          "Message sent successfully! We'll get back to you soon.",
        ),
      ),
    );
  },
};

export const ContactNepaliDark: Story = {
  globals: { locale: 'ne', theme: 'dark' },
  parameters: { router: { initialEntries: ['/contact'] } },
  beforeEach({ msw }) {
    msw.use(sendContact.serverError());
  },
  render: () => <ContactPage />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'हामीलाई सम्पर्क गर्नुहोस्' }),
    ).toBeVisible();
    await step('Fill in a message and send it', () => sendMessageInNepali(canvasElement));
    await step('See the failure in Nepali, the message kept', async () => {
      await waitFor(() =>
        expect(canvas.getByRole('alert')).toHaveTextContent(
          'तपाईंको सन्देश पठाउँदा समस्या भयो। कृपया फेरि प्रयास गर्नुहोस्।',
        ),
      );
      await expect(canvas.getAllByRole('textbox')[0]).toHaveValue('Sita Sharma');
    });
  },
};

export const ContactMobile: Story = {
  ...phone360,
  parameters: { ...phone360.parameters, router: { initialEntries: ['/contact'] } },
  render: () => <ContactPage />,
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeVisible();
  },
};

/** `?q=` starts the search, so a search can be linked to. */
export const HelpCenter: Story = {
  parameters: { router: { initialEntries: ['/help-center?q=fees'] } },
  render: () => <HelpCenterPage />,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expect(main.getByRole('searchbox', { name: 'Search help topics' })).toHaveValue('fees');
    await expect(main.getByRole('status')).toHaveTextContent('1 topic found');
    await expect(main.getByRole('heading', { level: 3, name: 'Consultation fees' })).toBeVisible();
  },
};

export const HelpCenterNepaliDark: Story = {
  globals: { locale: 'ne', theme: 'dark' },
  parameters: { router: { initialEntries: ['/help-center'] } },
  render: () => <HelpCenterPage />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await step('Search in Nepali', () => userEvent.type(canvas.getByRole('searchbox'), 'नेपाली'));
    await step('See the two topics found', async () => {
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('२ विषयहरू भेटिए'));
      await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'भाषा र अँध्यारो मोड',
        'हामीलाई फोन गर्नुहोस्',
      ]);
    });
  },
};

export const HelpCenterMobile: Story = {
  ...phone360,
  parameters: { ...phone360.parameters, router: { initialEntries: ['/help-center'] } },
  render: () => <HelpCenterPage />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectFitsPhone(canvasElement);
    await step('Search for what is not there', () =>
      userEvent.type(canvas.getByRole('searchbox', { name: 'Search help topics' }), 'xyz'),
    );
    await step('See it said, still within the phone', async () => {
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No topics found'));
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'No matching topics' }),
      ).toBeVisible();
      await expectFitsPhone(canvasElement);
    });
  },
};

export const Faq: Story = {
  parameters: { router: { initialEntries: ['/faq'] } },
  render: () => <FaqPage />,
  play: async ({ canvasElement, step }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(
      main.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('details')).toHaveLength(12);
    await step('Open the question about hospitals and labs', () =>
      userEvent.click(
        main.getByText('When will hospitals, labs, pharmacies and ambulances be available?'),
      ),
    );
    await step('Read its answer', async () => {
      await expect(main.getByText(/launch expected in November\/December 2025/)).toBeVisible();
    });
  },
};
