import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  instruction: { browse: MessageTag };
  instructionSingle: { browse: MessageTag };
  maxSize: { size: string };
  selectedFiles: NoMessageValues;
  remove: { fileName: string };
  fileError: { fileName: string; error: string };
}>({
  instruction: {
    id: 'ui.fileDrop.instruction',
    defaultMessage: 'Drag and drop files here, or <browse>browse</browse>',
  },
  instructionSingle: {
    id: 'ui.fileDrop.instructionSingle',
    defaultMessage: 'Drag and drop a file here, or <browse>browse</browse>',
  },
  maxSize: { id: 'ui.fileDrop.maxSize', defaultMessage: 'Up to {size}' },
  selectedFiles: { id: 'ui.fileDrop.selectedFiles', defaultMessage: 'Selected files' },
  remove: { id: 'ui.fileDrop.remove', defaultMessage: 'Remove {fileName}' },
  fileError: { id: 'ui.fileDrop.fileError', defaultMessage: '{fileName}: {error}' },
});
