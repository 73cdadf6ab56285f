import { useApiMutation, useApiQuery } from '@lib/data';

/** The public settings, whose `buyMeCoffee.qrUrl` is the QR the public site shows. */
export const useDonationQr = () => useApiQuery('publicSettings', {}, { shouldRetryOnError: false });

/** Uploads a new QR (multipart field `qr`); the public settings are read again. */
export const useUploadDonationQr = () =>
  useApiMutation('uploadDonationQr', { revalidates: ['publicSettings'] });
