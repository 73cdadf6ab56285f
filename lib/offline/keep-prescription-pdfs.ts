import { pathFor } from '@contract/routes';
import type { ApiClient } from '@lib/api';
import { PRIVATE_CACHE } from './private-data';

/**
 * Fetches the PDF of each of the patient's active prescriptions that is not kept yet, so
 * it opens offline too (ADR 0046): the service worker keeps what passes through it. One
 * PDF at a time, only what is missing: a phone on a metered connection pays per megabyte.
 * Not in the offline module's index, so the first load does not carry the route table.
 */
export async function keepPrescriptionPdfs(client: ApiClient, lang: 'en' | 'ne'): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
  const { items } = await client.call('patientPrescriptions', { query: { status: 'active' } });
  const cache = await caches.open(PRIVATE_CACHE);
  for (const { _id: id } of items) {
    const path = pathFor('prescriptionPdf', { id });
    const url = new URL(`/api${path}`, location.origin);
    url.searchParams.set('lang', lang);
    if (await cache.match(url.href)) continue;
    await client.download(path, { query: { lang } });
  }
}
