import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactDetails } from './contact-details';

const meta = {
  title: 'Features/Info/ContactDetails',
  component: ContactDetails,
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get in touch' })).toBeVisible();
    await expect(
      canvas.getByText('Ujyalo Health, New Baneshwor, Kathmandu 44600, Nepal'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call +977 1-5970000' })).toHaveAttribute(
      'href',
      'tel:+97715970000',
    );
    await expect(
      canvas.getByRole('link', { name: 'Email support@ujyalohealth.com.np' }),
    ).toHaveAttribute('href', 'mailto:support@ujyalohealth.com.np');
    await expect(canvas.getByText('Sunday to Friday, 10 am to 5 pm (Nepal time)')).toBeVisible();
    const emergency = canvasElement.querySelector<HTMLElement>('[data-slot="alert-content"]')!;
    await expect(emergency).toHaveTextContent(
      'This is not an emergency line. In an emergency, call 102 for an ambulance or go to the nearest hospital.',
    );
    // The ambulance number is a link that calls it (docs/adr/0017).
    await expect(within(emergency).getByRole('link', { name: '102' })).toHaveAttribute(
      'href',
      'tel:102',
    );
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'सम्पर्कमा रहनुहोस्' })).toBeVisible();
    await expect(canvas.getByText('उज्यालो हेल्थ, नयाँ बानेश्वर, काठमाडौँ ४४६००, नेपाल')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: '+977 1-5970000 मा फोन गर्नुहोस्' }),
    ).toHaveAttribute('href', 'tel:+97715970000');
    // Phone and emergency numbers keep the digits a keypad has, in a Nepali sentence too.
    const emergency = canvasElement.querySelector<HTMLElement>('[data-slot="alert-content"]')!;
    await expect(emergency).toHaveTextContent(
      'यो आपत्कालीन लाइन होइन। आपत्कालीन अवस्थामा एम्बुलेन्सका लागि 102 मा फोन गर्नुहोस् वा नजिकको अस्पताल जानुहोस्।',
    );
    await expect(within(emergency).getByRole('link', { name: '102' })).toHaveAttribute(
      'href',
      'tel:102',
    );
  },
};
