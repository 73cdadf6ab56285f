import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'upcoming' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Appointments">
        <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
        <TabsTrigger value="past">Past</TabsTrigger>
        <TabsTrigger value="cancelled">Cancelled</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">Dr. Sharma, tomorrow at 10:00.</TabsContent>
      <TabsContent value="past">Dr. Thapa, 2 Baisakh.</TabsContent>
      <TabsContent value="cancelled">No cancelled appointments.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and show their panels; Tab moves on to the panel. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upcoming = canvas.getByRole('tab', { name: 'Upcoming' });
    const past = canvas.getByRole('tab', { name: 'Past' });
    const cancelled = canvas.getByRole('tab', { name: 'Cancelled' });
    await expect(canvas.getByRole('tablist', { name: 'Appointments' })).toBeVisible();
    await expect(upcoming).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent(
      'Dr. Sharma, tomorrow at 10:00.',
    );

    await userEvent.tab();
    await expect(upcoming).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(past).toHaveFocus();
    await expect(past).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Past' })).toHaveTextContent(
      'Dr. Thapa, 2 Baisakh.',
    );
    await userEvent.keyboard('{End}');
    await expect(cancelled).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(upcoming).toHaveFocus(); // wraps around
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cancelled).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(upcoming).toHaveFocus();

    // Only the selected tab is in the Tab order; the next stop is its panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Upcoming' })).toHaveFocus();

    await userEvent.click(cancelled);
    await expect(canvas.getByRole('tabpanel', { name: 'Cancelled' })).toHaveTextContent(
      'No cancelled appointments.',
    );
  },
};

/** Counts show as badges and are read after the tab's name: "Appointments, 3". */
export const WithCounts: Story = {
  args: { defaultValue: 'appointments' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Your account">
        <TabsTrigger value="appointments" count={3}>
          Appointments
        </TabsTrigger>
        <TabsTrigger value="messages" count={12}>
          Messages
        </TabsTrigger>
        <TabsTrigger value="records">Records</TabsTrigger>
      </TabsList>
      <TabsContent value="appointments">3 upcoming appointments.</TabsContent>
      <TabsContent value="messages">12 unread messages.</TabsContent>
      <TabsContent value="records">Your health records.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const appointments = canvas.getByRole('tab', { name: 'Appointments, 3' });
    const messages = canvas.getByRole('tab', { name: 'Messages, 12' });
    await expect(canvas.getByRole('tab', { name: 'Records' })).toBeVisible();
    await expect(within(appointments).getByText('3')).toBeVisible();
    await userEvent.tab();
    await expect(appointments).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(messages).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 unread messages.');
  },
};

const specialities = [
  'General medicine',
  'Paediatrics',
  'Gynaecology',
  'Dermatology',
  'Cardiology',
  'Mental health',
];

const slug = (name: string) => name.toLowerCase().replaceAll(' ', '-');

/** Many tabs in a narrow space: the row scrolls sideways and keeps the focused tab in view. */
export const Scrollable: Story = {
  args: { defaultValue: 'general-medicine' },
  render: (args) => (
    <div className="w-72">
      <Tabs {...args}>
        <TabsList aria-label="Specialities">
          {specialities.map((name) => (
            <TabsTrigger key={name} value={slug(name)}>
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
        {specialities.map((name) => (
          <TabsContent key={name} value={slug(name)}>
            Doctors in {name.toLowerCase()}.
          </TabsContent>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Specialities' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Mental health' });
    await expect(last).toHaveFocus();
    await expect(list.scrollLeft).toBeGreaterThan(0);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Doctors in mental health.');
  },
};

/** A disabled tab is skipped by the arrow keys and cannot be chosen. */
export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Appointments">
        <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
        <TabsTrigger value="past" disabled>
          Past
        </TabsTrigger>
        <TabsTrigger value="cancelled">Cancelled</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">Dr. Sharma, tomorrow at 10:00.</TabsContent>
      <TabsContent value="past">Dr. Thapa, 2 Baisakh.</TabsContent>
      <TabsContent value="cancelled">No cancelled appointments.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const past = canvas.getByRole('tab', { name: 'Past' });
    await expect(past).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Cancelled' })).toHaveFocus();
    await userEvent.click(past, { pointerEventsCheck: 0 });
    await expect(past).toHaveAttribute('aria-selected', 'false');
  },
};
