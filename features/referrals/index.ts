/**
 * Care between doctors (issue 18; 001 §2.5 to §2.9): referrals, transfers, consultations
 * with live chat, requests and letters, and the doctor/hospital search they share. Each
 * area adds its exports under its line.
 */
// Referrals and care access (issue 18)
export {
  ReferPatientDialog,
  type ReferPatientDialogProps,
} from './components/refer-patient-dialog';
export { ColleagueSearch, type ColleagueSearchProps } from './components/colleague-search';
export { useColleagues } from './api/colleagues';
export { ReferralsTab, type ReferralsTabProps } from './components/referrals-tab';
// Transfers (issue 18)
export { TransfersTab, type TransfersTabProps } from './components/transfers-tab';
export {
  TransferPatientDialog,
  type TransferPatientDialogProps,
} from './components/transfers-dialog';
// Consultations (issue 18)
export { ConsultationsTab, type ConsultationsTabProps } from './components/consultations-tab';
export {
  RequestConsultationDialog,
  type RequestConsultationDialogProps,
} from './components/consultations-request';
// Requests (issue 18)
export { RequestsTab, type RequestsTabProps } from './components/requests-tab';
// Letters (issue 18)
export { LettersTab, type LettersTabProps } from './components/letters-tab';
// Care live and counts (issue 18)
export { useDoctorCareCounts, type DoctorCareBadges } from './api/counts';
