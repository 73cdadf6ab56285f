export { VisitedDoctors } from './visited-doctors';
export { RateDoctorDialog, type RateDoctorDialogProps } from './rate-doctor-dialog';
