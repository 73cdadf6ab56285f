import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './link';
import { PhoneLink } from './phone-link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#privacy', children: 'privacy policy' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'nav', 'button'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p className="max-w-prose text-base text-foreground">
      Read our <Link {...args} /> before you sign up.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'privacy policy' });
    await expect(link).toHaveAttribute('href', '#privacy');
    await expect(link).toHaveAttribute('data-slot', 'link');
    // Underlined, so it is not told from the text by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toContain('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const Nav: Story = {
  render: () => (
    <nav aria-label="Main" className="flex gap-1">
      <Link variant="nav" href="#home" aria-current="page">
        Home
      </Link>
      <Link variant="nav" href="#doctors">
        Doctors
      </Link>
      <Link variant="nav" href="#hospitals">
        Hospitals
      </Link>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const link of links) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const ButtonLike: Story = {
  args: { variant: 'button', href: '#book', children: 'Book an appointment' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Book an appointment' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Wrapping react-router's Link: the look is ours, the navigation stays client-side. */
export const RouterLinkChild: Story = {
  render: () => (
    <Routes>
      <Route
        path="/"
        element={
          <Link asChild variant="inline">
            <RouterLink to="/doctors">Find doctors</RouterLink>
          </Link>
        }
      />
      <Route path="/doctors" element={<h2 className="text-lg font-semibold">Doctors</h2>} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Find doctors' });
    await expect(link).toHaveAttribute('href', '/doctors');
    await expect(link).toHaveAttribute('data-slot', 'link');
    await expect(link.className).toContain('underline');
    await userEvent.click(link);
    await expect(await canvas.findByRole('heading', { name: 'Doctors' })).toBeVisible();
  },
};

/**
 * PhoneLink (docs/adr/0017): a number in a sentence, in the keypad's Latin digits however it
 * was written, on one line, calling it on a tap; standing alone it says what it does.
 */
export const Phone: Story = {
  render: () => (
    <div className="flex max-w-prose flex-col gap-3 text-base text-foreground">
      <p>
        आपत्कालीन अवस्थामा एम्बुलेन्सका लागि <PhoneLink number="१०२" /> मा फोन गर्नुहोस्।
      </p>
      <p>
        Support: <PhoneLink number="+977 1-5970000" label="Call +977 1-5970000" />
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ambulance = canvas.getByRole('link', { name: '102' });
    await expect(ambulance).toHaveAttribute('href', 'tel:102');
    await expect(ambulance).toHaveTextContent(/^102$/);
    await expect(ambulance).toHaveAttribute('data-slot', 'link');
    const support = canvas.getByRole('link', { name: 'Call +977 1-5970000' });
    await expect(support).toHaveAttribute('href', 'tel:+97715970000');
    await expect(support).toHaveTextContent('+977 1-5970000');
    // The number never breaks across lines.
    await expect(getComputedStyle(support).whiteSpace).toBe('nowrap');
  },
};
