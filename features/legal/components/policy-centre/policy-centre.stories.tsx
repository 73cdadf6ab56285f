import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PolicyCentre } from './policy-centre';

const meta = {
  title: 'Legal/PolicyCentre',
  component: PolicyCentre,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/legal-policy'] } },
} satisfies Meta<typeof PolicyCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sidebar's names, in the order of 000 §2, with the section each one opens. */
const sidebar = [
  ['Terms of Service', 'terms'],
  ['Privacy', 'privacy'],
  ['Drug Policy', 'drug-policy'],
  ['Medical Disclaimer', 'medical-disclaimer'],
  ['Compliance', 'compliance'],
  ['Data Protection', 'data-protection'],
  ['Rating Policy', 'rating-policy'],
  ['Research Data', 'research-data'],
  ['Liability', 'liability'],
] as const;

const at = (section: string) => ({
  router: { initialEntries: [`/legal-policy?section=${section}`] },
});

const nav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Policy sections' }));

/** The section shown: its heading, and its sidebar link marked as the current one. */
async function expectSection(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(canvas.getByRole('region', { name })).toBeVisible();
  const current = nav(canvasElement)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
  await expect(current.map((link) => link.textContent)).toEqual([name]);
}

/** No section in the address: the terms show. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Policy centre' })).toBeVisible();
    const links = nav(canvasElement).getAllByRole('link');
    await expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      sidebar.map(([name, id]) => [name, `/legal-policy?section=${id}`]),
    );
    await expectSection(canvasElement, 'Terms of Service');
    await expect(
      canvas.getByText('You must be 18 or older to use the platform on your own.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Read the full Terms of Service' }),
    ).toHaveAttribute('href', '/terms');
    await expect(canvas.getByText(/^Last updated:/)).toBeVisible();
  },
};

export const ResearchData: Story = {
  parameters: at('research-data'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSection(canvasElement, 'Research Data');
    await expect(canvas.getByText(/^Anonymized data may be used for research/)).toBeVisible();
    await expect(
      canvas.getByText('You can opt out at any time, in any of these ways:'),
    ).toBeVisible();
    // The four ways out: account settings, a privacy e-mail, a phone line, a written request.
    await expect(canvas.getByText('In your account settings.')).toBeVisible();
    await expect(canvas.getByText(/^By email to our privacy team at/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy@ujyalohealth.com.np' })).toHaveAttribute(
      'href',
      'mailto:privacy@ujyalohealth.com.np',
    );
    await expect(canvas.getByRole('link', { name: '+977 1-5970000' })).toHaveAttribute(
      'href',
      'tel:+97715970000',
    );
    await expect(
      canvas.getByText(/^By a written request to Ujyalo Health, .*Kathmandu/),
    ).toBeVisible();
  },
};

export const Liability: Story = {
  parameters: at('liability'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSection(canvasElement, 'Liability');
    await expect(
      canvas.getByText(/^Ujyalo Health is only a technology intermediary\./),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Healthcare providers are responsible for their medical decisions/),
    ).toBeVisible();
    await expect(canvas.getByText(/decided by the courts of Kathmandu, Nepal\.$/)).toBeVisible();
  },
};

export const RatingPolicy: Story = {
  parameters: at('rating-policy'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSection(canvasElement, 'Rating Policy');
    await expect(
      canvas.getByText('Who can rate: patients, verified users and providers.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Who can be rated: only providers with verified credentials.'),
    ).toBeVisible();
    await expect(canvas.getByText(/Review moderation typically takes 24-48 hours\./)).toBeVisible();
  },
};

/** A section the centre does not know: no section is chosen, and it says so. */
export const UnknownSection: Story = {
  parameters: at('cookies-and-cake'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('See that no section is chosen', async () => {
      await expect(canvas.getByText('Select a section to view policy details.')).toBeVisible();
      await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
      for (const link of nav(canvasElement).getAllByRole('link'))
        await expect(link).not.toHaveAttribute('aria-current');
    });
    // Choosing one from the sidebar shows it.
    await step('Choose Drug Policy in the sidebar', () =>
      userEvent.click(nav(canvasElement).getByRole('link', { name: 'Drug Policy' })),
    );
    await step('See the Drug Policy', async () => {
      await expectSection(canvasElement, 'Drug Policy');
      await expect(canvas.queryByText('Select a section to view policy details.')).toBeNull();
    });
  },
};

/** Every section in turn, one at a time, from the sidebar. */
export const EverySection: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    for (const [name] of sidebar) {
      await step(`Open ${name}: it alone shows`, async () => {
        await userEvent.click(nav(canvasElement).getByRole('link', { name }));
        await waitFor(() => expectSection(canvasElement, name));
        await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
      });
    }
    await expect(canvas.queryByText('Select a section to view policy details.')).toBeNull();
  },
};

/** Keyboard only: Tab reaches the sidebar, Enter opens a section. */
export const Keyboard: Story = {
  play: async ({ canvasElement, step }) => {
    const target = nav(canvasElement).getByRole('link', { name: 'Medical Disclaimer' });
    await step('Tab to Medical Disclaimer and press Enter', async () => {
      for (let i = 0; i < 4; i += 1) await userEvent.tab();
      await expect(target).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('See the Medical Disclaimer', async () => {
      await expectSection(canvasElement, 'Medical Disclaimer');
      const note = within(canvasElement).getByText(
        (_, element) =>
          element?.tagName === 'SPAN' &&
          /^In a medical emergency, call 102 for an ambulance/.test(element.textContent ?? ''),
      );
      await expect(note).toBeVisible();
      await expect(within(note).getByRole('link', { name: '102' })).toHaveAttribute(
        'href',
        'tel:102',
      );
    });
  },
};

const phone = {
  viewport: {
    options: {
      phone: {
        name: 'Phone (360 px)',
        styles: { width: '360px', height: '740px' },
        type: 'mobile',
      },
    },
  },
};

/** On a 360 px phone the sidebar is a row that scrolls sideways; the chosen pill is in view. */
export const Mobile: Story = {
  parameters: { ...at('liability'), ...phone },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expectSection(canvasElement, 'Liability');
    const list = nav(canvasElement).getByRole('list');
    await expect(getComputedStyle(list).overflowX).toBe('auto');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const pill = nav(canvasElement).getByRole('link', { name: 'Liability' });
    await waitFor(() => {
      const box = list.getBoundingClientRect();
      const rect = pill.getBoundingClientRect();
      expect(rect.left).toBeGreaterThanOrEqual(box.left);
      expect(rect.right).toBeLessThanOrEqual(box.right);
    });
    // Only the row scrolls; the page itself fits the phone.
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(pill.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

export const Nepali: Story = {
  parameters: at('research-data'),
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'नीति केन्द्र' })).toBeVisible();
    const links = within(canvas.getByRole('navigation', { name: 'नीतिका खण्डहरू' })).getAllByRole(
      'link',
    );
    await expect(links).toHaveLength(9);
    await expect(links[7]).toHaveAccessibleName('अनुसन्धान डेटा');
    await expect(links[7]).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('region', { name: 'अनुसन्धान डेटा' })).toBeVisible();
    await expect(canvas.getByText('हाम्रो गोपनीयता टोलीलाई', { exact: false })).toBeVisible();
    // "By phone on …": in a Nepali sentence too, the number has the keypad's digits (ADR 0017).
    const byPhone = canvas.getByRole('link', { name: '+977 1-5970000' });
    await expect(byPhone).toHaveAttribute('href', 'tel:+97715970000');
    await expect(byPhone.closest('li')).toHaveTextContent('+977 1-5970000 मा फोन गरेर।');
    // Bikram Sambat date, with AD beside it.
    await expect(canvas.getByText(/२०८३/)).toBeVisible();
  },
};
