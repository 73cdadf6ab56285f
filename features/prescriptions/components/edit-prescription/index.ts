export {
  PrescriptionEditor,
  type PrescriptionBody,
  type PrescriptionEditorProps,
  type PrescriptionEditorTarget,
  type PrescriptionFormSlot,
  type RenderPrescriptionForm,
} from './prescription-editor';
