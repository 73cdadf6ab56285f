import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  download: { id: 'prescriptions.downloadPdf.download', defaultMessage: 'Download PDF' },
  downloading: {
    id: 'prescriptions.downloadPdf.downloading',
    defaultMessage: 'Preparing the PDF…',
  },
});

/** Why a download failed, with the server's or the network's reason. */
export const failureMessages = defineMessages<{ failed: { reason: string } }>({
  failed: {
    id: 'prescriptions.downloadPdf.failed',
    defaultMessage: 'Could not download the PDF: {reason}',
  },
});
