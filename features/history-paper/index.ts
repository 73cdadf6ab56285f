export {
  HistoryPaperTab,
  type HistoryPaperEditorProps,
  type HistoryPaperTabProps,
} from './components/history-paper-tab';
