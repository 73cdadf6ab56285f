import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/prescriptions-doctor-screens';
import { sessions } from '@mocks/fixtures/sessions';
import { printDoctorProfile } from '@mocks/handlers/prescriptions-doctor-screens';
import { openedDialog } from '@mocks/story-helpers';
import { PrescriptionPrint } from './prescription-print';

const gita = fixtures.doctorPrescriptions[1]!;

const meta = {
  title: 'Prescriptions/PrescriptionPrint',
  component: PrescriptionPrint,
  args: { prescription: gita, onClose: fn() },
  parameters: { session: sessions.appointmentsDoctor, visual: { waitFor: '[data-print-sheet]' } },
  beforeEach({ msw }) {
    msw.use(printDoctorProfile.success());
  },
} satisfies Meta<typeof PrescriptionPrint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it prints: letterhead, doctor and NMC number, patient, medicines; Print opens the browser's print. */
export const Success: Story = {
  parameters: { visual: { dark: true, waitFor: '[data-print-sheet]' } },
  play: async ({ args }) => {
    const dialog = await openedDialog('dialog', 'Print prescription');
    const sheet = dialog.getByRole('article', { name: `Prescription ${gita.number}` });
    await expect(sheet).toHaveTextContent('Ujyalo Health');
    await expect(sheet).toHaveTextContent('Dr. Aarati Joshi');
    await waitFor(() => expect(sheet).toHaveTextContent('NMC No. 12873'));
    await expect(sheet).toHaveTextContent('Gita Magar');
    await expect(dialog.getByRole('cell', { name: 'Hydrochlorothiazide' })).toBeVisible();
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      window.print = original;
    }
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' })[0]!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async () => {
    const dialog = await openedDialog('dialog', 'प्रेस्क्रिप्सन प्रिन्ट गर्नुहोस्');
    await waitFor(() => expect(dialog.getByText('NMC नं. 12873')).toBeVisible());
    await expect(dialog.getByText('उज्यालो हेल्थ')).toBeVisible();
    await expect(dialog.getAllByText('खाना खाएपछि')[0]).toBeVisible();
  },
};
