export {
  RateDoctorDialog,
  VisitedDoctors,
  type RateDoctorDialogProps,
} from './components/visited-doctors';
