import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/patients';
import { sessions } from '@mocks/fixtures/sessions';
import { patientRecords } from '@mocks/handlers/patients';
import { choose, openedDialog } from '@mocks/story-helpers';
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
    await expect(await dialog.findByRole('status')).toHaveTextContent('Loading data');
    await expect(dialog.getByRole('table', { name: 'Medical Records' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
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
    await expect(await dialog.findByText('Could not load the medical records.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Retry|Try again/ })).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async () => {
    const dialog = await openedDialog('dialog', 'बिरामीको विवरण');
    // The table's head is drawn while its rows load: wait for a row.
    await expect(await dialog.findByRole('cell', { name: 'ल्याब रिपोर्ट' })).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: 'शीर्षक' })).toBeVisible();
  },
};

/** More than a page: the pager moves through two years of follow-ups, newest first. */
export const Paged: Story = {
  beforeEach({ msw }) {
    msw.use(patientRecords.history());
  },
  play: async ({ step }) => {
    const dialog = await openedDialog('dialog', 'Patient details');
    await expect(
      await dialog.findByRole('cell', { name: 'Echocardiography report' }),
    ).toBeVisible();
    await expect(dialog.getAllByRole('row')).toHaveLength(21);
    await step('the next page holds the oldest six', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(dialog.getAllByRole('row')).toHaveLength(7));
      await expect(dialog.getByText('Page 2 of 2')).toBeVisible();
      await expect(dialog.getByRole('cell', { name: 'Holter monitor report' })).toBeVisible();
      await expect(dialog.queryByRole('cell', { name: 'Echocardiography report' })).toBeNull();
    });
  },
};

/** The type filter and search are the server's: only Ram's lipid profiles. */
export const Filtered: Story = {
  beforeEach({ msw }) {
    msw.use(patientRecords.history());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Patient details');
    await dialog.findByRole('cell', { name: 'Echocardiography report' });
    await choose(dialog, 'Type', 'Lab report');
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search records' }), 'lipid');
    // The search waits for a pause in typing: then only the four lipid profiles are left.
    await waitFor(() => expect(dialog.getAllByRole('row')).toHaveLength(5));
    await expect(dialog.getAllByRole('cell', { name: 'Lipid profile' })).toHaveLength(4);
    await expect(dialog.queryByRole('cell', { name: 'Echocardiography report' })).toBeNull();
  },
};

/** A search that matches nothing says so, and how to widen it. */
export const NoMatch: Story = {
  play: async () => {
    const dialog = await openedDialog('dialog', 'Patient details');
    await dialog.findByRole('cell', { name: 'Echocardiography report' });
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search records' }), 'mri');
    await expect(await dialog.findByRole('heading', { name: 'No results' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('No results');
    await expect(dialog.getByText('Try other words or clear a filter.')).toBeVisible();
    // What was typed stays, to correct.
    await expect(dialog.getByRole('searchbox', { name: 'Search records' })).toHaveValue('mri');
  },
};
