import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { pathFor } from '@contract/routes';
import { useApiClient } from '@lib/session';
import { saveBlob } from '@lib/api';

/** The name the saved file gets: the prescription's short number, as on its card. */
export const prescriptionPdfName = (id: string) =>
  `prescription-${id.replace(/-/g, '').slice(0, 8)}.pdf`;

/**
 * Download PDF: the server's PDF of a prescription, labelled in the reader's language,
 * fetched with the session (a bare link would carry no token) and saved. One mutation
 * shape (`trigger`, `isMutating`, `error`); `trigger` answers the saved name, or
 * undefined when it failed (then `error` says why).
 */
export function useDownloadPrescriptionPdf() {
  const client = useApiClient();
  const { locale } = useIntl();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<unknown>();
  const trigger = useCallback(
    async (prescriptionId: string) => {
      setMutating(true);
      setError(undefined);
      try {
        const lang = locale.startsWith('ne') ? 'ne' : 'en';
        const blob = await client.download(pathFor('prescriptionPdf', { id: prescriptionId }), {
          query: { lang },
        });
        const name = prescriptionPdfName(prescriptionId);
        saveBlob(blob, name);
        return name;
      } catch (failure) {
        setError(failure);
        return undefined;
      } finally {
        setMutating(false);
      }
    },
    [client, locale],
  );
  return { trigger, isMutating, error };
}
