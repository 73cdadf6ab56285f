import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import {
  addHospital,
  connectHospital,
  createScheduleSlot,
  deleteScheduleSlot,
  doctorHospitals,
  scheduleSlots,
  updateScheduleSlot,
} from '@mocks/handlers/schedule';
import {
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  fill,
  openedDialog,
  page,
  phone360,
} from '@mocks/story-helpers';
import { AdvancedSchedule } from './advanced-schedule';

/** The doctor portal's Advanced Schedule tab (001 §2.10, ADR 0031): every state and refusal. */

const meta = {
  title: 'Schedule/AdvancedSchedule',
  component: AdvancedSchedule,
  parameters: { session: sessions.appointmentsDoctor },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-7xl">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(
      scheduleSlots.success(),
      createScheduleSlot.success(),
      updateScheduleSlot.success(),
      deleteScheduleSlot.success(),
      doctorHospitals.success(),
      addHospital.success(),
      connectHospital.success(),
    );
  },
} satisfies Meta<typeof AdvancedSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks `option` in the select whose label starts with `field` (required fields carry a mark). */
async function choose(scope: ReturnType<typeof within>, field: string, option: string) {
  await userEvent.click(scope.getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

const day = async (canvasElement: HTMLElement, name: string) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Weekly schedule' });
  const heading = within(list).getByRole('heading', { name });
  return within(heading.closest('li')!);
};

/** Monday to Sunday, each slot with its hospital, department, fee and bookings. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Weekly schedule' });
    const days = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    await expect(days).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await expect(
      (await day(canvasElement, 'Monday')).getByText('No appointments scheduled'),
    ).toBeVisible();
    const wednesday = await day(canvasElement, 'Wednesday');
    await expect(wednesday.getByText('14:00–18:00')).toBeVisible();
    await expect(wednesday.getByText('Norvic International Hospital')).toBeVisible();
    await expect(wednesday.getByText('2 upcoming bookings')).toBeVisible();
    await expect(
      (await day(canvasElement, 'Friday')).getByText('Heart failure clinic'),
    ).toBeVisible();
    await expect((await day(canvasElement, 'Sunday')).getByText('Unknown Hospital')).toBeVisible();
    await expect((await canvas.findAllByText('Sankhu Community Hospital'))[0]).toBeVisible();
    await expect(canvas.getAllByText('Verification pending').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { name: 'Connection requests' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Save Schedule' }));
    await expectToast('Schedule saved successfully!');
  },
};

/** Adding a slot: it appears on its day at once. */
export const AddSlot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Weekly schedule' });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add Time Slot' })[0]!);
    const dialog = await openedDialog('dialog', 'Add Time Slot');
    await choose(dialog, 'Day', 'Thursday');
    await fill(dialog.getByLabelText(/Start time/), '08:00');
    await fill(dialog.getByLabelText(/End time/), '11:00');
    await choose(dialog, 'Hospital', 'Bir Hospital');
    await userEvent.click(dialog.getByRole('button', { name: 'Save slot' }));
    await expectToast('Time slot added');
    await waitFor(async () =>
      expect((await day(canvasElement, 'Thursday')).getByText('08:00–11:00')).toBeVisible(),
    );
  },
};

/** Required fields and the end before the start, said on their fields. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Weekly schedule' });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add Time Slot' })[0]!);
    const dialog = await openedDialog('dialog', 'Add Time Slot');
    await userEvent.click(dialog.getByRole('button', { name: 'Save slot' }));
    await expect(
      (await dialog.findAllByText('Please fill in all required fields')).length,
    ).toBeGreaterThan(0);
    await fill(dialog.getByLabelText(/Start time/), '12:00');
    await fill(dialog.getByLabelText(/End time/), '10:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save slot' }));
    await expect(
      await dialog.findByText('The end time must be after the start time'),
    ).toBeVisible();
  },
};

/** A slot crossing another on the same day: the server names the clash. */
export const Overlap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Weekly schedule' });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add Time Slot' })[0]!);
    const dialog = await openedDialog('dialog', 'Add Time Slot');
    await choose(dialog, 'Day', 'Tuesday');
    await fill(dialog.getByLabelText(/Start time/), '12:00');
    await fill(dialog.getByLabelText(/End time/), '15:00');
    await choose(dialog, 'Hospital', 'Bir Hospital');
    await userEvent.click(dialog.getByRole('button', { name: 'Save slot' }));
    await expect(
      await dialog.findByText('This time overlaps your Tuesday slot 09:00–13:00 at Bir Hospital'),
    ).toBeVisible();
  },
};

/** Deleting a slot with coming bookings is refused, saying how many. */
export const HasBookings: Story = {
  play: async ({ canvasElement }) => {
    const wednesday = await day(canvasElement, 'Wednesday');
    await userEvent.click(wednesday.getByRole('button', { name: /Delete Wednesday/ }));
    const confirm = await openedDialog('alertdialog');
    await expect(
      confirm.getByText('Are you sure you want to delete this time slot?'),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete slot' }));
    await expectToast(
      'Failed to delete slot.',
      'This slot has 2 upcoming booking(s). Cancel or reschedule them first.',
    );
  },
};

/** Add Hospital: it is listed at once, waiting for verification. */
export const AddHospital: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('Sankhu Community Hospital');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Hospital' }));
    const dialog = await openedDialog('dialog', 'Add Hospital');
    await fill(dialog.getByLabelText(/Hospital name/), 'Dhulikhel Community Hospital');
    await fill(dialog.getByLabelText(/City or address/), 'Kathmandu');
    await fill(dialog.getByLabelText(/Contact phone/), '011-490497');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Hospital' }));
    await expectToast('Dhulikhel Community Hospital added. It waits for an admin to verify it.');
    await expect(await canvas.findAllByText('Dhulikhel Community Hospital')).not.toHaveLength(0);
  },
};

/** No slots yet: an invitation to add the first. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(scheduleSlots.empty(), doctorHospitals.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No time slots yet' })).toBeVisible();
    await expect(
      await canvas.findByText('No hospitals yet. Connect to a listed hospital or add yours.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(scheduleSlots.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your schedule…')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(scheduleSlots.serverError(), doctorHospitals.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load your schedule' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Failed to load hospitals' }),
    ).toBeVisible();
  },
};

/** Nepali: day names, texts and Devanagari figures. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'उन्नत तालिका व्यवस्थापन' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'सोमबार' })).toBeVisible();
    await expect(canvas.getAllByText('कुनै अपोइन्टमेन्ट तय गरिएको छैन').length).toBeGreaterThan(0);
    await expect(canvas.getByText('अज्ञात अस्पताल')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Weekly schedule' }),
    ).toBeVisible();
  },
};

/** A 360 px phone: the days stack, nothing scrolls sideways. */
export const Phone: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    await expectPhoneWidth(canvasElement);
    await within(canvasElement).findByRole('list', { name: 'Weekly schedule' });
    await expect(page().getAllByRole('button', { name: 'Add Time Slot' })[0]).toBeVisible();
    expectNoSidewaysScroll(canvasElement);
  },
};
