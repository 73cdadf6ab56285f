import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@ui/toast';
import { bookingDoctor, bookingNow } from '@mocks/fixtures/booking';
import { sessions } from '@mocks/fixtures/sessions';
import { book, bookingHandlers, bookingStore, doctorSlots } from '@mocks/handlers/booking';
import { doctorAvailability } from '@mocks/handlers/discovery';
import {
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  expectTouchTargets,
  findHeading,
  openedDialog,
  page,
  phone360,
} from '@mocks/story-helpers';
import { BookingWizard } from './booking-wizard';

const bookPath = `/book-appointment/${bookingDoctor._id}`;

const meta = {
  title: 'Features/Booking/BookingWizard',
  component: BookingWizard,
  args: { doctorId: bookingDoctor._id, now: bookingNow },
  parameters: {
    layout: 'fullscreen',
    session: sessions.verifiedPatient,
    router: { initialEntries: [bookPath] },
  },
  decorators: [
    (Story) => (
      <main className="p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    bookingStore.reset();
    toast.dismiss();
    msw.use(...bookingHandlers());
  },
} satisfies Meta<typeof BookingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

// ---- Helpers ----

/** A step's title (the page's h1 is the wizard's). */
const stepHeading = (canvasElement: HTMLElement, name: string) =>
  findHeading(canvasElement, name, 2);

/**
 * An accessible name with times in it. Once a Nepali story has loaded the Intl polyfills,
 * English times read "10:00\u202fAM", so any space in `text` matches any space.
 */
const named = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

const makeFile = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_772_344_800_000 });
const MB = 1024 * 1024;

const documentsInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Documents \(optional\)/);

async function chooseSunday(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Sunday/ }));
  await stepHeading(canvasElement, 'Choose a time');
}

async function chooseTenOClock(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', {
      name: named('10:00 AM – 10:30 AM at Bir Hospital'),
    }),
  );
  await stepHeading(canvasElement, 'Your details');
}

const field = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('textbox', { name });

async function fillReason(canvasElement: HTMLElement) {
  await userEvent.type(
    field(canvasElement, /^Reason for visit/),
    'Chest pain when climbing stairs',
  );
}

/** Submit, then accept the consent dialog. */
async function submitWithConsent(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request appointment' }));
  const dialog = await page().findByRole('alertdialog', {
    name: 'Share your medical information?',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'I agree, send request' }));
}

/** A submit the server refuses: the popup and the message stay with the form. */
const refused = (text: string) => async (context: Context) => {
  await Filled.play?.(context);
  await submitWithConsent(context.canvasElement);
  await expectToast(text);
  const canvas = within(context.canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  // The message takes focus, so it is read out and the next step is at hand.
  await waitFor(() =>
    expect(context.canvasElement.ownerDocument.activeElement).toHaveTextContent(text),
  );
  // What the patient typed is kept for another try.
  await expect(field(context.canvasElement, /^Reason for visit/)).toHaveValue(
    'Chest pain when climbing stairs',
  );
};

// ---- Step 1: Select Day ----

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

// ---- Step 2: Choose Time ----

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

// ---- Step 3: Details ----

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
  play: async ({ canvasElement }) => {
    await chooseSunday(canvasElement);
    await chooseTenOClock(canvasElement);
    await fillReason(canvasElement);
    await expect(field(canvasElement, /^Reason for visit/)).toHaveValue(
      'Chest pain when climbing stairs',
    );
  },
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

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    await chooseSunday(canvasElement);
    await chooseTenOClock(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.clear(field(canvasElement, /^Patient name/));
    await userEvent.clear(field(canvasElement, /^Phone number/));
    await userEvent.click(canvas.getByRole('button', { name: 'Request appointment' }));
    // The form's own alert (the drop zone below has one for file problems).
    const required = () =>
      canvas.getAllByRole('alert').find((alert) => alert.getAttribute('aria-atomic'));
    await expect(required()).toHaveTextContent('Please fill in all required fields');
    for (const [name, text] of [
      [/^Patient name/, 'Please enter the patient’s name'],
      [/^Phone number/, 'Please enter a phone number'],
      [/^Reason for visit/, 'Please describe the reason for your visit'],
    ] as const) {
      const input = field(canvasElement, name);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
    }
    // The first field to fix has focus; nothing was sent and no consent asked.
    await expect(field(canvasElement, /^Patient name/)).toHaveFocus();
    await expect(page().queryByRole('alertdialog')).toBeNull();
    // Errors clear as the fields are filled in.
    await userEvent.type(field(canvasElement, /^Patient name/), 'Sita Sharma');
    await expect(field(canvasElement, /^Patient name/)).not.toHaveAttribute('aria-invalid');
    await expect(required()).toHaveTextContent('Please fill in all required fields');
  },
};

export const PhoneInvalid: Story = {
  play: async (context) => {
    await Filled.play?.(context);
    const { canvasElement } = context;
    const phone = field(canvasElement, /^Phone number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '98410');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Request appointment' }),
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number');
    await expect(phone).toHaveFocus();
  },
};

export const DocumentTypeRejected: Story = {
  play: async (context) => {
    await Filled.play?.(context);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      documentsInput(context.canvasElement),
      makeFile('setup.exe', 'application/x-msdownload', 4096),
    );
    await expect(within(context.canvasElement).getAllByRole('alert')[1]).toHaveTextContent(
      'Only PDF, JPG, PNG, DOC and DOCX files can be attached.',
    );
  },
};

export const DocumentTooLarge: Story = {
  play: async (context) => {
    await Filled.play?.(context);
    await userEvent.upload(
      documentsInput(context.canvasElement),
      makeFile('mri-scan.pdf', 'application/pdf', 6 * MB),
    );
    await expect(
      await within(context.canvasElement).findByText('Each file must be at most 5 MB.'),
    ).toBeVisible();
  },
};

export const TooManyDocuments: Story = {
  play: async (context) => {
    await Filled.play?.(context);
    const files = [1, 2, 3, 4, 5, 6].map((n) =>
      makeFile(`report-${n}.pdf`, 'application/pdf', 10_000 + n),
    );
    await userEvent.upload(documentsInput(context.canvasElement), files);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('At most 5 files can be attached.')).toBeVisible();
    const selected = canvas.getByRole('list', { name: 'Selected files' });
    await expect(within(selected).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(selected).queryByText('report-6.pdf')).toBeNull();
  },
};

export const ConsentDeclined: Story = {
  play: async (context) => {
    await Filled.play?.(context);
    const { canvasElement } = context;
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Request appointment' }),
    );
    const dialog = await page().findByRole('alertdialog', {
      name: 'Share your medical information?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Dr. Anil Koirala and the hospital will see the details'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(
      await within(canvasElement).findByText(
        'Your request was not sent. Please agree to share your medical information to book.',
      ),
    ).toBeVisible();
    await expect(bookingStore.sent()).toHaveLength(0);
  },
};

// ---- History paper ----

const historyDialog = () => page().findByRole('dialog', { name: 'History paper' });

const openHistoryPaper = async (context: Context) => {
  await Filled.play?.(context);
  await userEvent.click(
    within(context.canvasElement).getByRole('button', { name: 'Fill in history paper' }),
  );
  // Its opening transition starts from transparent.
  return openedDialog('dialog', 'History paper');
};

export const HistoryPaperEnglish: Story = {
  play: async (context) => {
    const dialog = await openHistoryPaper(context);
    await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(
      dialog.getByRole('group', {
        name: 'Symptoms (tick any you have, and for how many days)',
      }),
    ).toBeVisible();
    for (const name of ['Fever', 'Body ache', 'Chest pain', 'Breathlessness', 'Rash'])
      await expect(dialog.getByRole('checkbox', { name })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Fever' }));
    const days = dialog.getByRole('spinbutton', { name: 'Fever Days' });
    await expect(days).toHaveAttribute('min', '0');
    await userEvent.type(days, '3');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I have allergies' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Allergies \(medicines, food, other\)/ }),
      'Penicillin',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save history paper' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(
      within(context.canvasElement).getByText('History paper added: 1 symptom marked.'),
    ).toBeVisible();
  },
};

export const HistoryPaperNepali: Story = {
  play: async (context) => {
    const dialog = await openHistoryPaper(context);
    await userEvent.click(dialog.getByRole('radio', { name: 'नेपाली (Nepali)' }));
    // The Nepali catalogue loads on first use; on a busy machine that can take a while.
    await expect(
      await dialog.findByRole('checkbox', { name: 'ज्वरो' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'छाती दुख्ने' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'मलाई एलर्जी छ' })).toBeVisible();
    // The dialog's own controls stay in the app's language.
    await expect(dialog.getByRole('button', { name: 'Save history paper' })).toBeVisible();
  },
};

export const HistoryPaperHindi: Story = {
  play: async (context) => {
    const dialog = await openHistoryPaper(context);
    await userEvent.click(dialog.getByRole('radio', { name: 'हिन्दी (Hindi)' }));
    await expect(dialog.getByRole('checkbox', { name: 'बुखार' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'सीने में दर्द' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'मुझे एलर्जी है' })).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'खाँसी' }));
    await expect(dialog.getByRole('spinbutton', { name: 'खाँसी दिन' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save history paper' }));
    await expect(
      await within(context.canvasElement).findByText('History paper added: 1 symptom marked.'),
    ).toBeVisible();
    // Opened again, it keeps its language and what was ticked.
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: 'Edit history paper' }),
    );
    const again = within(await historyDialog());
    await expect(again.getByRole('radio', { name: 'हिन्दी (Hindi)' })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'खाँसी' })).toBeChecked();
  },
};

export const HistoryPaperDaysInvalid: Story = {
  play: async (context) => {
    const dialog = await openHistoryPaper(context);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Cough' }));
    const days = dialog.getByRole('spinbutton', { name: 'Cough Days' });
    await userEvent.type(days, '-2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save history paper' }));
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await expect(days).toHaveAccessibleDescription(
      'Enter the number of days as a whole number, 0 or more',
    );
    await expect(days).toHaveFocus();
    // Still open: nothing is saved until it is fixed.
    await expect(page().getByRole('dialog')).toBeVisible();
  },
};

// ---- Submit ----

export const Success: Story = {
  play: async (context) => {
    await Filled.play?.(context);
    const { canvasElement } = context;
    await userEvent.upload(
      documentsInput(canvasElement),
      makeFile('ecg-report.pdf', 'application/pdf', 120_000),
    );
    await submitWithConsent(canvasElement);
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, 'Appointment requested')).toBeVisible();
    await expect(
      canvas.getByText(
        'Your request has been sent to Dr. Anil Koirala. You will get a notification when the doctor confirms it.',
      ),
    ).toBeVisible();
    const stepper = canvas.getByRole('list', { name: 'Booking progress' });
    await expect(within(stepper).getByText('Confirmation').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    for (const text of [
      'Dr. Anil Koirala',
      'Sunday, Mar 8, 2026',
      '10:00 AM – 10:30 AM',
      'Bir Hospital',
      'NPR 1,000',
      'Requested',
      'Please arrive 15 minutes early.',
    ])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View my appointments' })).toHaveAttribute(
      'href',
      '/portal/user?tab=appointments',
    );
    // The multipart request carried the fields of 002 §3 and the document.
    const [sent] = bookingStore.sent();
    await expect(sent?.fields).toMatchObject({
      doctorId: bookingDoctor._id,
      selectedDay: 'Sunday',
      selectedTimeSlot: { startTime: '10:00', endTime: '10:30' },
      appointmentData: {
        patientName: 'Sita Sharma',
        phone: '+9779841000001',
        reason: 'Chest pain when climbing stairs',
        date: '2026-03-08',
      },
      medicalRecordConsent: true,
      includeHistoryPaper: false,
    });
    await expect(sent?.files.map((f) => f.name)).toEqual(['ecg-report.pdf']);
  },
};

export const SuccessWithHistoryPaper: Story = {
  play: async (context) => {
    await HistoryPaperEnglish.play?.(context);
    await submitWithConsent(context.canvasElement);
    await expect(await stepHeading(context.canvasElement, 'Appointment requested')).toBeVisible();
    const [sent] = bookingStore.sent();
    await expect(sent?.fields.includeHistoryPaper).toBe(true);
    await expect(sent?.fields.historyPaperData).toMatchObject({
      language: 'en',
      symptoms: [{ symptom: 'fever', days: 3 }],
      allergies: { present: true, text: 'Penicillin' },
    });
  },
};

/** Not signed in: told before submitting, and the server's 401 says the same. */
export const Unauthorized: Story = {
  parameters: { session: sessions.anonymous },
  beforeEach({ msw }) {
    msw.use(book.unauthorized());
  },
  play: async (context) => {
    await Filled.play?.(context);
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please log in to book an appointment')).toBeVisible();
    await expect(field(canvasElement, /^Patient name/)).toHaveValue('');
    await userEvent.type(field(canvasElement, /^Patient name/), 'Sita Sharma');
    await userEvent.type(field(canvasElement, /^Phone number/), '9841000001');
    await submitWithConsent(canvasElement);
    await expectToast('Please log in to book an appointment');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(bookPath)}`,
    );
  },
};

export const PatientNotVerified: Story = {
  beforeEach({ msw }) {
    msw.use(book.patientNotVerified());
  },
  play: async (context) => {
    await refused(
      'Your account is not verified. Only verified patients can request appointments. Please verify your account first.',
    )(context);
    await expect(
      within(context.canvasElement).getByRole('link', { name: 'Verify your account' }),
    ).toHaveAttribute('href', '/portal/user?tab=profile');
  },
};

export const DoctorNotVerified: Story = {
  beforeEach({ msw }) {
    msw.use(book.doctorNotVerified());
  },
  play: refused(
    'This doctor is not yet verified. Appointments can be requested only with verified doctors.',
  ),
};

/** Someone else booked the slot first: back to step 2, where it now shows as taken. */
export const SlotTaken: Story = {
  beforeEach({ msw }) {
    msw.use(book.slotTaken());
  },
  play: async (context) => {
    await Filled.play?.(context);
    const { canvasElement } = context;
    await submitWithConsent(canvasElement);
    const text = 'This time slot has just been taken. Please choose another time.';
    await expectToast(text);
    await expect(await stepHeading(canvasElement, 'Choose a time')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text)).toBeVisible();
    const bir = within(await canvas.findByRole('region', { name: 'Bir Hospital' }));
    await waitFor(() =>
      expect(bir.getByRole('button', { name: /10:00\sAM – 10:30\sAM/ })).toBeDisabled(),
    );
    await expect(bir.getByRole('button', { name: /10:00\sAM – 10:30\sAM/ })).toHaveTextContent(
      'Taken',
    );
    // Another time goes straight back to the details, still filled in.
    await userEvent.click(
      bir.getByRole('button', { name: named('11:00 AM – 11:30 AM at Bir Hospital') }),
    );
    await expect(await stepHeading(canvasElement, 'Your details')).toBeVisible();
    await expect(field(canvasElement, /^Reason for visit/)).toHaveValue(
      'Chest pain when climbing stairs',
    );
  },
};

/** The server's own look at the files (their first bytes) refuses one. */
export const FileRejectedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(book.fileTypeNotAllowed());
  },
  play: async (context) => {
    await Filled.play?.(context);
    await userEvent.upload(
      documentsInput(context.canvasElement),
      makeFile('scan.pdf', 'application/pdf', 2048),
    );
    await submitWithConsent(context.canvasElement);
    const text = 'Only PDF, JPG, PNG, DOC and DOCX files can be attached.';
    await expectToast(text);
    await expect(within(context.canvasElement).getAllByText(text)[0]).toBeVisible();
  },
};

/** The doctor's schedule changed: that time is no longer offered, so back to the times. */
export const SlotNotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(book.slotNotOffered());
  },
  play: async (context) => {
    await Filled.play?.(context);
    await submitWithConsent(context.canvasElement);
    const text = 'The doctor does not see patients at this time on that day.';
    await expectToast(text);
    await expect(await stepHeading(context.canvasElement, 'Choose a time')).toBeVisible();
    await expect(within(context.canvasElement).getByText(text)).toBeVisible();
  },
};

export const DateNotBookable: Story = {
  beforeEach({ msw }) {
    msw.use(book.dateNotBookable());
  },
  play: refused(
    'Appointments can be booked from tomorrow up to 60 days ahead, on the chosen weekday.',
  ),
};

export const ValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(book.validationError());
  },
  play: async (context) => {
    await refused('Please enter a valid phone number')(context);
    const phone = field(context.canvasElement, /^Phone number/);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(book.serverError());
  },
  play: refused('Failed to submit appointment request. Please try again.'),
};

export const Timeout: Story = {
  // The request never answers; a 1-second client time-out stands in for the 30-second one.
  parameters: { apiClient: { timeoutMs: 1000 } },
  beforeEach({ msw }) {
    msw.use(book.timeout());
  },
  play: refused('An error occurred while submitting your request. Please try again.'),
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(book.offline());
  },
  play: refused('An error occurred while submitting your request. Please try again.'),
};

// ---- Hosting, languages, themes, sizes ----

/** Opened from a card or profile: the host closes it with Cancel booking, and Done. */
export const InDialogHost: Story = {
  args: { onClose: fn() },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
    await Filled.play?.(context);
    await submitWithConsent(context.canvasElement);
    await expect(await stepHeading(context.canvasElement, 'Appointment requested')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(context.args.onClose).toHaveBeenCalledTimes(2);
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

export const NepaliConfirmation: Story = {
  globals: { locale: 'ne' },
  args: { preset: { day: 'Sunday', startTime: '10:00', hospitalName: 'Bir Hospital' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^भेटको कारण/ }),
      'सिँढी चढ्दा छाती दुख्छ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'अपोइन्टमेन्ट अनुरोध गर्नुहोस्' }));
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'म सहमत छु, अनुरोध पठाउनुहोस्' }));
    await expect(await stepHeading(canvasElement, 'अपोइन्टमेन्ट अनुरोध गरियो')).toBeVisible();
    // The date in Bikram Sambat, with the AD date beside it.
    await expect(canvas.getByText('२४ फाल्गुण २०८२ (२०२६ मार्च ८), आइतबार')).toBeVisible();
    await expect(canvas.getByText('१०:०० देखि १०:३० सम्म')).toBeVisible();
    await expect(canvas.getByText('अनुरोध गरिएको')).toBeVisible();
    await expect(canvas.getByText('कृपया १५ मिनेट अगाडि आइपुग्नुहोस्।')).toBeVisible();
  },
};

export const NepaliSlotTaken: Story = {
  globals: { locale: 'ne' },
  args: { preset: { day: 'Sunday', startTime: '10:00', hospitalName: 'Bir Hospital' } },
  beforeEach({ msw }) {
    msw.use(book.slotTaken());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^भेटको कारण/ }), 'ज्वरो');
    await userEvent.click(canvas.getByRole('button', { name: 'अपोइन्टमेन्ट अनुरोध गर्नुहोस्' }));
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'म सहमत छु, अनुरोध पठाउनुहोस्' }));
    // The server answers in the caller's language.
    await expect(
      await canvas.findByText('यो समय भर्खरै अरू कसैले लियो। कृपया अर्को समय छान्नुहोस्।'),
    ).toBeVisible();
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

export const DarkDetailsErrors: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await RequiredFields.play?.(context);
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
