import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessions } from '@mocks/fixtures/sessions';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bookingDoctor } from '@mocks/fixtures/booking';
import { bookingStore } from '@mocks/handlers/booking';
import { page } from '@mocks/story-helpers';
import {
  documentsInput,
  fillDetails,
  historyDialog,
  makeFile,
  openHistoryPaper,
  stepHeading,
  submitWithConsent,
  bookPath,
  bookingWizardMeta,
} from './booking-wizard.mock';
import type { BookingWizard } from './booking-wizard';

/** Whole bookings, step by step: sent, with a history paper, declined, hosted in a dialog. */
const meta = {
  ...bookingWizardMeta,
  title: 'Features/Booking/BookingWizard Flows',
  parameters: {
    layout: 'fullscreen',
    session: sessions.verifiedPatient,
    router: { initialEntries: [bookPath] },
  },
} satisfies Meta<typeof BookingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;
type HistoryDialog = Awaited<ReturnType<typeof openHistoryPaper>>;

export const Success: Story = {
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await step('Sunday at 10:00, and the reason for the visit', () => fillDetails(canvasElement));
    await step('Attach a report', () =>
      userEvent.upload(
        documentsInput(canvasElement),
        makeFile('ecg-report.pdf', 'application/pdf', 120_000),
      ),
    );
    await step('Agree to share, and send', () => submitWithConsent(canvasElement));
    await step('The confirmation says what was requested', async () => {
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
    });
    await step('The multipart request carried the fields of 002 §3 and the document', async () => {
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
    });
  },
};

/** The history paper in English: fever for 3 days and an allergy, saved with the details. */
export const HistoryPaperEnglish: Story = {
  play: async (context) => {
    const { step } = context;
    let dialog!: HistoryDialog;
    await step('Open the history paper', async () => {
      dialog = await openHistoryPaper(context);
    });
    await step('A blank paper in the app’s language', async () => {
      await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
      await expect(
        dialog.getByRole('group', {
          name: 'Symptoms (tick any you have, and for how many days)',
        }),
      ).toBeVisible();
      for (const name of ['Fever', 'Body ache', 'Chest pain', 'Breathlessness', 'Rash'])
        await expect(dialog.getByRole('checkbox', { name })).not.toBeChecked();
    });
    await step('Fever for 3 days, and an allergy', async () => {
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Fever' }));
      const days = dialog.getByRole('spinbutton', { name: 'Fever Days' });
      await expect(days).toHaveAttribute('min', '0');
      await userEvent.type(days, '3');
      await userEvent.click(dialog.getByRole('checkbox', { name: 'I have allergies' }));
      await userEvent.type(
        dialog.getByRole('textbox', { name: /Allergies \(medicines, food, other\)/ }),
        'Penicillin',
      );
    });
    await step('Save: the details say a paper is added', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save history paper' }));
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
      await expect(
        within(context.canvasElement).getByText('History paper added: 1 symptom marked.'),
      ).toBeVisible();
    });
  },
};

export const SuccessWithHistoryPaper: Story = {
  play: async (context) => {
    const { canvasElement, step } = context;
    // Its own steps: the details, then the paper.
    await HistoryPaperEnglish.play?.(context);
    await step('Agree to share, and send', () => submitWithConsent(canvasElement));
    await expect(await stepHeading(canvasElement, 'Appointment requested')).toBeVisible();
    await step('The request carried the paper', async () => {
      const [sent] = bookingStore.sent();
      await expect(sent?.fields.includeHistoryPaper).toBe(true);
      await expect(sent?.fields.historyPaperData).toMatchObject({
        language: 'en',
        symptoms: [{ symptom: 'fever', days: 3 }],
        allergies: { present: true, text: 'Penicillin' },
      });
    });
  },
};

/** The patient does not agree to share: nothing is sent, and the form says why. */
export const ConsentDeclined: Story = {
  play: async (context) => {
    const { canvasElement, step } = context;
    await step('Sunday at 10:00, and the reason for the visit', () => fillDetails(canvasElement));
    let dialog!: HTMLElement;
    await step('Request: the consent dialog names the doctor', async () => {
      await userEvent.click(
        within(canvasElement).getByRole('button', { name: 'Request appointment' }),
      );
      const asked = await page().findByRole('alertdialog', {
        name: 'Share your medical information?',
      });
      await expect(asked).toHaveAccessibleDescription(
        expect.stringContaining('Dr. Anil Koirala and the hospital will see the details'),
      );
      dialog = asked;
    });
    await step('Cancel: told the request was not sent', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expect(
        await within(canvasElement).findByText(
          'Your request was not sent. Please agree to share your medical information to book.',
        ),
      ).toBeVisible();
      await expect(bookingStore.sent()).toHaveLength(0);
    });
  },
};

/** Opened from a card or profile: the host closes it with Cancel booking, and Done. */
export const InDialogHost: Story = {
  args: { onClose: fn() },
  play: async (context) => {
    const { canvasElement, step, args } = context;
    const canvas = within(canvasElement);
    await step('Cancel booking asks the host to close', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
    await step('Book, and send', async () => {
      await fillDetails(canvasElement);
      await submitWithConsent(canvasElement);
      await expect(await stepHeading(canvasElement, 'Appointment requested')).toBeVisible();
    });
    await step('Done closes it; there is nothing left to cancel', async () => {
      await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
      await expect(args.onClose).toHaveBeenCalledTimes(2);
    });
  },
};

/** From "Book this slot" to the confirmation, in Nepali: Bikram Sambat and Devanagari digits. */
export const NepaliConfirmation: Story = {
  globals: { locale: 'ne' },
  args: { preset: { day: 'Sunday', startTime: '10:00', hospitalName: 'Bir Hospital' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Write the reason, request and agree', async () => {
      await userEvent.type(
        await canvas.findByRole('textbox', { name: /^भेटको कारण/ }),
        'सिँढी चढ्दा छाती दुख्छ',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'अपोइन्टमेन्ट अनुरोध गर्नुहोस्' }));
      const dialog = await page().findByRole('alertdialog');
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'म सहमत छु, अनुरोध पठाउनुहोस्' }),
      );
    });
    await step('The confirmation in Nepali', async () => {
      await expect(await stepHeading(canvasElement, 'अपोइन्टमेन्ट अनुरोध गरियो')).toBeVisible();
      // The date in Bikram Sambat, with the AD date beside it.
      await expect(canvas.getByText('२४ फाल्गुण २०८२ (२०२६ मार्च ८), आइतबार')).toBeVisible();
      await expect(canvas.getByText('१०:०० देखि १०:३० सम्म')).toBeVisible();
      await expect(canvas.getByText('अनुरोध गरिएको')).toBeVisible();
      await expect(canvas.getByText('कृपया १५ मिनेट अगाडि आइपुग्नुहोस्।')).toBeVisible();
    });
  },
};

export const HistoryPaperNepali: Story = {
  play: async (context) => {
    const { step } = context;
    let dialog!: HistoryDialog;
    await step('Open the history paper', async () => {
      dialog = await openHistoryPaper(context);
    });
    await step('Switch its language to Nepali', async () => {
      await userEvent.click(dialog.getByRole('radio', { name: 'नेपाली (Nepali)' }));
      // The Nepali catalogue loads on first use; on a busy machine that can take a while.
      await expect(
        await dialog.findByRole('checkbox', { name: 'ज्वरो' }, { timeout: 8000 }),
      ).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: 'छाती दुख्ने' })).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: 'मलाई एलर्जी छ' })).toBeVisible();
      // The dialog's own controls stay in the app's language.
      await expect(dialog.getByRole('button', { name: 'Save history paper' })).toBeVisible();
    });
  },
};

export const HistoryPaperHindi: Story = {
  play: async (context) => {
    const { canvasElement, step } = context;
    let dialog!: HistoryDialog;
    await step('Open the history paper', async () => {
      dialog = await openHistoryPaper(context);
    });
    await step('Switch its language to Hindi, tick cough', async () => {
      await userEvent.click(dialog.getByRole('radio', { name: 'हिन्दी (Hindi)' }));
      await expect(dialog.getByRole('checkbox', { name: 'बुखार' })).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: 'सीने में दर्द' })).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: 'मुझे एलर्जी है' })).toBeVisible();
      await userEvent.click(dialog.getByRole('checkbox', { name: 'खाँसी' }));
      await expect(dialog.getByRole('spinbutton', { name: 'खाँसी दिन' })).toBeVisible();
    });
    await step('Save', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save history paper' }));
      await expect(
        await within(canvasElement).findByText('History paper added: 1 symptom marked.'),
      ).toBeVisible();
    });
    await step('Opened again, it keeps its language and what was ticked', async () => {
      await userEvent.click(
        within(canvasElement).getByRole('button', { name: 'Edit history paper' }),
      );
      const again = within(await historyDialog());
      await expect(again.getByRole('radio', { name: 'हिन्दी (Hindi)' })).toBeChecked();
      await expect(again.getByRole('checkbox', { name: 'खाँसी' })).toBeChecked();
    });
  },
};
