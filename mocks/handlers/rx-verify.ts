import { HttpResponse, http } from 'msw';
import { normaliseRxCode, type RxVerification } from '@contract/rx-verify';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/rx-verify';
import { api, failures, hang, ok, refuse } from '../respond';

/** GET /rx/:code: the fixture whose code it is (any case, hyphens ignored), else 404. */
const answer = (known: readonly RxVerification[]) =>
  http.get(api(paths.verifyRx), ({ request, params }) => {
    const code = normaliseRxCode(String(params.code ?? ''));
    const verification = known.find((v) => v.code === code);
    return verification ? ok({ verification }) : refuse(request, 404, 'RX_NOT_FOUND');
  });

/** The public page's answers; `success` knows every fixture by its code. */
export const verifyRx = {
  success: () => answer(fixtures.all),
  /** Whatever the code, this prescription. */
  only: (verification: RxVerification) => http.get(api(paths.verifyRx), () => ok({ verification })),
  notFound: () =>
    http.get(api(paths.verifyRx), ({ request }) => refuse(request, 404, 'RX_NOT_FOUND')),
  rateLimited: () =>
    http.get(api(paths.verifyRx), ({ request }) => refuse(request, 429, 'RATE_LIMITED')),
  loading: () => http.get(api(paths.verifyRx), hang),
  ...failures('get', paths.verifyRx),
};

/** GET /prescriptions/:id/pdf: a small PDF, or the prescription is not the caller's. */
export const prescriptionPdf = {
  success: () =>
    http.get(
      api(paths.prescriptionPdf),
      () =>
        new HttpResponse(fixtures.pdfBytes, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="prescription.pdf"',
          },
        }),
    ),
  notFound: () =>
    http.get(api(paths.prescriptionPdf), ({ request }) => refuse(request, 404, 'NOT_FOUND')),
  ...failures('get', paths.prescriptionPdf),
};

export const rxVerifyHandlers = () => [verifyRx.success(), prescriptionPdf.success()];
