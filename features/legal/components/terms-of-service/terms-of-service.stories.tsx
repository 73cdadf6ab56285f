import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { termsSections, expectSections } from '../../legal.mock';
import { TermsOfService } from './terms-of-service';

const meta = {
  title: 'Legal/TermsOfService',
  component: TermsOfService,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/terms'] } },
} satisfies Meta<typeof TermsOfService>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByText(/^Last updated:/)).toHaveTextContent(
      /^Last updated: (20 Nov 2026|Nov 20, 2026)$/,
    );
    await expectSections(canvasElement, termsSections);
    // Minimum age 18 for independent use; the law of Nepal; static contact details.
    await expect(
      canvas.getByText(/^You must be at least 18 years old to use Ujyalo Health on your own\./),
    ).toBeVisible();
    await expect(canvas.getByText('These terms are governed by the laws of Nepal.')).toBeVisible();
    await expect(canvas.getByText(/decided by the courts of Kathmandu, Nepal\.$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'legal@ujyalohealth.com.np' })).toHaveAttribute(
      'href',
      'mailto:legal@ujyalohealth.com.np',
    );
    await expect(canvas.getByRole('link', { name: '+977 1-5970000' })).toHaveAttribute(
      'href',
      'tel:+97715970000',
    );
    await expect(canvas.getByText('Address: New Baneshwor, Kathmandu 44600, Nepal')).toBeVisible();
    await expectEmergencyNote(
      canvasElement,
      'Ujyalo Health is not an emergency service. In an emergency, call 102 for an ambulance or go to the nearest hospital emergency department.',
    );
  },
};

/** The emergency note names the ambulance number as a link that calls it. */
async function expectEmergencyNote(canvasElement: HTMLElement, text: string) {
  const note = within(canvasElement).getByText(
    (_, element) => element?.tagName === 'SPAN' && element.textContent === text,
  );
  await expect(note).toBeVisible();
  await expect(within(note).getByRole('link', { name: '102' })).toHaveAttribute('href', 'tel:102');
}

/** Phone and emergency numbers keep the digits a keypad has in Nepali too (docs/adr/0017). */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'सेवाका सर्तहरू' })).toBeVisible();
    await expectEmergencyNote(
      canvasElement,
      'उज्यालो हेल्थ आपत्कालीन सेवा होइन। आपत्कालमा एम्बुलेन्सका लागि 102 मा फोन गर्नुहोस् वा नजिकको अस्पतालको आपत्कालीन विभागमा जानुहोस्।',
    );
    await expect(canvas.getByRole('link', { name: '+977 1-5970000' })).toHaveAttribute(
      'href',
      'tel:+97715970000',
    );
    await expect(canvas.getByText('फोन:', { exact: false })).toHaveTextContent(
      'फोन: +977 1-5970000',
    );
  },
};

/** The contents list links to each section; following one brings it into view. */
export const Contents: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const contents = within(canvas.getByRole('navigation', { name: 'On this page' }));
    const links = contents.getAllByRole('link');
    const heading = canvas.getByRole('heading', { level: 2, name: 'Governing law' });
    const viewport = canvasElement.ownerDocument.documentElement.clientHeight;
    await step('See the contents, Governing law still out of view', async () => {
      for (const [index, name] of termsSections.entries())
        await expect(links[index]).toHaveAccessibleName(name);
      await expect(links[6]).toHaveAttribute('href', '#terms-governing-law');
      await expect(heading.getBoundingClientRect().top).toBeGreaterThan(viewport);
    });
    await step('Follow the Governing law link', () => userEvent.click(links[6]!));
    // Focus follows, so reading and tabbing go on from the chosen section.
    await step('See the section in view, with focus', async () => {
      await expect(heading).toHaveFocus();
      await waitFor(() => {
        const box = heading.getBoundingClientRect();
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.bottom).toBeLessThanOrEqual(viewport);
      });
    });
  },
};
