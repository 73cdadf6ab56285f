import { delay, http } from 'msw';
import { donationQrNamePattern, MAX_DONATION_QR_BYTES } from '@contract/system';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/admin-donation';
import { api, failures, ok, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory store: the QR the public settings give ----

let qrUrl: string | null = fixtures.currentQrUrl;

/** Reset it before each story: `donationStore.reset(null)` starts with no QR. */
export const donationStore = {
  reset(seed: string | null = fixtures.currentQrUrl) {
    qrUrl = seed;
  },
  get qrUrl() {
    return qrUrl;
  },
};

/** GET /settings/public as the store has it. */
export const donationSettings = {
  success: () =>
    http.get(api(paths.publicSettings), () =>
      ok({ ...fixtures.withoutQr, buyMeCoffee: { qrUrl } }),
    ),
  ...failures('get', paths.publicSettings),
};

/** The server's checks: a file, named and typed as PNG, JPG or WEBP, 2 MB at most. */
async function receive(request: Request) {
  const form = await request.formData().catch(() => null);
  const file = form?.get('qr');
  if (!(file instanceof File)) return refuse(request, 400, 'DONATION_QR_REQUIRED', 'qr');
  if (!donationQrNamePattern.test(file.name) || !/^image\/(png|jpeg|webp)$/.test(file.type))
    return refuse(request, 415, 'DONATION_QR_TYPE', 'qr');
  if (file.size > MAX_DONATION_QR_BYTES)
    return refuse(request, 413, 'FILE_TOO_LARGE', 'qr', { megabytes: 2 });
  qrUrl = URL.createObjectURL(file);
  return ok({ qrUrl });
}

export const uploadDonationQr = {
  success: () =>
    http.post(api(paths.uploadDonationQr), async ({ request }) => {
      await delay(300);
      return receive(request);
    }),
  invalidType: () =>
    http.post(api(paths.uploadDonationQr), ({ request }) =>
      refuse(request, 415, 'DONATION_QR_TYPE', 'qr'),
    ),
  missing: () =>
    http.post(api(paths.uploadDonationQr), ({ request }) =>
      refuse(request, 400, 'DONATION_QR_REQUIRED', 'qr'),
    ),
  tooLarge: () =>
    http.post(api(paths.uploadDonationQr), ({ request }) =>
      refuse(request, 413, 'FILE_TOO_LARGE', 'qr', { megabytes: 2 }),
    ),
  forbidden: () =>
    http.post(api(paths.uploadDonationQr), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('post', paths.uploadDonationQr),
};

/** The default world: uploading works. */
export const donationHandlers = () => [uploadDonationQr.success()];

resetBeforeEachStory(() => donationStore.reset());
