/**
 * Care between doctors (issue 18; 001 §2.5 to §2.9): referrals, transfers, consultations
 * with live chat, requests and letters, and the doctor/hospital search they share. Each
 * area adds its exports under its line.
 */
// Referrals and care access (issue 18)
// Transfers (issue 18)
// Consultations (issue 18)
// Requests (issue 18)
// Letters (issue 18)
// Care live and counts (issue 18)
export { useDoctorCareCounts, type DoctorCareBadges } from './api/counts';
export {};
