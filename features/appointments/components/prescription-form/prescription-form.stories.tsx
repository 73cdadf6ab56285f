import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/appointments';
import { sessions } from '@mocks/fixtures/sessions';
import { appointmentsHandlers, appointmentsStore, prescribe } from '@mocks/handlers/appointments';
import {
  choose,
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  expectTouchTargets,
  fill,
  phone360,
  type Scope,
} from '@mocks/story-helpers';
import { PrescriptionForm } from './prescription-form';

const krishna = fixtures.completedWithoutPrescription;

const meta = {
  title: 'Features/Appointments/PrescriptionForm',
  component: PrescriptionForm,
  args: {
    appointmentId: krishna._id,
    patientName: krishna.patientName,
    today: fixtures.today,
    onCreated: fn(),
    onCancel: fn(),
  },
  parameters: { session: sessions.appointmentsDoctor },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-2xl">
        <h1 className="mb-4 text-2xl font-semibold">Write a prescription</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...appointmentsHandlers());
  },
} satisfies Meta<typeof PrescriptionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const medication = (canvas: Scope, number: number) =>
  within(canvas.getByRole('group', { name: `Medication ${number}` }));
const textbox = (scope: Scope, name: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = (canvas: Scope) =>
  userEvent.click(canvas.getByRole('button', { name: 'Save prescription' }));

/** Diagnosis and one complete medication: the least a prescription needs. */
async function fillRequired(canvas: Scope) {
  await fill(textbox(canvas, 'Diagnosis'), 'Stable angina');
  const first = medication(canvas, 1);
  await fill(textbox(first, 'Medicine name'), 'Aspirin');
  await fill(textbox(first, 'Dosage'), '75 mg');
  await fill(textbox(first, 'How often'), 'Once a day');
}

/** The empty form: one medication row that cannot be removed, defaults of 001 §5. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('For Krishna Bahadur Magar')).toBeVisible();
    await expect(textbox(canvas, 'Diagnosis')).toBeVisible();
    const first = medication(canvas, 1);
    await expect(first.getByRole('combobox', { name: 'When to take' })).toHaveTextContent(
      'After meals',
    );
    await expect(canvas.queryByRole('button', { name: /^Remove medication/ })).toBeNull();
    await expect(canvas.getByText('No tests added.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Urgency' })).toHaveTextContent('Routine');
    await expect(canvas.getByText('No allergies added.')).toBeVisible();
    await expect(canvas.queryByLabelText(/^Follow-up date/)).toBeNull();
    for (const sign of [
      'Blood pressure (mmHg)',
      'Heart rate (beats per minute)',
      'Temperature (°F)',
      'Respiratory rate (breaths per minute)',
      'Oxygen saturation (SpO₂ %)',
      'Weight (kg)',
      'Height (cm)',
      'BMI',
    ])
      await expect(canvas.getByRole('textbox', { name: sign })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Every part filled in: two medications, a test, advice, follow-up, an allergy, vitals. */
export const Success: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Fill in the diagnosis and the first medication', async () => {
      await fillRequired(canvas);
      const first = medication(canvas, 1);
      await fill(textbox(first, 'For how long'), '3 months');
      await fill(textbox(first, 'Instructions'), 'Not on an empty stomach');
    });
    await step('Add a second medication', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add medication' }));
      const second = medication(canvas, 2);
      await waitFor(() => expect(textbox(second, 'Medicine name')).toHaveFocus());
      await fill(textbox(second, 'Medicine name'), 'Atorvastatin');
      await fill(textbox(second, 'Dosage'), '20 mg');
      await fill(textbox(second, 'How often'), 'Once a day');
      await choose(second, 'When to take', 'At bedtime');
      await expect(second.getByRole('combobox', { name: 'When to take' })).toHaveTextContent(
        'At bedtime',
      );
    });
    await step('Fill in a test', async () => {
      await fill(textbox(canvas, 'Test name'), 'Lipid profile');
      await choose(canvas, 'Urgency', 'Urgent');
      await fill(textbox(canvas, 'Test instructions'), 'Fasting for 12 hours');
    });
    await step('Add the test', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add test' }));
      const added = within(canvas.getByText('Lipid profile').closest('li')!);
      await expect(added.getByText('Fasting for 12 hours')).toBeVisible();
      await expect(added.getByText('Urgent')).toBeVisible();
      await expect(textbox(canvas, 'Test name')).toHaveValue('');
    });
    await step('Write the advice', async () => {
      await fill(textbox(canvas, 'Advice'), 'Walk 30 minutes a day.');
    });
    await step('Ask for a follow-up visit', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'A follow-up visit is needed' }));
      await userEvent.type(canvas.getByLabelText(/^Follow-up date/), '2026-12-21');
      await fill(textbox(canvas, 'Follow-up notes'), 'Bring the report');
    });
    await step('Add an allergy and the blood pressure', async () => {
      await userEvent.type(textbox(canvas, 'Allergy'), '  Penicillin  {Enter}');
      await expect(canvas.getByRole('button', { name: 'Remove allergy Penicillin' })).toBeVisible();
      await fill(canvas.getByRole('textbox', { name: 'Blood pressure (mmHg)' }), '130/85');
    });
    await step('Add the heart rate', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Heart rate (beats per minute)' }),
        '78',
      );
    });
    await step('Save: the prescription is created with everything filled in', async () => {
      await save(canvas);
      await expectToast('Prescription created successfully');
      await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
      const saved = appointmentsStore.prescriptions().at(-1)!;
      await expect(saved).toMatchObject({
        appointmentId: krishna._id,
        patientName: 'Krishna Bahadur Magar',
        diagnosis: 'Stable angina',
        medications: [
          {
            name: 'Aspirin',
            dosage: '75 mg',
            frequency: 'Once a day',
            duration: '3 months',
            timing: 'after meals',
          },
          { name: 'Atorvastatin', dosage: '20 mg', frequency: 'Once a day', timing: 'bedtime' },
        ],
        tests: [{ name: 'Lipid profile', instructions: 'Fasting for 12 hours', urgency: 'urgent' }],
        advice: 'Walk 30 minutes a day.',
        followUp: { required: true, date: '2026-12-21', notes: 'Bring the report' },
        allergies: ['Penicillin'],
        vitalSigns: { bloodPressure: '130/85', heartRate: '78' },
      });
      await expect(appointmentsStore.find(krishna._id)?.hasPrescription).toBe(true);
    });
  },
};

/** 001 §5: "Please enter a diagnosis"; nothing is sent. */
export const DiagnosisRequired: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Fill in what is required', async () => {
      await fillRequired(canvas);
    });
    await step('Clear the diagnosis and save: the field says why', async () => {
      await userEvent.clear(textbox(canvas, 'Diagnosis'));
      await save(canvas);
      await expect(await canvas.findByText('Please enter a diagnosis')).toBeVisible();
      await expect(textbox(canvas, 'Diagnosis')).toHaveFocus();
      await expect(textbox(canvas, 'Diagnosis')).toHaveAttribute('aria-invalid', 'true');
      await expect(textbox(canvas, 'Diagnosis')).toHaveAccessibleDescription(
        /^Please enter a diagnosis/,
      );
      await expect(args.onCreated).not.toHaveBeenCalled();
      await expect(appointmentsStore.prescriptions()).toHaveLength(1);
      // Typing again clears the message.
      await fill(textbox(canvas, 'Diagnosis'), 'Angina');
      await expect(canvas.queryByText('Please enter a diagnosis')).toBeNull();
    });
  },
};

/** 001 §5: "Please add at least one medication" when every row is empty. */
export const MedicationRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(textbox(canvas, 'Diagnosis'), 'Stable angina');
    await save(canvas);
    await expect(await canvas.findByText('Please add at least one medication')).toBeVisible();
    await expect(textbox(medication(canvas, 1), 'Medicine name')).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'Medications' })).toHaveAccessibleDescription(
      'Please add at least one medication',
    );
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/** 001 §5 full form: name, dosage and frequency are required for every medication. */
export const MedicationFieldsRequired: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Fill in the diagnosis and a medicine name', async () => {
      await fill(textbox(canvas, 'Diagnosis'), 'Stable angina');
      await fill(textbox(medication(canvas, 1), 'Medicine name'), 'Aspirin');
    });
    await step('Add a second medication with only a dosage, and save', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add medication' }));
      await fill(textbox(medication(canvas, 2), 'Dosage'), '20 mg');
      await save(canvas);
    });
    await step('See what the first medication still needs', async () => {
      const first = medication(canvas, 1);
      await expect(await first.findByText('Please enter the dosage')).toBeVisible();
      await expect(first.getByText('Please enter how often to take it')).toBeVisible();
      await expect(first.queryByText('Please enter the medicine name')).toBeNull();
      await expect(textbox(first, 'Dosage')).toHaveFocus();
    });
    await step('See what the second medication still needs', async () => {
      const second = medication(canvas, 2);
      await expect(second.getByText('Please enter the medicine name')).toBeVisible();
      await expect(second.getByText('Please enter how often to take it')).toBeVisible();
      await expect(second.queryByText('Please enter the dosage')).toBeNull();
    });
  },
};

/** 001 §5: a medication can be removed only while more than one remains. */
export const RemoveMedication: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('See no remove button for a single medication', async () => {
      await expect(canvas.queryByRole('button', { name: /^Remove medication/ })).toBeNull();
    });
    await step('Add two more medications', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add medication' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Add medication' }));
      await expect(canvas.getAllByRole('button', { name: /^Remove medication/ })).toHaveLength(3);
      await fill(textbox(medication(canvas, 3), 'Medicine name'), 'Metoprolol');
    });
    await step('Remove the second: the third moves up', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove medication 2' }));
      await expect(canvas.queryByRole('group', { name: 'Medication 3' })).toBeNull();
      // The third row moved up and kept what was typed in it.
      await expect(textbox(medication(canvas, 2), 'Medicine name')).toHaveValue('Metoprolol');
      await expect(textbox(medication(canvas, 1), 'Medicine name')).toHaveFocus();
    });
    await step('Remove the first: one medication is left', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove medication 1' }));
      await expect(canvas.queryByRole('button', { name: /^Remove medication/ })).toBeNull();
      await expect(textbox(medication(canvas, 1), 'Medicine name')).toHaveValue('Metoprolol');
    });
  },
};

/** 001 §5: a test needs a name to be added; routine unless chosen. */
export const TestNeedsName: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Add a test with no name: the field says why', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add test' }));
      await expect(await canvas.findByText('Enter the test name to add a test')).toBeVisible();
      await expect(textbox(canvas, 'Test name')).toHaveFocus();
      await expect(canvas.getByText('No tests added.')).toBeVisible();
    });
    await step('Type a name and press Enter: the test is added', async () => {
      await userEvent.type(textbox(canvas, 'Test name'), 'ECG{Enter}');
      await expect(canvas.queryByText('Enter the test name to add a test')).toBeNull();
      const added = within(canvas.getByText('ECG').closest('li')!);
      await expect(added.getByText('Routine')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Remove test ECG' }));
      await expect(canvas.getByText('No tests added.')).toBeVisible();
    });
  },
};

/** 001 §5: allergies are trimmed and never empty; the same one is not listed twice. */
export const AllergiesTrimmed: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Type only spaces as an allergy', async () => {
      await fill(textbox(canvas, 'Allergy'), '   ');
    });
    await step('Add it: the field says to type an allergy', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add allergy' }));
      await expect(await canvas.findByText('Type an allergy to add it')).toBeVisible();
    });
    await step('Type an allergy with spaces around it', async () => {
      await userEvent.clear(textbox(canvas, 'Allergy'));
      await fill(textbox(canvas, 'Allergy'), '  Sulfa drugs  ');
    });
    await step('Add it: kept without the spaces', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add allergy' }));
      await expect(canvas.queryByText('Type an allergy to add it')).toBeNull();
      await expect(
        canvas.getByRole('button', { name: 'Remove allergy Sulfa drugs' }),
      ).toBeVisible();
      await expect(canvas.getByText('Sulfa drugs')).toBeVisible();
    });
    await step('Type the same allergy in other letters: not added twice', async () => {
      await userEvent.type(textbox(canvas, 'Allergy'), 'sulfa DRUGS{Enter}');
      await expect(canvas.getAllByRole('button', { name: /^Remove allergy/ })).toHaveLength(1);
      await expect(textbox(canvas, 'Allergy')).toHaveValue('');
    });
    await step('Remove the allergy', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove allergy Sulfa drugs' }));
      await expect(canvas.getByText('No allergies added.')).toBeVisible();
    });
  },
};

/** A follow-up that is needed needs a date, today or later. */
export const FollowUpDateRequired: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Fill in what is required', async () => {
      await fillRequired(canvas);
    });
    await step('Ask for a follow-up without a date, and save: the field says why', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'A follow-up visit is needed' }));
      await save(canvas);
      await expect(await canvas.findByText('Please choose the follow-up date')).toBeVisible();
      const date = canvas.getByLabelText(/^Follow-up date/);
      await expect(date).toHaveFocus();

      await userEvent.type(date, '2026-11-01');
      await save(canvas);
      await expect(
        await canvas.findByText('The follow-up date cannot be in the past'),
      ).toBeVisible();
      await expect(args.onCreated).not.toHaveBeenCalled();
    });
  },
};

/** A 400 that names a field shows the server's words at that field. */
export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(prescribe.fieldError('medications.0.dosage', 'MEDICATION_DOSAGE_REQUIRED'));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await save(canvas);
    const first = medication(canvas, 1);
    await expect(await first.findByText('Please enter the dosage')).toBeVisible();
    await expect(textbox(first, 'Dosage')).toHaveFocus();
    await expect(textbox(first, 'Dosage')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('alert')).toBeEmptyDOMElement();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/**
 * The server checks the follow-up date on its own day in Nepal: a form left open past
 * midnight offers yesterday, and the server's refusal lands on the date.
 */
export const ServerFollowUpDatePast: Story = {
  beforeEach({ msw }) {
    msw.use(prescribe.fieldError('followUp.date', 'FOLLOW_UP_DATE_PAST'));
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Fill in what is required', async () => {
      await fillRequired(canvas);
    });
    await step(
      'Choose today as follow-up date and save: the server’s reason on the field',
      async () => {
        await userEvent.click(
          canvas.getByRole('checkbox', { name: 'A follow-up visit is needed' }),
        );
        const date = canvas.getByLabelText(/^Follow-up date/);
        await userEvent.type(date, fixtures.today);
        await save(canvas);
        await expect(
          await canvas.findByText('The follow-up date cannot be in the past'),
        ).toBeVisible();
        await expect(date).toHaveFocus();
        await expect(date).toHaveAttribute('aria-invalid', 'true');
        await expect(date).toHaveAccessibleDescription('The follow-up date cannot be in the past');
        await expect(canvas.queryByRole('alert')).toBeEmptyDOMElement();
        await expect(args.onCreated).not.toHaveBeenCalled();
      },
    );
  },
};

/** A refusal about a test in the list shows at the tests; the box that adds one takes focus. */
export const ServerListError: Story = {
  beforeEach({ msw }) {
    msw.use(prescribe.fieldError('tests.0.name', 'TOO_LONG'));
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Fill in what is required', async () => {
      await fillRequired(canvas);
    });
    await step('Add a test and save: the server’s reason on the tests', async () => {
      await userEvent.type(textbox(canvas, 'Test name'), 'ECG{Enter}');
      await save(canvas);
      const tests = canvas.getByRole('group', { name: 'Tests' });
      await waitFor(() => expect(tests).toHaveAccessibleDescription('This value is too long'));
      await expect(within(tests).getByText('This value is too long')).toBeVisible();
      await expect(textbox(canvas, 'Test name')).toHaveFocus();
    });
  },
};

/** 001 §8 "Failed to create prescription: {error}": the appointment is not completed. */
export const NotCompleted: Story = {
  args: { appointmentId: fixtures.confirmed._id, patientName: fixtures.confirmed.patientName },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await save(canvas);
    await expect(
      await canvas.findByText(
        'Failed to create prescription: A prescription can be written only for a completed appointment.',
      ),
    ).toBeVisible();
    await expect(args.onCreated).not.toHaveBeenCalled();
    // What was typed stays.
    await expect(textbox(canvas, 'Diagnosis')).toHaveValue('Stable angina');
  },
};

/** 001 §8 "Failed to create prescription: {error}": a prescription exists already. */
export const PrescriptionExists: Story = {
  args: {
    appointmentId: fixtures.completedWithPrescription._id,
    patientName: fixtures.completedWithPrescription.patientName,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await save(canvas);
    await expect(
      await canvas.findByText(
        'Failed to create prescription: This appointment already has a prescription.',
      ),
    ).toBeVisible();
  },
};

/** 001 §8 "Failed to create prescription. Please try again." on a server failure. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(prescribe.serverError());
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await save(canvas);
    await expect(
      await canvas.findByText('Failed to create prescription. Please try again.'),
    ).toBeVisible();
    await expect(args.onCreated).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Save prescription' })).toBeEnabled();
  },
};

/** No connection: the same "Please try again." text. */
export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(prescribe.offline());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await save(canvas);
    await expect(
      await canvas.findByText('Failed to create prescription. Please try again.'),
    ).toBeVisible();
  },
};

/** Cancel hands back to the caller (a dialog closes). */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Save prescription' })).toBeVisible();
  },
};

/**
 * Validity (ADR 0028): the field starts 30 days after today and offers nothing before
 * today; a date in the past is refused on the field before sending, a chosen date is sent.
 */
export const ValidUntil: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const validUntil = () => canvas.getByLabelText(/^Valid until/);
    await step('The field shows the default, 30 days after today', async () => {
      await expect(validUntil()).toHaveValue('2026-12-21');
      await expect(validUntil()).toHaveAttribute('min', fixtures.today);
      await expect(validUntil()).toHaveAccessibleDescription(
        'The last day a pharmacy may dispense it: today or later, at most 365 days ahead.',
      );
    });
    await step('A day before today is refused on the field, nothing is sent', async () => {
      await fillRequired(canvas);
      await userEvent.clear(validUntil());
      await userEvent.type(validUntil(), '2026-11-20');
      await save(canvas);
      await expect(
        await canvas.findByText('The valid-until date cannot be in the past'),
      ).toBeVisible();
      await expect(validUntil()).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onCreated).not.toHaveBeenCalled();
    });
    await step('Two months from today is saved with the prescription', async () => {
      await userEvent.clear(validUntil());
      await userEvent.type(validUntil(), '2027-01-21');
      await save(canvas);
      await expectToast('Prescription created successfully');
      await expect(appointmentsStore.prescriptions().at(-1)).toMatchObject({
        validUntil: '2027-01-21',
      });
    });
  },
};

/**
 * The server checks the valid-until on its own day: a form left open past midnight may
 * offer yesterday, and the server's refusal lands on the field.
 */
export const ServerValidUntilPast: Story = {
  beforeEach({ msw }) {
    msw.use(prescribe.fieldError('validUntil', 'VALID_UNTIL_PAST'));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas);
    await save(canvas);
    const validUntil = canvas.getByLabelText(/^Valid until/);
    await expect(
      await canvas.findByText('The valid-until date cannot be in the past'),
    ).toBeVisible();
    await expect(validUntil).toHaveFocus();
    await expect(validUntil).toHaveAccessibleDescription(
      /The valid-until date cannot be in the past/,
    );
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

/**
 * Quantity (002 §2, §3): optional, a whole number of packs from 1 to 100; more is refused
 * on that medication's field, a fitting one is saved with it.
 */
export const MedicationQuantity: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const quantity = () => medication(canvas, 1).getByRole('spinbutton', { name: /^Quantity/ });
    await step('150 packs are refused on the field', async () => {
      await fillRequired(canvas);
      await fill(quantity(), '150');
      await save(canvas);
      await expect(
        await canvas.findByText('Quantity must be a whole number from 1 to 100'),
      ).toBeVisible();
      await expect(quantity()).toHaveAttribute('aria-invalid', 'true');
    });
    await step('2 packs are saved', async () => {
      await userEvent.clear(quantity());
      await fill(quantity(), '2');
      await save(canvas);
      await expectToast('Prescription created successfully');
      await expect(appointmentsStore.prescriptions().at(-1)?.medications[0]).toMatchObject({
        name: 'Aspirin',
        quantity: 2,
      });
    });
  },
};

/** Validity and quantity in Nepali: the labels and the refusal of a past date. */
export const NepaliValidUntil: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const validUntil = canvas.getByLabelText(/^मान्य रहने अन्तिम मिति/);
    await expect(validUntil).toHaveValue('2026-12-21');
    await expect(canvas.getAllByRole('spinbutton', { name: /^परिमाण/ })).toHaveLength(1);
    await userEvent.clear(validUntil);
    await userEvent.type(validUntil, '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: /प्रेस्क्रिप्सन सुरक्षित/ }));
    await expect(await canvas.findByText('मान्य मिति बितिसकेको मिति हुन सक्दैन')).toBeVisible();
  },
};

/** In Nepali the server's refusal comes in Nepali (Accept-Language). */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  args: { appointmentId: fixtures.confirmed._id, patientName: 'राम कार्की' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getAllByRole('textbox')[0]!, 'एन्जाइना');
    const first = within(canvas.getAllByRole('group')[1]!);
    const [name, dosage, frequency] = first.getAllByRole('textbox');
    await fill(name!, 'एस्पिरिन');
    await fill(dosage!, '७५ मि.ग्रा.');
    await fill(frequency!, 'दिनमा एक पटक');
    await userEvent.click(canvas.getByRole('button', { name: /प्रेस्क्रिप्सन|Save prescription/ }));
    await expect(
      await canvas.findByText(/पूरा भएको अपोइन्टमेन्टका लागि मात्र प्रेस्क्रिप्सन लेख्न सकिन्छ।/),
    ).toBeVisible();
    await expect(canvas.getByText(/राम कार्की/)).toBeVisible();
  },
};

/** Errors and fields in the dark theme (axe checks their contrast). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvas);
    await expect(await canvas.findByText('Please enter a diagnosis')).toBeVisible();
    await expect(canvas.getByText('Please add at least one medication')).toBeVisible();
  },
};

/** A 360 px phone: one column, nothing wider than the screen, 44 px targets. */
export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('See the phone width', async () => {
      await expectPhoneWidth(canvasElement);
    });
    await step('Add a medication: nothing scrolls sideways, targets are 44 px', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add medication' }));
      await expect(canvas.getByRole('group', { name: 'Medication 2' })).toBeVisible();
      await expectNoSidewaysScroll(canvasElement);
      const first = medication(canvas, 1);
      const name = textbox(first, 'Medicine name').getBoundingClientRect();
      const dosage = textbox(first, 'Dosage').getBoundingClientRect();
      // Stacked, not side by side.
      await expect(dosage.top).toBeGreaterThan(name.bottom);
      await expectTouchTargets([
        canvas.getByRole('button', { name: 'Save prescription' }),
        canvas.getByRole('button', { name: 'Add test' }),
        canvas.getByRole('button', { name: 'Remove medication 1' }),
      ]);
    });
  },
};
