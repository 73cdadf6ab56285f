export {
  HistoryPaperTab,
  type HistoryPaperEditorProps,
  type HistoryPaperTabProps,
} from './history-paper-tab';
