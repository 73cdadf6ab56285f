import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { book } from '@mocks/handlers/booking';
import { expectToast, page } from '@mocks/story-helpers';
import {
  chooseSunday,
  chooseTenOClock,
  documentsInput,
  field,
  fillDetails,
  makeFile,
  MB,
  named,
  openHistoryPaper,
  refused,
  stepHeading,
  submitWithConsent,
  bookPath,
  bookingWizardMeta,
} from './booking-wizard.mock';
import type { BookingWizard } from './booking-wizard';

/** What the patient is told when the details are wrong or the request is refused (002 §5, §8). */
const meta = {
  ...bookingWizardMeta,
  title: 'Features/Booking/BookingWizard Errors',
  parameters: {
    layout: 'fullscreen',
    session: sessions.verifiedPatient,
    router: { initialEntries: [bookPath] },
  },
} satisfies Meta<typeof BookingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    // The first check loads the form's rules: its verdict comes a moment after the press.
    await waitFor(() => expect(required()).toHaveTextContent('Please fill in all required fields'));
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
    await waitFor(() =>
      expect(field(canvasElement, /^Patient name/)).not.toHaveAttribute('aria-invalid'),
    );
    await expect(required()).toHaveTextContent('Please fill in all required fields');
  },
};

export const PhoneInvalid: Story = {
  play: async (context) => {
    await fillDetails(context.canvasElement);
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
    await fillDetails(context.canvasElement);
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
    await fillDetails(context.canvasElement);
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
    await fillDetails(context.canvasElement);
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

/** Not signed in: told before submitting, and the server's 401 says the same. */
export const Unauthorized: Story = {
  parameters: { session: sessions.anonymous },
  beforeEach({ msw }) {
    msw.use(book.unauthorized());
  },
  play: async (context) => {
    await fillDetails(context.canvasElement);
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
    await fillDetails(context.canvasElement);
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
    await fillDetails(context.canvasElement);
    await userEvent.upload(
      documentsInput(context.canvasElement),
      makeFile('scan.pdf', 'application/pdf', 2048),
    );
    await submitWithConsent(context.canvasElement);
    const text = 'Only PDF, JPG, PNG, DOC and DOCX files can be attached.';
    await expectToast(text);
    await expect((await within(context.canvasElement).findAllByText(text))[0]).toBeVisible();
  },
};

/** The doctor's schedule changed: that time is no longer offered, so back to the times. */
export const SlotNotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(book.slotNotOffered());
  },
  play: async (context) => {
    await fillDetails(context.canvasElement);
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

export const DarkDetailsErrors: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await RequiredFields.play?.(context);
  },
};
