import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'outline', 'elevated', 'interactive'],
    },
  },
  args: {
    className: 'max-w-sm',
    children: (
      <>
        <CardHeader>
          <CardTitle>Dr. Sita Sharma</CardTitle>
          <CardDescription>General physician · Patan Hospital</CardDescription>
        </CardHeader>
        <CardContent>
          <p>Available Sunday to Thursday, 10:00 to 16:00.</p>
        </CardContent>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectDoctorCard = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 3, name: 'Dr. Sita Sharma' })).toBeVisible();
  await expect(canvas.getByText('General physician · Patan Hospital')).toBeVisible();
  await expect(canvas.getByText('Available Sunday to Thursday, 10:00 to 16:00.')).toBeVisible();
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectDoctorCard(canvasElement);
  },
};

export const Outline: Story = {
  args: { variant: 'outline' },
  play: async ({ canvasElement }) => {
    await expectDoctorCard(canvasElement);
    const card = canvasElement.querySelector('[data-slot="card"]');
    await expect(card?.className).toContain('border-border');
    await expect(card?.className).not.toContain('shadow');
  },
};

export const Elevated: Story = {
  args: { variant: 'elevated' },
  play: async ({ canvasElement }) => {
    await expectDoctorCard(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="card"]')?.className).toContain(
      'shadow-md',
    );
  },
};

export const WithFooter: Story = {
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle>Follow-up consultation</CardTitle>
          <CardDescription>Tuesday, 14 Jestha · 11:30</CardDescription>
        </CardHeader>
        <CardContent>
          <p>Bring your previous prescription and test reports.</p>
        </CardContent>
        <CardFooter>
          <Button onClick={fn()}>Join call</Button>
          <Button variant="outline">Reschedule</Button>
        </CardFooter>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Follow-up consultation' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Join call' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toHaveFocus();
  },
};

export const Interactive: Story = {
  args: {
    variant: 'interactive',
    children: (
      <>
        <CardHeader>
          <CardTitle>
            <a
              href="#doctor-sita-sharma"
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
            >
              Dr. Sita Sharma
            </a>
          </CardTitle>
          <CardDescription>General physician · Patan Hospital</CardDescription>
        </CardHeader>
        <CardContent>
          <p>Next available: tomorrow, 10:00</p>
        </CardContent>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Dr. Sita Sharma' });
    await expect(link).toHaveAttribute('href', '#doctor-sita-sharma');
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="card"]')!;
    await expect(card.matches(':focus-within')).toBe(false);
    // Keyboard: Tab reaches the link and the whole card shows the focus ring.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(card.matches(':focus-within')).toBe(true);
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    link.blur();
  },
};

export const AsChild: Story = {
  args: {
    asChild: true,
    variant: 'interactive',
    children: (
      <a href="#clinics/bir-hospital">
        <CardHeader>
          <CardTitle asChild>
            <h2>Bir Hospital</h2>
          </CardTitle>
          <CardDescription>Mahaboudha, Kathmandu</CardDescription>
        </CardHeader>
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Bir Hospital/ });
    await expect(link).toHaveAttribute('href', '#clinics/bir-hospital');
    await expect(link).toHaveAttribute('data-slot', 'card');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bir Hospital' })).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    link.blur();
  },
};
