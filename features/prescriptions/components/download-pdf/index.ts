export { DownloadPdfButton } from './download-pdf-button';
export { prescriptionPdfName, useDownloadPrescriptionPdf } from './use-download-prescription-pdf';
