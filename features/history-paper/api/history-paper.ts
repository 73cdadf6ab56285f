import type { HistoryPaper } from '@contract/appointments';
import { useApiMutation } from '@lib/data';

/** The form data of `POST /history-paper`: the paper as JSON, attachments repeated. */
export function historyPaperFormData(paper: HistoryPaper, attachments: readonly File[]): FormData {
  const form = new FormData();
  form.set('historyPaperData', JSON.stringify(paper));
  for (const file of attachments) form.append('attachments', file, file.name);
  return form;
}

/** Submits a history paper; the records list and the dashboard's figures refetch. */
export const useSubmitHistoryPaper = () =>
  useApiMutation('submitHistoryPaper', { revalidates: ['records', 'patientDashboard'] });
