import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessions } from '@mocks/fixtures/sessions';
import { expect, userEvent, within } from 'storybook/test';
import { doctorSlots } from '@mocks/handlers/booking';
import { doctorAvailability } from '@mocks/handlers/discovery';
import {
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectTouchTargets,
  phone360,
} from '@mocks/story-helpers';
import {
  chooseSunday,
  chooseTenOClock,
  documentsInput,
  field,
  fillDetails,
  named,
  stepHeading,
  bookPath,
  bookingWizardMeta,
} from './booking-wizard.mock';
import type { BookingWizard } from './booking-wizard';

/** The booking wizard step by step (002 §2): each step's states, languages, theme, phone. */
const meta = {
  ...bookingWizardMeta,
  title: 'Features/Booking/BookingWizard',
  parameters: {
    layout: 'fullscreen',
    session: sessions.verifiedPatient,
    router: { initialEntries: [bookPath] },
  },
} satisfies Meta<typeof BookingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Book an appointment' }),
    ).toBeVisible();
    await expect(await canvas.findByText('with Dr. Anil Koirala')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Select a day' })).toBeVisible();
    const stepper = canvas.getByRole('list', { name: 'Booking progress' });
    await expect(within(stepper).getByText('Select Day').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    // Soonest first, each with its next date from tomorrow: today (Sunday) is a week away.
    const days = await canvas.findAllByRole('button', { name: /day/ });
    await expect(days.map((d) => d.querySelector('span')?.textContent)).toEqual([
      'Tuesday',
      'Thursday',
      'Sunday',
    ]);
    await expect(days[0]).toHaveTextContent('Mar 3, 2026');
    await expect(days[1]).toHaveTextContent('Mar 5, 2026');
    await expect(days[1]).toHaveTextContent('3:00 PM – 6:00 PM at Norvic International Hospital');
    await expect(days[2]).toHaveTextContent('Mar 8, 2026');
    await expect(days[2]).toHaveTextContent('10:00 AM – 2:00 PM at Bir Hospital');
  },
};

export const DaysLoading: Story = {
  beforeEach({ msw }) {
    msw.use(doctorAvailability.timeout());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the doctor’s days…');
    await expect(canvas.queryByRole('button', { name: /Sunday/ })).toBeNull();
  },
};

export const DaysEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(doctorAvailability.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This doctor has no open days yet' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Please check again later, or choose another doctor.'),
    ).toBeVisible();
  },
};

export const DaysServerError: Story = {
  beforeEach({ msw }) {
    msw.use(doctorAvailability.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load the doctor’s schedule' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const ChooseTime: Story = {
  play: async ({ canvasElement }) => {
    await chooseSunday(canvasElement);
    const canvas = within(canvasElement);
    const stepper = canvas.getByRole('list', { name: 'Booking progress' });
    await expect(within(stepper).getByText('Choose Time').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByText('Sunday, Mar 8, 2026')).toBeVisible();
    const bir = within(await canvas.findByRole('region', { name: 'Bir Hospital' }));
    await expect(bir.getByText('Cardiology · Fee NPR 1,000')).toBeVisible();
    // Eight half-hour slots from 10:00 to 14:00; the 10:30 one is taken.
    await expect(bir.getAllByRole('listitem')).toHaveLength(8);
    await expect(
      bir.getByRole('button', { name: named('10:00 AM – 10:30 AM at Bir Hospital') }),
    ).toBeEnabled();
    const taken = bir.getByRole('button', { name: /10:30\sAM – 11:00\sAM/ });
    await expect(taken).toBeDisabled();
    await expect(taken).toHaveTextContent('Taken');
    await expect(
      bir.getByRole('button', { name: named('1:30 PM – 2:00 PM at Bir Hospital') }),
    ).toBeEnabled();
    // The step heading takes focus, so a screen reader announces the new step.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Choose a time' })).toHaveFocus();
    // Another day: back to step 1.
    await userEvent.click(canvas.getByRole('button', { name: 'Change day' }));
    await expect(await stepHeading(canvasElement, 'Select a day')).toBeVisible();
  },
};

export const SlotsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(doctorSlots.timeout());
  },
  play: async ({ canvasElement }) => {
    await chooseSunday(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading free times…',
    );
  },
};

export const SlotsAllTaken: Story = {
  beforeEach({ msw }) {
    msw.use(doctorSlots.allTaken());
  },
  play: async ({ canvasElement }) => {
    await chooseSunday(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Every time on this day is taken')).toBeVisible();
    await expect(canvas.getByText('Please choose another day.')).toBeVisible();
    const bir = within(canvas.getByRole('region', { name: 'Bir Hospital' }));
    for (const slot of bir.getAllByRole('button')) await expect(slot).toBeDisabled();
    await expect(bir.getAllByText('Taken')).toHaveLength(8);
  },
};

export const SlotsEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(doctorSlots.empty());
  },
  play: async ({ canvasElement }) => {
    await chooseSunday(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The doctor has no times on this day' }),
    ).toBeVisible();
    await expect(canvas.getByText('Please choose another day.')).toBeVisible();
  },
};

export const SlotsServerError: Story = {
  beforeEach({ msw }) {
    msw.use(doctorSlots.serverError());
  },
  play: async ({ canvasElement }) => {
    await chooseSunday(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load the free times' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Details: Story = {
  play: async ({ canvasElement }) => {
    await chooseSunday(canvasElement);
    await chooseTenOClock(canvasElement);
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole('region', { name: 'Your appointment' }));
    await expect(summary.getByText('Dr. Anil Koirala')).toBeVisible();
    await expect(summary.getByText('Sunday, Mar 8, 2026')).toBeVisible();
    await expect(summary.getByText('10:00 AM – 10:30 AM')).toBeVisible();
    await expect(summary.getByText('Bir Hospital')).toBeVisible();
    await expect(summary.getByText('Cardiology')).toBeVisible();
    await expect(summary.getByText('NPR 1,000')).toBeVisible();
    // Name and phone come from the signed-in patient; the reason is theirs to write.
    await expect(field(canvasElement, /^Patient name/)).toHaveValue('Sita Sharma');
    await expect(field(canvasElement, /^Phone number/)).toHaveValue('+9779841000001');
    await expect(field(canvasElement, /^Reason for visit/)).toHaveValue('');
    for (const name of [/^Patient name/, /^Phone number/, /^Reason for visit/])
      await expect(field(canvasElement, name)).toBeRequired();
    await expect(documentsInput(canvasElement)).toHaveAttribute(
      'accept',
      '.pdf,.jpg,.jpeg,.png,.doc,.docx',
    );
    await expect(canvas.getByRole('button', { name: 'Fill in history paper' })).toBeVisible();
    // Another time: back to step 2 with the same day.
    await userEvent.click(canvas.getByRole('button', { name: 'Change time' }));
    await expect(await stepHeading(canvasElement, 'Choose a time')).toBeVisible();
    await expect(canvas.getByText('Sunday, Mar 8, 2026')).toBeVisible();
  },
};

export const Filled: Story = {
  play: ({ canvasElement }) => fillDetails(canvasElement),
};

/** "Book this slot" on the profile: the flow starts at step 3 for the slot's next date. */
export const PresetSlot: Story = {
  args: { preset: { day: 'Sunday', startTime: '10:00', hospitalName: 'Bir Hospital' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
    const stepper = canvas.getByRole('list', { name: 'Booking progress' });
    await expect(within(stepper).getByText('Details').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    const summary = within(canvas.getByRole('region', { name: 'Your appointment' }));
    await expect(await summary.findByText('10:00 AM – 10:30 AM')).toBeVisible();
    await expect(summary.getByText('Sunday, Mar 8, 2026')).toBeVisible();
    await expect(summary.getByText('Bir Hospital')).toBeVisible();
  },
};

/** The preset slot was booked by someone else meanwhile: the patient picks another time. */
export const PresetSlotTaken: Story = {
  args: { preset: { day: 'Sunday', startTime: '10:30', hospitalName: 'Bir Hospital' } },
  play: async ({ canvasElement }) => {
    await expect(await stepHeading(canvasElement, 'Choose a time')).toBeVisible();
    await expect(
      within(canvasElement).getByText(
        'The time you picked is no longer free. Please choose another time.',
      ),
    ).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'अपोइन्टमेन्ट बुक गर्नुहोस्' }),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /^आइतबार/ }));
    await expect(await stepHeading(canvasElement, 'समय छान्नुहोस्')).toBeVisible();
    const bir = within(await canvas.findByRole('region', { name: 'Bir Hospital' }));
    // The department in Nepali; Devanagari digits for times and the fee.
    await expect(bir.getByText('मुटु रोग (कार्डियोलोजी) · शुल्क नेरू १,०००')).toBeVisible();
    await expect(
      bir.getByRole('button', { name: 'Bir Hospitalमा १०:०० देखि १०:३० सम्म' }),
    ).toBeEnabled();
    await expect(bir.getAllByText('लिइसकेको')).toHaveLength(1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await chooseSunday(context.canvasElement);
    await expect(
      await within(context.canvasElement).findByRole('region', { name: 'Bir Hospital' }),
    ).toBeVisible();
    await expect(within(context.canvasElement).getAllByText('Taken')).toHaveLength(1);
  },
};

/** A 360 px phone: nothing scrolls sideways and every control is a 44 px target. */
export const Phone360: Story = {
  ...phone360,
  play: async (context) => {
    const { canvasElement } = context;
    await expectPhoneWidth(canvasElement);
    // The stepper shows "Step 1 of 4" and the current step's name.
    await expect(within(canvasElement).getByText('Step 1 of 4')).toBeVisible();
    await chooseSunday(canvasElement);
    const slots = await within(canvasElement).findAllByRole('button', { name: /AM|PM/ });
    await expectTouchTargets(slots);
    await expectNoSidewaysScroll(canvasElement);
    await chooseTenOClock(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Request appointment' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
