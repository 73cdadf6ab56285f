import { HttpResponse, http } from 'msw';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/prescriptions';
import { api, failures, idOf, ok, refuse } from '../respond';
import { doctorPrescriptionsHandlers } from './prescriptions-doctor-screens';
import { patientPrescriptionsHandlers } from './prescriptions-patient-screens';

/**
 * Prescriptions (issue 15): one prescription by its id, and an upload's signature; the
 * lists, changes and uploads are the screens' own handlers, which `prescriptionsHandlers`
 * gathers as the defaults.
 */

/** A 1×1 transparent PNG. */
const pixel = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);

/** GET /prescriptions/{id}: its doctor and its patient read it with its earlier versions. */
export const prescriptionDetail = {
  success: () =>
    http.get(api(paths.prescriptionDetail), ({ request, params }) => {
      const found = fixtures.allPrescriptions.find((p) => p._id === idOf(params));
      return found ? ok(fixtures.detailOf(found)) : refuse(request, 404, 'PRESCRIPTION_NOT_FOUND');
    }),
  notFound: () =>
    http.get(api(paths.prescriptionDetail), ({ request }) =>
      refuse(request, 404, 'PRESCRIPTION_NOT_FOUND'),
    ),
  ...failures('get', paths.prescriptionDetail),
};

/** GET /prescriptions/uploads/{id}/signature: the patient's drawn signature. */
export const uploadedPrescriptionSignature = {
  success: () =>
    http.get(
      api(paths.uploadedPrescriptionSignature),
      () =>
        new HttpResponse(pixel, {
          headers: { 'content-type': 'image/png', 'x-content-type-options': 'nosniff' },
        }),
    ),
  notFound: () =>
    http.get(api(paths.uploadedPrescriptionSignature), ({ request }) =>
      refuse(request, 404, 'PRESCRIPTION_NOT_FOUND'),
    ),
};

/** The default handlers of every prescription endpoint (mocks/handlers/index.ts). */
export const prescriptionsHandlers = () => [
  ...doctorPrescriptionsHandlers(),
  ...patientPrescriptionsHandlers(),
  prescriptionDetail.success(),
  uploadedPrescriptionSignature.success(),
];
