import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/patients';
import { sessions } from '@mocks/fixtures/sessions';
import { patientRecords } from '@mocks/handlers/patients';
import { openedDialog } from '@mocks/story-helpers';
import { PatientRecordsDialog } from './patient-records-dialog';

/** 001 §2.3's patient details dialog with the medical records table. */

const meta = {
  title: 'Patients/PatientRecordsDialog',
  component: PatientRecordsDialog,
  parameters: { session: sessions.appointmentsDoctor },
  args: { patient: fixtures.ram, onClose: fn() },
  beforeEach({ msw }) {
    msw.use(patientRecords.success());
  },
} satisfies Meta<typeof PatientRecordsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The details, then Title, Type, Date, View and Download for each record. */
export const Success: Story = {
  play: async () => {
    const dialog = await openedDialog('dialog', 'Patient details');
    await expect(dialog.getByText('ram.thapa@patients.demo.np')).toBeVisible();
    await expect(dialog.getByText('B+')).toBeVisible();
    await expect(
      await dialog.findByRole('cell', { name: 'Echocardiography report' }),
    ).toBeVisible();
    for (const header of ['Title', 'Type', 'Date', 'View', 'Download'])
      await expect(dialog.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Lab report' })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Imaging' })).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Download Echocardiography report' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(patientRecords.empty());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Patient details');
    await expect(await dialog.findByText('No medical records yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(patientRecords.loading());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Patient details');
    await expect(await dialog.findByText('Loading medical records...')).toBeVisible();
  },
};

/** Refused before acceptance: the catalogue's sentence. */
export const RecordsNotAccessible: Story = {
  args: { patient: fixtures.bikash },
  beforeEach({ msw }) {
    msw.use(patientRecords.notAccessible());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Patient details');
    await expect(
      await dialog.findByText('Medical records are not accessible until patient acceptance.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(patientRecords.serverError());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Patient details');
    await expect(
      await dialog.findByRole('heading', { name: 'Could not load the medical records.' }),
    ).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async () => {
    const dialog = await openedDialog('dialog', 'बिरामीको विवरण');
    await expect(await dialog.findByRole('columnheader', { name: 'शीर्षक' })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'ल्याब रिपोर्ट' })).toBeVisible();
  },
};
