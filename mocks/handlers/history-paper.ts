import { http } from 'msw';
import { paths } from '@contract/paths';
import { api, failures, ok, refuse } from '../respond';

/** The history paper tab (issue 17): submitting the form with its attachments. */
export const submitHistoryPaper = {
  success: () =>
    http.post(api(paths.historyPaper), async ({ request }) => {
      const form = await request.formData();
      return ok({
        recordId: 'f0e1d2c3-0000-4000-8000-000000000099',
        title: 'Emergency history paper',
        attachments: form.getAll('attachments').length,
      });
    }),
  fileType: () =>
    http.post(api(paths.historyPaper), ({ request }) =>
      refuse(request, 415, 'RECORD_FILE_TYPE', 'attachments'),
    ),
  ...failures('post', paths.historyPaper),
};

export const historyPaperHandlers = () => [submitHistoryPaper.success()];
