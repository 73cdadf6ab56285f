import { HistoryPaperDialog } from '@features/booking';
import { HistoryPaperTab } from '@features/history-paper';

/**
 * The patient portal's History paper tab: the history-paper feature's tab, with the
 * booking wizard's multilingual history paper form as its editor (features do not import
 * each other; the app puts them together).
 */
export default function PatientHistoryPaperTab() {
  return <HistoryPaperTab renderEditor={(props) => <HistoryPaperDialog {...props} />} />;
}
