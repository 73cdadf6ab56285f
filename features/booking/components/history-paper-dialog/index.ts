export {
  HistoryPaperDialog,
  type HistoryPaperDialogProps,
  type HistoryPaperLanguage,
} from './history-paper-dialog';
