export { PrescriptionPrint, type PrescriptionPrintProps } from './prescription-print';
export { PrescriptionSheet, type PrescriptionSheetProps } from './prescription-sheet';
export { messages, timingMessages, urgencyMessages } from './messages';
