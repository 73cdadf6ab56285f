import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@contract/paths';
import { sessions } from '@mocks/fixtures/sessions';
import * as fixtures from '@mocks/fixtures/rx-verify';
import { prescriptionPdf } from '@mocks/handlers/rx-verify';
import { api } from '@mocks/respond';
import { DownloadPdfButton } from './download-pdf-button';

/** The languages the PDF was asked for, in order: the reader's, by the button. */
let asked: string[] = [];
const recordingPdf = () =>
  http.get(api(paths.prescriptionPdf), ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('lang') ?? '');
    return new HttpResponse(fixtures.pdfBytes, { headers: { 'content-type': 'application/pdf' } });
  });

/**
 * Download PDF on a prescription (the patient's and the doctor's screens): the server's
 * PDF in the reader's language, fetched with the session and saved.
 */
const meta = {
  title: 'Prescriptions/DownloadPdfButton',
  component: DownloadPdfButton,
  args: { prescriptionId: '5f0c2a9e-0d4b-4b1e-9a43-0c6a1f3d2b77' },
  parameters: { session: sessions.patient },
  beforeEach({ msw }) {
    asked = [];
    msw.use(recordingPdf());
  },
} satisfies Meta<typeof DownloadPdfButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('button', { name });

/** Download PDF asks for the English PDF and shows no failure. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'Download PDF'));
    await waitFor(() => expect(asked).toEqual(['en']));
    await expect(await button(canvasElement, 'Download PDF')).toBeEnabled();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** In Nepali the button and the PDF are Nepali. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'PDF डाउनलोड गर्नुहोस्'));
    await waitFor(() => expect(asked).toEqual(['ne']));
  },
};

/** Not the reader's prescription (or gone): the server's text says so. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(prescriptionPdf.notFound());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'Download PDF'));
    await expect(
      await within(canvasElement).findByText(
        'Could not download the PDF: The requested resource was not found.',
      ),
    ).toBeVisible();
  },
};

/** No connection: the failure is told, and the button stays to try again. */
export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(prescriptionPdf.offline());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'Download PDF'));
    await expect(
      await within(canvasElement).findByText(/^Could not download the PDF:/),
    ).toBeVisible();
    await expect(await button(canvasElement, 'Download PDF')).toBeEnabled();
  },
};
