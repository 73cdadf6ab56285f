export {
  PrescriptionEditor,
  type PrescriptionBody,
  type PrescriptionEditorProps,
  type PrescriptionEditorTarget,
  type PrescriptionFormSlot,
  type RenderPrescriptionForm,
} from './edit-prescription';
