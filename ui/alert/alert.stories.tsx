import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { children: 'Invalid credentials' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  args: { tone: 'danger', role: 'alert' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid credentials');
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    role: 'status',
    children: 'Your patient account has been created. Please log in.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your patient account has been created.',
    );
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'Please wait 42 seconds before requesting a new code.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Please wait 42 seconds/)).toBeVisible();
  },
};

export const InfoTone: Story = {
  name: 'Info',
  args: { tone: 'info', children: 'A new code has been sent.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A new code has been sent.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tone: 'danger',
    children:
      'Too many failed attempts. Your account is locked for 15 minutes. You can reset your password meanwhile.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/locked for 15 minutes/)).toBeVisible();
  },
};
