import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cookieSections, privacySections, termsSections } from '@features/legal/legal.mock';
import {
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectTouchTargets,
  phone360,
} from '@mocks/story-helpers';
import CookiesPage from './cookies-page';
import LegalPolicyPage from './legal-policy-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

const meta = {
  title: 'Pages/Legal',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const dark = { globals: { theme: 'dark' } };
const nepali = { globals: { locale: 'ne' } };

const at = (path: string) => ({ router: { initialEntries: [path] } });

const mainOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** The page's own parts: its title in the main landmark, the date, the section headings. */
async function expectDocument(
  canvasElement: HTMLElement,
  { title, updated, sections }: { title: string; updated: RegExp; sections: string[] },
) {
  const main = mainOf(canvasElement);
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(lastUpdated(canvasElement, updated)).toBeVisible();
  const headings = main.getAllByRole('heading', { level: 2 }).slice(1);
  await expect(headings).toHaveLength(sections.length);
  for (const [index, name] of sections.entries())
    await expect(headings[index]).toHaveAccessibleName(name);
}

/** The "Last updated" line (its date is an element of its own). */
const lastUpdated = (canvasElement: HTMLElement, text: RegExp) =>
  mainOf(canvasElement).getByText(
    (_, element) => element?.tagName === 'P' && text.test(element.textContent ?? ''),
  );

/** Nothing on the page is wider than a 360 px phone; the page's navigation is easy to tap. */
async function expectFitsPhone(canvasElement: HTMLElement) {
  await expectPhoneWidth(canvasElement);
  await expectNoSidewaysScroll(canvasElement);
  const [nav] = mainOf(canvasElement).getAllByRole('navigation');
  await expectTouchTargets(within(nav!).getAllByRole('link'));
}

// Dates: AD in English; in Nepali Bikram Sambat (2083) with AD (2026) beside it.
const updatedEn = /^Last updated: (20 Nov 2026|Nov 20, 2026)$/;
const updatedNe = /^अन्तिम पटक अद्यावधिक: .*२०८३.*२०२६/;

const privacyEn = { title: 'Privacy Policy', updated: updatedEn, sections: privacySections };
const termsEn = { title: 'Terms of Service', updated: updatedEn, sections: termsSections };
const cookiesEn = { title: 'Cookie Policy', updated: updatedEn, sections: cookieSections };

// Privacy Policy (/privacy)

export const Privacy: Story = {
  parameters: at('/privacy'),
  render: () => <PrivacyPage />,
  play: async ({ canvasElement }) => {
    await expectDocument(canvasElement, privacyEn);
    const main = mainOf(canvasElement);
    await expect(main.getByText(/Individual Privacy Act, 2075 \(2018\) of Nepal/)).toBeVisible();
    await expect(
      main.getByText(/^Your chats and data may be disclosed when they are required/),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: '+977 1-5970000' })).toBeVisible();
  },
};

export const PrivacyNepali: Story = {
  ...nepali,
  parameters: at('/privacy'),
  render: () => <PrivacyPage />,
  play: async ({ canvasElement }) => {
    await expectDocument(canvasElement, {
      title: 'गोपनीयता नीति',
      updated: updatedNe,
      sections: [
        'हामीले सङ्कलन गर्ने जानकारी',
        'हामी तपाईंको जानकारी कसरी प्रयोग गर्छौँ',
        'तपाईंको सहमति',
        'हामी जानकारी कहिले साझा गर्छौँ',
        'हामी तपाईंको जानकारी कसरी सुरक्षित राख्छौँ',
        'हामी जानकारी कति समय राख्छौँ',
        'तपाईंका अधिकार',
        'बालबालिका',
        'अनुसन्धान',
        'कुकी र ब्राउजर भण्डारण',
        'यस नीतिमा हुने परिवर्तन',
        'हामीलाई सम्पर्क गर्नुहोस्',
      ],
    });
    const main = mainOf(canvasElement);
    await expect(main.getByText(/वैयक्तिक गोपनीयता सम्बन्धी ऐन, २०७५ \(सन् २०१८\)/)).toBeVisible();
    // Section numbers in Devanagari digits.
    await expect(main.getByRole('heading', { level: 2, name: 'तपाईंका अधिकार' })).toHaveTextContent(
      /^७/,
    );
  },
};

export const PrivacyDark: Story = {
  ...dark,
  parameters: at('/privacy'),
  render: () => <PrivacyPage />,
  play: Privacy.play,
};

export const PrivacyMobile: Story = {
  ...phone360,
  parameters: { ...phone360.parameters, ...at('/privacy') },
  render: () => <PrivacyPage />,
  play: async (context) => {
    await expectFitsPhone(context.canvasElement);
    await Privacy.play!(context);
  },
};

// Terms of Service (/terms)

export const Terms: Story = {
  parameters: at('/terms'),
  render: () => <TermsPage />,
  play: async ({ canvasElement }) => {
    await expectDocument(canvasElement, termsEn);
    const main = mainOf(canvasElement);
    await expect(
      main.getByText(/^You must be at least 18 years old to use Ujyalo Health on your own\./),
    ).toBeVisible();
    await expect(main.getByText('These terms are governed by the laws of Nepal.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'legal@ujyalohealth.com.np' })).toHaveAttribute(
      'href',
      'mailto:legal@ujyalohealth.com.np',
    );
  },
};

export const TermsNepali: Story = {
  ...nepali,
  parameters: at('/terms'),
  render: () => <TermsPage />,
  play: async ({ canvasElement }) => {
    await expectDocument(canvasElement, {
      title: 'सेवाका सर्तहरू',
      updated: updatedNe,
      sections: [
        'सर्तहरूको स्वीकृति',
        'सेवाहरूको परिचय',
        'प्रयोगकर्ताका दायित्व',
        'दायित्वको सीमा',
        'बौद्धिक सम्पत्ति',
        'खाता बन्द',
        'लागू हुने कानुन',
        'सम्पर्क',
      ],
    });
    const main = mainOf(canvasElement);
    await expect(main.getByText(/कम्तीमा १८ वर्ष पूरा भएको हुनुपर्छ/)).toBeVisible();
    await expect(main.getByText('यी सर्तहरूमा नेपालको कानुन लागू हुन्छ।')).toBeVisible();
  },
};

export const TermsDark: Story = {
  ...dark,
  parameters: at('/terms'),
  render: () => <TermsPage />,
  play: Terms.play,
};

export const TermsMobile: Story = {
  ...phone360,
  parameters: { ...phone360.parameters, ...at('/terms') },
  render: () => <TermsPage />,
  play: async (context) => {
    await expectFitsPhone(context.canvasElement);
    await Terms.play!(context);
  },
};

// Cookie Policy (/cookies)

export const Cookies: Story = {
  parameters: at('/cookies'),
  render: () => <CookiesPage />,
  play: async ({ canvasElement }) => {
    await expectDocument(canvasElement, cookiesEn);
    await expect(
      mainOf(canvasElement).getByText(/^Consent: remembers that you accepted our terms/),
    ).toBeVisible();
  },
};

export const CookiesNepali: Story = {
  ...nepali,
  parameters: at('/cookies'),
  render: () => <CookiesPage />,
  play: async ({ canvasElement }) => {
    await expectDocument(canvasElement, {
      title: 'कुकी नीति',
      updated: updatedNe,
      sections: [
        'कुकी भनेको के हो',
        'हामी के प्रयोग गर्छौँ',
        'हामी के प्रयोग गर्दैनौँ',
        'कुकीको व्यवस्थापन',
        'यस नीतिमा हुने परिवर्तन',
        'हामीलाई सम्पर्क गर्नुहोस्',
      ],
    });
    await expect(
      mainOf(canvasElement).getByText(/^हामी विज्ञापनका लागि कुकी प्रयोग गर्दैनौँ/),
    ).toBeVisible();
  },
};

export const CookiesDark: Story = {
  ...dark,
  parameters: at('/cookies'),
  render: () => <CookiesPage />,
  play: Cookies.play,
};

export const CookiesMobile: Story = {
  ...phone360,
  parameters: { ...phone360.parameters, ...at('/cookies') },
  render: () => <CookiesPage />,
  play: async (context) => {
    await expectFitsPhone(context.canvasElement);
    await Cookies.play!(context);
  },
};

// Policy centre (/legal-policy)

export const PolicyCentre: Story = {
  parameters: at('/legal-policy'),
  render: () => <LegalPolicyPage />,
  play: async ({ canvasElement, step }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'Policy centre' })).toBeVisible();
    const nav = within(main.getByRole('navigation', { name: 'Policy sections' }));
    await step('See the nine sections, the terms open', async () => {
      await expect(nav.getAllByRole('link')).toHaveLength(9);
      await expect(main.getByRole('heading', { level: 2, name: 'Terms of Service' })).toBeVisible();
    });
    await step('Choose Liability', () =>
      userEvent.click(nav.getByRole('link', { name: 'Liability' })),
    );
    await step('Read the Liability section', async () => {
      await expect(main.getByRole('heading', { level: 2, name: 'Liability' })).toBeVisible();
      await expect(main.getByText(/courts of Kathmandu, Nepal\.$/)).toBeVisible();
    });
  },
};

export const PolicyCentreNepali: Story = {
  ...nepali,
  parameters: at('/legal-policy?section=research-data'),
  render: () => <LegalPolicyPage />,
  play: async ({ canvasElement }) => {
    const main = mainOf(canvasElement);
    await expect(main.getByRole('heading', { level: 1, name: 'नीति केन्द्र' })).toBeVisible();
    const nav = within(main.getByRole('navigation', { name: 'नीतिका खण्डहरू' }));
    await expect(nav.getByRole('link', { name: 'अनुसन्धान डेटा' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main.getByRole('heading', { level: 2, name: 'अनुसन्धान डेटा' })).toBeVisible();
    await expect(main.getByText('आफ्नो खाताको सेटिङमा गएर।')).toBeVisible();
    await expect(lastUpdated(canvasElement, updatedNe)).toBeVisible();
  },
};

export const PolicyCentreUnknownNepali: Story = {
  ...nepali,
  parameters: at('/legal-policy?section=unknown'),
  render: () => <LegalPolicyPage />,
  play: async ({ canvasElement }) => {
    await expect(
      mainOf(canvasElement).getByText('नीतिको विवरण हेर्न एउटा खण्ड छान्नुहोस्।'),
    ).toBeVisible();
  },
};

export const PolicyCentreDark: Story = {
  ...dark,
  parameters: at('/legal-policy'),
  render: () => <LegalPolicyPage />,
  play: PolicyCentre.play,
};

export const PolicyCentreMobile: Story = {
  ...phone360,
  parameters: { ...phone360.parameters, ...at('/legal-policy?section=rating-policy') },
  render: () => <LegalPolicyPage />,
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const main = mainOf(canvasElement);
    const nav = main.getByRole('navigation', { name: 'Policy sections' });
    const list = within(nav).getByRole('list');
    // The sidebar becomes one row that scrolls sideways, with the chosen section in view.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const current = within(nav).getByRole('link', { name: 'Rating Policy' });
    await waitFor(() =>
      expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right,
      ),
    );
    await expect(main.getByRole('heading', { level: 2, name: 'Rating Policy' })).toBeVisible();
    await expect(main.getByText(/typically takes 24-48 hours/)).toBeVisible();
  },
};
