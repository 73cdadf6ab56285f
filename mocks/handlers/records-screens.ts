import { HttpResponse, delay, http } from 'msw';
import { paths } from '@contract/paths';
import { api, failures, refuse } from '../respond';

/**
 * What the Records screens need beyond the records endpoints' own scenarios: a record's
 * file as bytes, by its stored name, through either authorised route.
 */

/** A 1×1 PNG and a one-line PDF: the files' bytes in stories. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n% Ujyalo demo record\n%%EOF\n');

const fileOf = (name: string) =>
  name.endsWith('.pdf') ? { body: PDF, type: 'application/pdf' } : { body: PNG, type: 'image/png' };

const serve = (path: string) =>
  http.get(api(path), ({ params }) => {
    const { body, type } = fileOf(String(params.file ?? ''));
    return new HttpResponse(body, { headers: { 'content-type': type } });
  });

/** GET /files/serve-user/:userId/medical-records/:file */
export const recordFileBytes = {
  success: () => serve(paths.recordFile),
  notFound: () =>
    http.get(api(paths.recordFile), ({ request }) => refuse(request, 404, 'RECORD_FILE_NOT_FOUND')),
  loading: () =>
    http.get(api(paths.recordFile), async () => {
      await delay('infinite');
      return new HttpResponse(null);
    }),
  ...failures('get', paths.recordFile),
};

/** GET /files/serve/medical-records/:file */
export const recordFileShortBytes = {
  success: () => serve(paths.recordFileShort),
  ...failures('get', paths.recordFileShort),
};

export const recordsScreensHandlers = () => [
  recordFileBytes.success(),
  recordFileShortBytes.success(),
];
